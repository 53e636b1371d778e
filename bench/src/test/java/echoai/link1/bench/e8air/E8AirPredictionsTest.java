package echoai.link1.bench.e8air;

import static echoai.link1.bench.e8.E8Fixture.H;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Fixture;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.rules.Prediction;
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
 * their thresholds), and each verdict turned red by a change of the rows it reads. Then rule by
 * rule on made-up results of 20 worlds ({@link E8Fixture}): the predictions A7 and A8 green on
 * the edge of their thresholds and red one corrupt frame or one world past them; the checks
 * A1–A6, W1–W6's judge (tested rule by rule in {@code E8PredictionsTest}), red from the
 * adversarial arms by air and not from the arms where the room decides the order.
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

    private static E8AirVerdicts judge(E8Fixture f) {
        return E8AirPredictions.judge(f.result());
    }

    @Test
    void aMadeUpRunOnTheEdgeOfEveryRuleIsGreenThroughout() {
        E8AirVerdicts v = judge(E8Fixture.air());
        List<Prediction<?>> all = List.of(v.a1(), v.a2(), v.a3(), v.a4(), v.a5(), v.a6(),
                v.a7(), v.a8());
        assertThat(all).allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.a7().numbers().rows()).isEqualTo(14 * 20);
        assertThat(v.a8().numbers().sets()).extracting(h -> h.within())
                .containsExactly(20, 20, 20);
    }

    @Test
    void a7GreenWhenCorruptCandidatesPassTheCrcButBTakesNoneIn() {
        E8Fixture f = E8Fixture.air();
        for (String arm : f.names()) {
            f.arm(arm)[0].corruptPassedCrc = 2;
        }
        E8AirVerdicts v = judge(f);
        assertThat(v.a7().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.a7().numbers().corruptPassedCrc()).isEqualTo(2 * 14);
        assertThat(v.a7().numbers().acceptedCorrupt()).isZero();
    }

    @Test
    void a7RedWhenBTakesInOneCorruptFrameInOneRowOfAnyArm() {
        E8Fixture f = E8Fixture.air();
        E8Fixture.World w = f.arm("air:H+L+L:notrust:adversarial")[19];
        w.corruptPassedCrc = 1;
        w.acceptedCorrupt = 1;
        E8AirVerdicts v = judge(f);
        assertThat(v.a7().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a7().numbers().acceptedCorrupt()).isEqualTo(1);
    }

    @Test
    void a8GreenWhenEachSetIsWithinOneTurnOfHInNinetyPercentThoughNeverBelowTodaysRule() {
        E8Fixture f = E8Fixture.air();
        for (String set : E8Fixture.MIXED) {
            f.harm("air:" + set + ":trust", 2, H + 2).harm("air:" + set + ":notrust", 20, H);
        }
        E8AirVerdicts v = judge(f);
        assertThat(v.a8().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.a8().numbers().sets()).extracting(h -> h.within())
                .containsExactly(18, 18, 18);
        assertThat(v.a8().numbers().sets()).extracting(h -> h.below())
                .containsExactly(0, 0, 0);
    }

    @Test
    void a8RedWhenAnyOneSetNeedsMoreThanOneTurnInMoreThanATenth() {
        for (String set : E8Fixture.MIXED) {
            E8AirVerdicts v = judge(E8Fixture.air().harm("air:" + set + ":trust", 3, H + 2)
                    .harm("air:" + set + ":notrust", 3, H + 3));
            assertThat(v.a8().verdict()).as(set).isEqualTo(Verdict.RED);
            assertThat(v.a8().numbers().sets()).extracting(h -> h.within()).as(set)
                    .containsExactly(set.equals("H+L") ? 17 : 20,
                            set.equals("H+M0.3") ? 17 : 20, set.equals("H+L+L") ? 17 : 20);
            assertThat(List.of(v.a1(), v.a4(), v.a5())).as(set)
                    .allMatch(p -> p.verdict() == Verdict.GREEN);
        }
    }

    @Test
    void a1A4A5AreRedFromTheAdversarialArmsAlone() {
        String[][] sets = {{"H+L", "a1"}, {"H+M0.3", "a4"}, {"H+L+L", "a5"}};
        for (String[] s : sets) {
            E8AirVerdicts v = judge(E8Fixture.air()
                    .harm("air:" + s[0] + ":trust:adversarial", 3, H + 2)
                    .harm("air:" + s[0] + ":notrust:adversarial", 3, H + 3));
            List<Prediction<?>> checks = List.of(v.a1(), v.a4(), v.a5());
            assertThat(checks).extracting(Prediction::verdict).as(s[1]).containsExactly(
                    s[1].equals("a1") ? Verdict.RED : Verdict.GREEN,
                    s[1].equals("a4") ? Verdict.RED : Verdict.GREEN,
                    s[1].equals("a5") ? Verdict.RED : Verdict.GREEN);
            assertThat(v.a8().verdict()).as(s[1]).isEqualTo(Verdict.GREEN);
        }
        // A1's "below today's rule" too: as good as today's in 6 of 20 adversarial worlds
        E8AirVerdicts below = judge(E8Fixture.air()
                .harm("air:H+L:notrust:adversarial", 6, H + 1));
        assertThat(below.a1().verdict()).isEqualTo(Verdict.RED);
        assertThat(below.a1().numbers().below()).isEqualTo(14);
    }

    @Test
    void a2RedWhenALiarKeepsDivertingBInTheAdversarialOrderOnly() {
        E8AirVerdicts together = judge(E8Fixture.air().speaker("air:H+L:trust", 1, 20, 2, 1));
        assertThat(together.a2().verdict()).isEqualTo(Verdict.GREEN);
        E8AirVerdicts green = judge(E8Fixture.air()
                .speaker("air:H+L+L:trust:adversarial", 2, 2, 2, 1));
        assertThat(green.a2().verdict()).isEqualTo(Verdict.GREEN);
        E8AirVerdicts red = judge(E8Fixture.air()
                .speaker("air:H+L+L:trust:adversarial", 2, 3, 2, 1));
        assertThat(red.a2().verdict()).isEqualTo(Verdict.RED);
        assertThat(red.a2().numbers().liars()).extracting(l -> l.arm()).containsExactly(
                "air:H+L:trust:adversarial", "air:H+L+L:trust:adversarial",
                "air:H+L+L:trust:adversarial");
    }

    @Test
    void a3AndA6RedWhenHsLifeChangesOrOneGuardFallsShortByAir() {
        E8Fixture digest = E8Fixture.air();
        digest.arm("air:H:trust")[4].digest = "other";
        assertThat(judge(digest).a3().verdict()).isEqualTo(Verdict.RED);
        E8Fixture diversions = E8Fixture.air();
        diversions.arm("air:H:notrust")[4].diversions = 0;
        assertThat(judge(diversions).a3().verdict()).isEqualTo(Verdict.RED);
        E8Fixture guard = E8Fixture.air();
        guard.arm("air:H+M0.3:notrust")[0].oracleTurns = 0;
        E8AirVerdicts v = judge(guard);
        assertThat(v.a6().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.a3().verdict()).isEqualTo(Verdict.GREEN);
    }
}
