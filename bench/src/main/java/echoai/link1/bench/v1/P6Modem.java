package echoai.link1.bench.v1;

import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.Json;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * P6 recomputed from E2's points (issue 14, item 7), with the rule as registered: the clean loop
 * loses 0 frames (both K); the echo room with K=1 at each of 10, 20 and 30 dB, in the random and
 * the CLAIM sweep, has PER ≤ 1 % (compared in integers, {@code 10⁴·lost ≤ 100·frames}); and no
 * corrupt frame passed the receiver's CRC anywhere in E2 (clean loop and both sweeps) — the
 * level the registered run judged "0 accepted corrupt" at, stricter than the parser's. E2's own
 * verdict is shown beside it, not used.
 */
public final class P6Modem {
    static final String RULE = "clean loop 0 losses in 200 frames per K; echo room at SNR >= 10"
            + " dB PER <= 1 % with K=1; 0 accepted corrupt anywhere in E2";
    private static final BigDecimal TEN_DB = BigDecimal.TEN;

    private P6Modem() {
    }

    /** P6 from E2's points; pending when E2 is missing. */
    public static Prediction<PredictionsResult.P6> judge(E2Result e2) {
        if (e2 == null) {
            return Prediction.pending(RULE, "E2.json not in this folder");
        }
        List<PredictionsResult.P6Point> points = new ArrayList<>();
        int cleanLosses = 0;
        for (AirPoint p : e2.cleanLoop()) {
            cleanLosses += p.lost();
            points.add(point("clean_loop", p));
        }
        long worstLost = 0;
        long worstFrames = 1;
        for (String sweep : List.of("random_frames", "claim_frames")) {
            for (AirPoint p : sweep.equals("random_frames") ? e2.randomFrames()
                    : e2.claimFrames()) {
                if (p.room().equals("echo") && p.k() == 1 && p.noiseAdded()
                        && p.snrDb().compareTo(TEN_DB) >= 0) {
                    points.add(point(sweep, p));
                    if ((long) p.lost() * worstFrames > worstLost * p.frames()) {
                        worstLost = p.lost();
                        worstFrames = p.frames();
                    }
                }
            }
        }
        long passedCrc = 0;
        long accepted = 0;
        List<AirPoint> all = new ArrayList<>(e2.cleanLoop());
        all.addAll(e2.randomFrames());
        all.addAll(e2.claimFrames());
        for (AirPoint p : all) {
            passedCrc += p.corruptPassedCrc();
            accepted += p.acceptedCorrupt();
        }
        boolean echoOk = worstLost * 10_000 <= E2Modem.P6_PER_MAX_BASIS_POINTS * worstFrames;
        boolean green = cleanLosses == 0 && echoOk && passedCrc == 0;
        return Prediction.judged(green, RULE, new PredictionsResult.P6(cleanLosses,
                Json.ratio(worstLost, worstFrames, 4), passedCrc, accepted, all.size(), points,
                e2.p6().verdict()));
    }

    private static PredictionsResult.P6Point point(String sweep, AirPoint p) {
        return new PredictionsResult.P6Point(sweep, p.room(), p.k(), p.snrDb(), p.frames(),
                p.lost(), p.per(), Uncertainty.wilson95(p.lost(), p.frames()),
                p.corruptPassedCrc());
    }
}
