package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.modem.AirProfile;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms-Q's rules Q1–Q7 (docs/spec/PROFILE-Q.md, "E2-rooms-Q") from one result, with the
 * registered thresholds; pending unless it is the registered run (45 cases, 320 recordings a
 * case, axis and arm).
 */
public final class QPredictions {
    /** The registered cases. */
    static final int CASES = 45;
    /** Q1: at most this PER at a non-stretch case. */
    static final BigDecimal MAX_PER = new BigDecimal("0.0100");
    /** Q7: the air time, s. */
    static final BigDecimal MAX_AIR_S = new BigDecimal("1.200");
    private static final String Q = AirProfile.Q.label();
    private static final String F = AirProfile.F.label();
    private static final String FASTEST = GgwaveProtocol.AUDIBLE_FASTEST.label();
    private static final String SNR = QAxis.EQUAL_SNR.toString();
    private static final String PEAK = QAxis.EQUAL_PEAK.toString();

    static final String Q1 = "profile Q's PER <= 1 % (<= 3 of 320) at every non-stretch case"
            + " (36 grid + 8 clock), equal SNR";
    static final String Q2 = "profile Q's corrupt_passed_crc summed over all 45 cases and both"
            + " axes = 0";
    static final String Q3 = "accepted_corrupt summed over all 45 cases and both axes = 0 for"
            + " each of Q and F";
    static final String Q4 = "Q worse than F (95 % Wilson intervals of PER apart) at none of the"
            + " 44 non-stretch cases, equal SNR";
    static final String Q5 = "Q better than ggwave AUDIBLE_FASTEST (intervals apart) at every"
            + " non-stretch case where FASTEST loses (its PER interval wholly above that of 0"
            + " lost of 320: lower bound > 0.0119), and FASTEST loses at >= 1 such case; equal"
            + " SNR";
    static final String Q6 = "as Q5, on the equal-peak axis";
    static final String Q7 = "Q's air time a postcard <= 1.200 s and < ggwave AUDIBLE_FASTEST's"
            + " for a 16-byte payload";

    private QPredictions() {
    }

    /** Every verdict pending, with why. */
    static QVerdicts pending(String why) {
        return new QVerdicts(Prediction.pending(Q1, why), Prediction.pending(Q2, why),
                Prediction.pending(Q3, why), Prediction.pending(Q4, why),
                Prediction.pending(Q5, why), Prediction.pending(Q6, why),
                Prediction.pending(Q7, why));
    }

    /** Q1–Q7 from {@code r} (the caller checks the seed set). */
    public static QVerdicts judge(E2RoomsQResult r) {
        int cases = (int) r.points().stream().map(QPoint::caseName).distinct().count();
        if (r.framesPerPoint() != E2RoomsQ.FRAMES_REGISTERED || cases != CASES) {
            return pending("not the registered run: " + r.framesPerPoint() + " recordings a"
                    + " point (registered " + E2RoomsQ.FRAMES_REGISTERED + "), " + cases
                    + " cases (registered " + CASES + ")");
        }
        return new QVerdicts(q1(r), q2(r), q3(r), q4(r), beatsWhereItLoses(r, SNR, Q5),
                beatsWhereItLoses(r, PEAK, Q6), q7(r));
    }

    static Prediction<QVerdicts.Cases> q1(E2RoomsQResult r) {
        List<String> over = new ArrayList<>();
        long lost = 0;
        long frames = 0;
        int looked = 0;
        for (QPoint p : r.points()) {
            if (!p.axis().equals(SNR) || !p.measured().arm().equals(Q) || stretch(p.caseName())) {
                continue;
            }
            looked++;
            lost += p.measured().lost();
            frames += p.measured().frames();
            if (p.measured().per().compareTo(MAX_PER) > 0) {
                over.add(p.caseName());
            }
        }
        return Prediction.judged(looked == CASES - 1 && over.isEmpty(), Q1,
                new QVerdicts.Cases(looked, lost, frames, over, List.of()));
    }

    static Prediction<Long> q2(E2RoomsQResult r) {
        long passed = 0;
        int looked = 0;
        for (QPoint p : r.points()) {
            if (p.measured().arm().equals(Q)) {
                looked++;
                passed += p.measured().corruptPassedCrc();
            }
        }
        return Prediction.judged(looked == 2 * CASES && passed == 0, Q2, passed);
    }

    static Prediction<Map<String, Long>> q3(E2RoomsQResult r) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        for (QPoint p : r.points()) {
            String arm = p.measured().arm();
            if (arm.equals(Q) || arm.equals(F)) {
                accepted.merge(arm, (long) p.measured().wrong(), Long::sum);
            }
        }
        return Prediction.judged(accepted.size() == 2 && accepted.values().stream()
                .allMatch(v -> v == 0), Q3, accepted);
    }

    static Prediction<QVerdicts.Cases> q4(E2RoomsQResult r) {
        List<String> worse = new ArrayList<>();
        int looked = 0;
        long lost = 0;
        long frames = 0;
        for (QPair p : r.pairs()) {
            if (!p.axis().equals(SNR) || !p.against().equals(F) || stretch(p.caseName())) {
                continue;
            }
            looked++;
            lost += p.lostQ();
            frames += p.frames();
            if (p.verdict() == Separation.WORSE) {
                worse.add(p.caseName());
            }
        }
        return Prediction.judged(looked == CASES - 1 && worse.isEmpty(), Q4,
                new QVerdicts.Cases(looked, lost, frames, worse, List.of()));
    }

    static Prediction<QVerdicts.Cases> beatsWhereItLoses(E2RoomsQResult r, String axis,
                                                         String rule) {
        BigDecimal loses = Uncertainty.wilson95(0, r.framesPerPoint()).high();
        List<String> notBetter = new ArrayList<>();
        List<String> applied = new ArrayList<>();
        int looked = 0;
        long lost = 0;
        long frames = 0;
        for (QPair p : r.pairs()) {
            if (!p.axis().equals(axis) || !p.against().equals(FASTEST)
                    || stretch(p.caseName())) {
                continue;
            }
            looked++;
            lost += p.lostQ();
            frames += p.frames();
            if (p.per95Other().low().compareTo(loses) > 0) {
                applied.add(p.caseName());
                if (p.verdict() != Separation.BETTER) {
                    notBetter.add(p.caseName());
                }
            }
        }
        return Prediction.judged(looked == CASES - 1 && !applied.isEmpty()
                && notBetter.isEmpty(), rule, new QVerdicts.Cases(looked, lost, frames,
                notBetter, applied));
    }

    static Prediction<QVerdicts.AirTime> q7(E2RoomsQResult r) {
        BigDecimal q = null;
        BigDecimal fastest = null;
        for (PeakLevel l : r.levels()) {
            if (l.arm().equals(Q)) {
                q = l.airTimeS();
            } else if (l.arm().equals(FASTEST)) {
                fastest = l.airTimeS();
            }
        }
        if (q == null || fastest == null) {
            throw new IllegalArgumentException("E2-rooms-Q's levels must hold Q and FASTEST");
        }
        return Prediction.judged(q.compareTo(MAX_AIR_S) <= 0 && q.compareTo(fastest) < 0, Q7,
                new QVerdicts.AirTime(q, fastest));
    }

    /** The stretch case (babble at −5 dB), as V2-1's. */
    static boolean stretch(String caseName) {
        return caseName.equals(E2Rooms.STRETCH.name());
    }
}
