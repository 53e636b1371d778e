package echoai.link1.bench.e8air;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.E8World;
import echoai.link1.session.RoomAirCounts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * E8-air's A1–A8 on the committed dev run ({@code lab/link1/v2/dev/E8-air.json}, the run behind
 * their thresholds), and each verdict turned red by a change of the rows it reads.
 */
class E8AirPredictionsTest {
    private static E8Result dev() throws Exception {
        return Json.read(Path.of("lab/link1/v2/dev/E8-air.json"), E8Result.class);
    }

    @Test
    void theDevRunIsGreenWithTheNumbersOfTheRegistration() throws Exception {
        E8Result air = dev();
        assertThat(air.arms().keySet()).containsExactlyElementsOf(E8Air.armNames());
        E8AirVerdicts v = E8AirPredictions.judge(air);
        assertThat(List.of(v.a1(), v.a2(), v.a3(), v.a4(), v.a5(), v.a6(), v.a7(), v.a8()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.a1().numbers().arm()).isEqualTo("air:H+L:trust:adversarial");
        assertThat(v.a1().numbers().within()).isEqualTo(16);
        assertThat(v.a1().numbers().below()).isEqualTo(14);
        assertThat(v.a2().numbers().liars()).hasSize(3);
        assertThat(v.a6().numbers().rows()).isEqualTo(21 * 16);
        assertThat(v.a7().numbers().rows()).isEqualTo(21 * 16);
        assertThat(v.a7().numbers().acceptedCorrupt()).isZero();
        // each of the 8 broadcasts a world counted once: 17 + 23 + 47 + 29 frames lost
        assertThat(v.a7().numbers().framesLost()).isEqualTo(116);
        assertThat(v.a7().numbers().framesDistinct()).isEqualTo(2 * 781 + 4 * 1552 + 2 * 2322);
        assertThat(v.a8().numbers().sets()).extracting(h -> h.arm())
                .containsExactly("air:H+L:trust", "air:H+M0.3:trust", "air:H+L+L:trust");
        assertThat(E8AirPredictions.pending("x").a8().verdict()).isEqualTo(Verdict.PENDING);
    }

    @Test
    void todaysRuleInTheTrustingArmsTurnsA1A2A5AndA8Red() throws Exception {
        E8Result air = dev();
        Map<String, E8Result.Arm> arms = new LinkedHashMap<>(air.arms());
        for (String set : List.of("H+L", "H+L+L")) {
            for (String suffix : List.of("", ":adversarial")) {
                E8Result.Arm today = arms.get("air:" + set + ":notrust" + suffix);
                arms.put("air:" + set + ":trust" + suffix, today);
            }
        }
        E8AirVerdicts v = E8AirPredictions.judge(with(air, arms));
        assertThat(v.a1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a5().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a8().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a3().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void oneCorruptFrameTakenInTurnsA7Red() throws Exception {
        E8Result air = dev();
        Map<String, E8Result.Arm> arms = new LinkedHashMap<>(air.arms());
        E8Result.Arm a = arms.get("air:H+L:known");
        List<E8World> worlds = new ArrayList<>(a.worlds());
        E8World w = worlds.get(3);
        RoomAirCounts c = w.air();
        worlds.set(3, new E8World(w.world(), w.speakers(), new RoomAirCounts(c.framesSent(),
                c.framesDistinct(), c.framesDelivered(), c.framesLost(), c.duplicatesSuppressed(),
                c.collisions(), c.collisionRate(), c.syncs(), c.candidates(), 1, 1,
                c.airTimeSamples(), c.airTimeS(), c.goodputPerS(), c.deferrals(),
                c.backoffSlots(), c.abandoned())));
        arms.put("air:H+L:known", E8Result.Arm.of(a.set(), a.rule(), a.order(), worlds));
        E8AirVerdicts v = E8AirPredictions.judge(with(air, arms));
        assertThat(v.a7().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a7().numbers().acceptedCorrupt()).isEqualTo(1);
        assertThat(v.a1().verdict()).isEqualTo(Verdict.GREEN);
    }

    private static E8Result with(E8Result r, Map<String, E8Result.Arm> arms) {
        return new E8Result(r.schemaVersion(), r.experiment(), r.title(), r.seedSet(), r.config(),
                arms);
    }
}
