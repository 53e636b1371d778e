package echoai.link1.bench.e2roomsggwave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.registry.Registry;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The ggwave peer arm without node: its points (issue 16's eight rows as E2-rooms points), its
 * counting (a wrong payload is wrong and lost; nothing is lost), its side-by-side verdicts, the
 * dev guard.
 */
class E2RoomsGgwaveTest {
    private static final RoomsCase CASE = new RoomsCase(RoomPoint.named("living-rt0.5-1m"),
            Background.WHITE, 30, DeviceChain.DEFAULT);

    @Test
    void theIssueRowsAreE2RoomsPointsInOrderThenTheAddedOnes() {
        List<RoomsCase> cases = new ArrayList<>(E2RoomsGgwave.ISSUE_ROWS.keySet());
        assertThat(cases).hasSize(11);
        assertThat(cases.get(0).name()).isEqualTo("living-0.3m/white/30dB/48-48kHz/+0ppm");
        assertThat(cases.get(4).name()).isEqualTo("living-rt0.5-1m/babble/20dB/48-48kHz/+0ppm");
        assertThat(cases.get(7).point().rt60S()).isEqualTo(0.8);
        assertThat(cases.get(7).point().distanceM()).isEqualTo(2.0);
        assertThat(E2RoomsGgwave.ISSUE_ROWS.values().stream().filter(r -> !r.startsWith("none")))
                .hasSize(8);
        E2RoomsGgwave e = new E2RoomsGgwave();
        assertThat(e.inAll()).isFalse();
        assertThat(e.doc().file()).isEqualTo("v2/dev/ggwave.json");
        assertThat(Registry.experiment("e2-rooms-ggwave")).containsInstanceOf(E2RoomsGgwave.class);
        assertThat(Registry.inAll()).noneMatch(x -> x instanceof E2RoomsGgwave);
    }

    @Test
    void outcomesCountAWrongPayloadAsWrongAndNothingAsLost() {
        byte[] sent = {1, 2, 3};
        assertThat(GgwaveTrial.Outcome.of(sent, new byte[0])).isEqualTo(GgwaveTrial.Outcome.NOTHING);
        assertThat(GgwaveTrial.Outcome.of(sent, new byte[] {1, 2, 3}))
                .isEqualTo(GgwaveTrial.Outcome.CORRECT);
        assertThat(GgwaveTrial.Outcome.of(sent, new byte[] {1, 2, 4}))
                .isEqualTo(GgwaveTrial.Outcome.WRONG);
        assertThat(GgwaveTrial.Outcome.of(sent, new byte[] {1, 2}))
                .isEqualTo(GgwaveTrial.Outcome.WRONG);
        GgwavePoint p = GgwaveTrial.point(CASE, "ggwave-audible-normal", 2.4107, 40, 30, 2, 2);
        assertThat(p.lost()).isEqualTo(10);
        assertThat(p.per()).isEqualByComparingTo("0.25");
        assertThat(p.per95().low()).isEqualByComparingTo("0.1418");
        assertThat(p.per95().high()).isEqualByComparingTo("0.4020");
        assertThat(p.wrongRate()).isEqualByComparingTo("0.05");
        assertThat(p.airTimeS()).isEqualTo(new BigDecimal("2.411"));
        assertThatThrownBy(() -> GgwaveTrial.point(CASE, "x", 1, 40, 41, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static List<GgwavePoint> arms(int k1, int k2, int r, int normal, int fastest) {
        return List.of(GgwaveTrial.point(CASE, "k1", 2.8, 40, 40 - k1, 0, 0),
                GgwaveTrial.point(CASE, "k2", 1.6, 40, 40 - k2, 0, 0),
                GgwaveTrial.point(CASE, "r", 4.752, 40, 40 - r, 0, 0),
                GgwaveTrial.point(CASE, "ggwave-audible-normal", 2.411, 40, 40 - normal, 1, 1),
                GgwaveTrial.point(CASE, "ggwave-audible-fastest", 1.259, 40, 40 - fastest, 0, 0));
    }

    @Test
    void theSideBySideRowsJudgeRAgainstNormalAndNormalAgainstK() {
        Map<RoomsCase, String> rows = new LinkedHashMap<>();
        rows.put(CASE, "RT60 0.5 s, 1 m, 30 dB white");
        rows.put(new RoomsCase(CASE.point(), Background.BABBLE, 20, DeviceChain.DEFAULT), "b");
        List<GgwavePoint> points = new ArrayList<>(arms(20, 30, 0, 3, 22));
        points.addAll(arms(1, 0, 2, 1, 0));
        List<GgwaveComparison> c = GgwaveComparisons.of(rows, points);
        assertThat(c.get(0).rNotWorseThanNormal()).isTrue();
        assertThat(c.get(0).rBetterWhereNormalLoses()).isTrue();
        assertThat(c.get(0).normalBeatsK1()).isTrue();
        assertThat(c.get(0).wrongNormal()).isEqualTo(1);
        assertThat(c.get(1).rNotWorseThanNormal()).isFalse();
        assertThat(c.get(1).rBetterWhereNormalLoses()).isFalse();
        assertThat(c.get(1).normalBeatsK2()).isFalse();
        points.set(8, GgwaveTrial.point(CASE, "ggwave-audible-normal", 2.411, 40, 40, 0, 0));
        assertThat(GgwaveComparisons.of(rows, points).get(1).rBetterWhereNormalLoses()).isNull();
        assertThatThrownBy(() -> GgwaveComparisons.of(rows, points.subList(0, 5)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlyDevSeedBasesRun() {
        BenchContext ctx = new BenchContext(SeedSet.parse("eval"), Path.of("/tmp/none"), false, 1,
                Map.of("frames", "1"), Progress.NONE, new PerfLog());
        assertThatThrownBy(() -> new E2RoomsGgwave().run(ctx))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0..15");
    }
}
