package echoai.link1.bench.e2roomsq;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.report.Chart;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReachChartTest {
    private static final BigDecimal RT = new BigDecimal("0.3");

    private static List<ReachChart.Reading> grid(String... perAt) {
        String[] d = {"0.5", "1", "2", "3"};
        List<ReachChart.Reading> out = new java.util.ArrayList<>();
        for (int i = 0; i < d.length; i++) {
            out.add(new ReachChart.Reading(RT, new BigDecimal(d[i]), new BigDecimal(perAt[i])));
        }
        return out;
    }

    private static String words(String... perAt) {
        return ReachChart.held(grid(perAt)).get(RT).words();
    }

    @Test
    void aDistanceIsHeldUpToTheFirstThatFailsNearestFirst() {
        assertThat(words("0", "0", "0", "0")).isEqualTo("≥ 3 m");
        assertThat(words("0", "0.01", "0", "0.2")).as("exactly 1 % holds").isEqualTo("2 m");
        assertThat(words("0", "0.0101", "0", "0")).as("a failure ends the reach even if a"
                + " farther point holds").isEqualTo("0.5 m");
        assertThat(words("0.5", "0", "0", "0")).isEqualTo("< 0.5 m");
        assertThat(ReachChart.held(grid("0.5", "0", "0", "0")).get(RT).y()).isZero();
        assertThat(ReachChart.held(grid("0", "0", "0.3", "0")).get(RT).y()).isEqualTo(1.0);
    }

    @Test
    void everyBackgroundAtADistanceMustHold() {
        List<ReachChart.Reading> r = new java.util.ArrayList<>(grid("0", "0", "0", "0"));
        r.add(new ReachChart.Reading(RT, new BigDecimal("2"), new BigDecimal("0.02")));
        Map<BigDecimal, ReachChart.Held> held = ReachChart.held(r);
        assertThat(held.get(RT).words()).isEqualTo("1 m");
    }

    @Test
    void theDevRunGivesEveryArmAMarkerOnEachRt60sChart() throws IOException {
        E2RoomsQResult q = Json.read(Path.of("lab/link1/v3/dev/E2-rooms-Q.json"),
                E2RoomsQResult.class);
        E2RoomsResult rooms = Json.read(Path.of("lab/link1/v2/E2-rooms.json"),
                E2RoomsResult.class);
        List<ReachChart.Arm> arms = ReachChart.arms(rooms, q);
        assertThat(arms).extracting(ReachChart.Arm::name).containsExactly("Q",
                "ggwave FASTEST", "K2", "ggwave FAST", "F", "ggwave NORMAL", "K1", "R");
        assertThat(arms).extracting(a -> a.airTimeS().toPlainString()).startsWith("1.200",
                "1.259", "1.600");
        BigDecimal rt08 = new BigDecimal("0.8");
        ReachChart.Arm qArm = arms.get(0);
        ReachChart.Arm fastest = arms.get(1);
        // the dev run: Q lost nothing at 10 dB, FASTEST lost everything at RT60 0.8 s
        assertThat(qArm.held().get(rt08).words()).isEqualTo("≥ 3 m");
        assertThat(fastest.held().get(rt08).words()).isEqualTo("< 0.5 m");
        List<Chart> charts = ReachChart.charts(arms);
        assertThat(charts).hasSize(3).allSatisfy(c -> {
            Chart.Lines l = (Chart.Lines) c;
            assertThat(l.series()).hasSize(8).allSatisfy(s -> assertThat(s.points()).hasSize(1));
            assertThat(l.yMax()).isEqualTo(3.5);
        });
        assertThat(((Chart.Lines) charts.get(2)).series().get(1).name())
                .isEqualTo("ggwave FASTEST (1.259 s): < 0.5 m");
    }
}
