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

/**
 * R1–R4 of docs/spec/LINK1-v2.md judged from E2-rooms points, green and red: each rule green at
 * its threshold and red one frame beyond it, each red on its own (the stretch point outside R1,
 * R's CRC alone in R2, any profile's accepted frame in R3), R4 pending without its point.
 */
class E2RoomsPredictionsTest {
    private static RoomsPoint point(String name, String snr, String profile, int lost,
                                    int passedCrc, int accepted) {
        return point(name, snr, profile, 320, lost, passedCrc, accepted);
    }

    private static RoomsPoint point(String name, String snr, String profile, int frames,
                                    int lost, int passedCrc, int accepted) {
        return new RoomsPoint(name, new BigDecimal("0.5"), new BigDecimal("1.0"), "white",
                new BigDecimal(snr), "48-48kHz/+0ppm", profile, frames, lost,
                Json.ratio(lost, frames, 4), passedCrc, accepted, frames, frames, Dropped.NONE,
                0);
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

    private static List<RoomsPoint> with(RoomsPoint... extra) {
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.addAll(List.of(extra));
        return points;
    }

    @Test
    void r1GreenAtExactlyOnePercentRedJustAbove() {
        E2RoomsVerdicts at = E2RoomsPredictions.judge(rooms(with(
                point("living-rt0.3-1m", "30.0", "r", 100, 1, 0, 0))));
        assertThat(at.r1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(at.r1().numbers().points()).isEqualTo(2);
        E2RoomsVerdicts over = E2RoomsPredictions.judge(rooms(with(
                point("living-rt0.3-1m", "30.0", "r", 10_000, 101, 0, 0))));
        assertThat(over.r1().verdict()).isEqualTo(Verdict.RED);
        assertThat(over.r1().numbers().over()).extracting(E2RoomsVerdicts.PointPer::per)
                .containsExactly(new BigDecimal("0.0101"));
        assertThat(List.of(over.r2(), over.r3(), over.r4()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
    }

    @Test
    void r1LeavesTheStretchPointToR4() {
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.set(5, point("living-rt0.8-3m", "-5.0", "r", 4, 0, 0));
        E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(points));
        assertThat(v.r1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.r1().numbers().points()).isEqualTo(1);
        assertThat(v.r4().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r4().numbers().per()).isEqualByComparingTo("0.0125");
    }

    @Test
    void r1RedWithoutAnyNonStretchPointOfR() {
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.remove(4);
        E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(points));
        assertThat(v.r1().numbers().points()).isZero();
        assertThat(v.r1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r4().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void r2RedOnOneCorruptFramePastRsCrcThatNothingAccepted() {
        E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(with(
                point("living-rt0.3-1m", "30.0", "r", 0, 1, 0))));
        assertThat(v.r2().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.r2().numbers().corruptPassedCrc()).isEqualTo(1);
        assertThat(List.of(v.r1(), v.r3(), v.r4())).allMatch(p -> p.verdict() == Verdict.GREEN);
        // at the stretch point too: R2 sums all 117 points
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.set(5, point("living-rt0.8-3m", "-5.0", "r", 2, 1, 0));
        assertThat(E2RoomsPredictions.judge(rooms(points)).r2().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void r3RedOnOneAcceptedCorruptFrameOfEachProfile() {
        for (String profile : List.of("k1", "k2", "r")) {
            E2RoomsVerdicts v = E2RoomsPredictions.judge(rooms(with(
                    point("living-rt0.3-1m", "30.0", profile, 0, 1, 1))));
            assertThat(v.r3().verdict()).as(profile).isEqualTo(Verdict.RED);
            assertThat(v.r3().numbers().acceptedCorrupt()).containsEntry(profile, 1L);
            assertThat(v.r1().verdict()).isEqualTo(Verdict.GREEN);
        }
        assertThat(E2RoomsPredictions.judge(rooms(List.of())).r3().verdict())
                .isEqualTo(Verdict.RED);
    }

    @Test
    void r4GreenAtExactlyOnePercentAndPendingWithoutTheStretchPoint() {
        List<RoomsPoint> points = new ArrayList<>(clean());
        points.set(5, point("living-rt0.8-3m", "-5.0", "r", 100, 1, 0, 0));
        assertThat(E2RoomsPredictions.judge(rooms(points)).r4().verdict())
                .isEqualTo(Verdict.GREEN);
        points.set(5, point("living-rt0.8-3m", "-5.0", "r", 10_000, 101, 0, 0));
        assertThat(E2RoomsPredictions.judge(rooms(points)).r4().verdict())
                .isEqualTo(Verdict.RED);
        points.remove(5);
        E2RoomsVerdicts none = E2RoomsPredictions.judge(rooms(points));
        assertThat(none.r4().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(none.r4().why()).contains("stretch");
    }
}
