package echoai.link1.bench.e2rooms;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.rules.Verdict;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** R1–R4 of docs/spec/LINK1-v2.md judged from E2-rooms points, green and red. */
class E2RoomsPredictionsTest {
    private static RoomsPoint point(String name, String snr, String profile, int lost,
                                    int passedCrc, int accepted) {
        return new RoomsPoint(name, new BigDecimal("0.5"), new BigDecimal("1.0"), "white",
                new BigDecimal(snr), "48-48kHz/+0ppm", profile, 320, lost,
                Json.ratio(lost, 320, 4), passedCrc, accepted, 320, 320, Dropped.NONE, 0);
    }

    private static E2RoomsResult rooms(List<RoomsPoint> points) {
        return new E2RoomsResult(1, "E2-rooms", "t", SeedSet.EVAL.label(), "1000-1063", "d", "r",
                320, points, List.of());
    }

    private static List<RoomsPoint> clean() {
        List<RoomsPoint> points = new ArrayList<>();
        for (String profile : List.of("k1", "k2", "r")) {
            points.add(point("living-rt0.5-1m", "10.0", profile, profile.equals("r") ? 3 : 200,
                    profile.equals("k1") ? 1 : 0, 0));
            points.add(point("living-rt0.8-3m", "-5.0", profile, profile.equals("r") ? 2 : 320,
                    0, 0));
        }
        return points;
    }

    @Test
    void greenAtTheThresholdsAndK1sCrcPassesAreOnlyReported() {
        E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(clean()));
        assertThat(v.r1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.r1().numbers().points()).isEqualTo(1);
        assertThat(v.r1().numbers().worst().lost()).isEqualTo(3);
        assertThat(v.r2().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.r3().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.r3().numbers().corruptPassedCrc()).containsEntry("k1", 1L);
        assertThat(v.r4().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.r4().numbers().lost()).isEqualTo(2);
    }

    @Test
    void oneLostTooManyOrOneWrongFrameTurnsItsPredictionRed() {
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.add(point("living-rt0.8-2m", "20.0", "r", 4, 0, 0));
        points.add(point("living-rt0.3-2m", "30.0", "r", 0, 1, 0));
        points.add(point("living-rt0.3-3m", "30.0", "k2", 300, 2, 1));
        points.set(5, point("living-rt0.8-3m", "-5.0", "r", 4, 0, 0));
        E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(points));
        assertThat(v.r1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r1().numbers().over()).extracting(E2RoomsVerdicts.PointPer::point)
                .containsExactly("living-rt0.8-2m");
        assertThat(v.r2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r3().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r4().verdict()).isEqualTo(Verdict.RED);
    }
}
