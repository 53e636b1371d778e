package echoai.link1.bench.e2rooms;

import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e1.E1Fec;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsVerdicts.PointPer;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small E2-rooms (v2) result and its v2 predictions, built from results records: RT60 0.3 and
 * 0.5 s at 0.5 and 1 m in white 10 dB, one pink 20 dB point, one clock point and the stretch
 * point, each for K1, K2 and R (320 recordings each).
 */
public final class RoomsFixtures {
    public static final int FRAMES = 320;

    private RoomsFixtures() {
    }

    public static RoomsPoint point(String rt60, String distance, String background, String snr,
            String devices, String profile, int lost, int corruptPassedCrc) {
        BigDecimal per = BigDecimal.valueOf(lost).divide(BigDecimal.valueOf(FRAMES), 4,
                RoundingMode.HALF_UP);
        return new RoomsPoint("living-rt" + rt60 + "-" + distance + "m", new BigDecimal(rt60),
                new BigDecimal(distance), background, new BigDecimal(snr), devices, profile,
                FRAMES, lost, per, corruptPassedCrc, 0, FRAMES, FRAMES, Dropped.NONE, 0);
    }

    /** Three profiles at one point: K1 loses {@code k1Lost}, K2 twice that, R {@code rLost}. */
    private static void all(List<RoomsPoint> out, String rt60, String distance, String background,
            String snr, String devices, int k1Lost, int rLost) {
        out.add(point(rt60, distance, background, snr, devices, "k1", k1Lost, k1Lost > 100 ? 1
                : 0));
        out.add(point(rt60, distance, background, snr, devices, "k2", 2 * k1Lost, 0));
        out.add(point(rt60, distance, background, snr, devices, "r", rLost, 0));
    }

    public static E2RoomsResult e2Rooms() {
        List<RoomsPoint> points = new ArrayList<>();
        all(points, "0.3", "0.5", "white", "10.0", "48->48 kHz", 0, 0);
        all(points, "0.3", "1", "white", "10.0", "48->48 kHz", 50, 0);
        all(points, "0.5", "0.5", "white", "10.0", "48->48 kHz", 10, 1);
        all(points, "0.5", "1", "white", "10.0", "48->48 kHz", 120, 2);
        all(points, "0.5", "1", "pink", "20.0", "48->48 kHz", 7, 0);
        all(points, "0.8", "3", "babble", "-5.0", "48->48 kHz", 160, 3);
        all(points, "0.5", "1", "white", "10.0", "44.1->48 kHz +200 ppm", 30, 0);
        return new E2RoomsResult(1, "E2-rooms", "the air profiles through the room", "eval",
                "1000,1001", "Seeds.mix(base, point)", "one CLAIM frame a recording", FRAMES,
                points, List.of());
    }

    public static PointPer per(RoomsPoint p) {
        return new PointPer(p.point(), p.background(), p.snrDb(), p.devices(), p.profile(),
                p.frames(), p.lost(), p.per(), Uncertainty.wilson95(p.lost(), p.frames()));
    }

    /** R1–R4 of {@link #e2Rooms()}: R1, R2, R3 green, R4 green (3 of 320). */
    public static E2RoomsVerdicts v2Predictions() {
        List<RoomsPoint> points = e2Rooms().points();
        RoomsPoint worst = points.get(11);
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passed = new LinkedHashMap<>();
        accepted.put("k1", 0L);
        accepted.put("k2", 0L);
        accepted.put("r", 0L);
        passed.put("k1", 1L);
        passed.put("k2", 0L);
        passed.put("r", 0L);
        return new E2RoomsVerdicts(
                Prediction.judged(true, "profile R's PER <= 1 % at every non-stretch point",
                        new E2RoomsVerdicts.R1(6, 0, 6L * FRAMES, 3, per(worst), List.of())),
                Prediction.judged(true, "profile R's corrupt_passed_crc = 0",
                        new E2RoomsVerdicts.R2(7, 0)),
                Prediction.judged(true, "accepted_corrupt = 0 for each of K1, K2 and R",
                        new E2RoomsVerdicts.R3(accepted, passed)),
                Prediction.judged(true, "stretch: profile R's PER <= 1 % at living-rt0.8-3m",
                        per(points.get(17))));
    }

    /** {@link Fixtures#full()} with both v2 files. */
    public static Lab withV2() {
        Lab full = Fixtures.full();
        return Lab.builder().doc(E0FrameIntegrity.DOC, full.get(E0FrameIntegrity.DOC))
                .doc(E1Fec.DOC, full.get(E1Fec.DOC)).doc(E2Modem.DOC, full.get(E2Modem.DOC))
                .doc(E4Understanding.DOC, full.get(E4Understanding.DOC))
                .doc(E5Dialogue.DOC, full.get(E5Dialogue.DOC))
                .doc(PerfResult.DOC, full.get(PerfResult.DOC))
                .doc(Predictions.DOC, full.get(Predictions.DOC))
                .registered("predictions", full.registered().get("predictions"))
                .doc(E2Rooms.DOC, e2Rooms()).verdicts(v2Predictions()).build();
    }
}
