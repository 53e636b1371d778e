package echoai.link1.bench.e2rooms;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsVerdicts.PointPer;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * V2-1's predictions R1–R4 ({@code docs/spec/LINK1-v2.md}) from one E2-rooms result; thresholds
 * as registered there.
 */
public final class E2RoomsPredictions {
    /** R1 and R4: a point's PER may be at most 1 %. */
    static final BigDecimal MAX_PER = new BigDecimal("0.0100");
    private static final String R = "r";
    static final String R1_RULE = "profile R's PER <= 1 % at every non-stretch point"
            + " (108 grid + 8 clock points)";
    static final String R2_RULE = "profile R's corrupt_passed_crc summed over all 117"
            + " points = 0";
    static final String R3_RULE = "accepted_corrupt summed over all 117 points = 0 for"
            + " each of K1, K2 and R";
    static final String R4_RULE = "stretch: profile R's PER <= 1 % at living-rt0.8-3m,"
            + " babble, -5 dB";

    private E2RoomsPredictions() {
    }

    /** R1–R4 pending, with why. */
    public static E2RoomsVerdicts pending(String why) {
        return new E2RoomsVerdicts(Prediction.pending(R1_RULE, why),
                Prediction.pending(R2_RULE, why), Prediction.pending(R3_RULE, why),
                Prediction.pending(R4_RULE, why));
    }

    /** R1–R4 from one E2-rooms result (any seed set: the caller decides whether it counts). */
    public static E2RoomsVerdicts judge(E2RoomsResult e2) {
        return new E2RoomsVerdicts(r1(e2), r2(e2), r3(e2), r4(e2));
    }

    private static Prediction<E2RoomsVerdicts.R1> r1(E2RoomsResult e2) {
        List<PointPer> over = new ArrayList<>();
        PointPer worst = null;
        int points = 0;
        long frames = 0;
        long lost = 0;
        for (RoomsPoint p : e2.points()) {
            if (!p.profile().equals(R) || stretch(p)) {
                continue;
            }
            PointPer per = per(p);
            points++;
            frames += p.frames();
            lost += p.lost();
            if (worst == null || p.lost() > worst.lost()) {
                worst = per;
            }
            if (p.per().compareTo(MAX_PER) > 0) {
                over.add(per);
            }
        }
        return Prediction.judged(points > 0 && over.isEmpty(), R1_RULE, new E2RoomsVerdicts.R1(
                points, over.size(), frames, lost, worst, over));
    }

    private static Prediction<E2RoomsVerdicts.R2> r2(E2RoomsResult e2) {
        int points = 0;
        long corrupt = 0;
        for (RoomsPoint p : e2.points()) {
            if (p.profile().equals(R)) {
                points++;
                corrupt += p.corruptPassedCrc();
            }
        }
        return Prediction.judged(points > 0 && corrupt == 0, R2_RULE,
                new E2RoomsVerdicts.R2(points, corrupt));
    }

    private static Prediction<E2RoomsVerdicts.R3> r3(E2RoomsResult e2) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passedCrc = new LinkedHashMap<>();
        for (RoomsPoint p : e2.points()) {
            accepted.merge(p.profile(), (long) p.acceptedCorrupt(), Long::sum);
            passedCrc.merge(p.profile(), (long) p.corruptPassedCrc(), Long::sum);
        }
        boolean holds = !accepted.isEmpty() && accepted.values().stream().allMatch(v -> v == 0);
        return Prediction.judged(holds, R3_RULE, new E2RoomsVerdicts.R3(accepted, passedCrc));
    }

    private static Prediction<PointPer> r4(E2RoomsResult e2) {
        for (RoomsPoint p : e2.points()) {
            if (p.profile().equals(R) && stretch(p)) {
                return Prediction.judged(p.per().compareTo(MAX_PER) <= 0, R4_RULE, per(p));
            }
        }
        return Prediction.pending(R4_RULE, "E2-rooms.json has no stretch point");
    }

    /** The stretch point is the one point below 10 dB (docs/spec/LINK1-v2.md). */
    static boolean stretch(RoomsPoint p) {
        return p.snrDb().compareTo(BigDecimal.TEN) < 0;
    }

    private static PointPer per(RoomsPoint p) {
        return new PointPer(p.point(), p.background(), p.snrDb(), p.devices(), p.profile(),
                p.frames(), p.lost(), p.per(), Uncertainty.wilson95(p.lost(), p.frames()));
    }
}
