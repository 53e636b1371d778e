package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import echoai.link1.bench.ggwavefair.GgwaveFairVerdicts.BothBehind;
import echoai.link1.bench.ggwavefair.GgwaveFairVerdicts.NothingWrong;
import echoai.link1.bench.rules.Prediction;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * V2-4's predictions G1–G5 ({@code docs/spec/LINK1-v2.md}, "ggwave, fairly") from one
 * E2-rooms-ggwave-fair result, with the thresholds registered there (chosen from the dev run,
 * {@code lab/link1/v2/dev/ggwave-fair.json}). Better and worse are the pairs' verdicts (95 %
 * Wilson intervals apart, {@link GgwaveSeparations}); a tie counts for neither.
 */
public final class GgwaveFairPredictions {
    /** The registered recordings a point, axis and arm (2 a seed base of the eval set). */
    public static final int REGISTERED_FRAMES = 128;
    /** The registered points. */
    static final int POINTS = 11;
    /** G1: R better than NORMAL at equal SNR at at least this many points. */
    static final int G1_MIN_BETTER = 2;
    /** G2: R better than NORMAL at equal energy at at least this many points. */
    static final int G2_MIN_BETTER = 1;
    /** G3: K1 and K2 each worse than NORMAL at equal energy at at least this many points. */
    static final int G3_MIN_WORSE = 9;
    /** G4: R better than FASTEST at equal energy at at least this many points. */
    static final int G4_MIN_BETTER = 8;
    private static final String NORMAL = GgwaveProtocol.AUDIBLE_NORMAL.label();
    private static final String FASTEST = GgwaveProtocol.AUDIBLE_FASTEST.label();

    static final String G1 = "equal SNR: profile R against ggwave AUDIBLE_NORMAL worse at none"
            + " of the 11 points and better at >= " + G1_MIN_BETTER + " (better and worse: 95 %"
            + " Wilson intervals of PER apart; a tie counts for neither)";
    static final String G2 = "equal energy per postcard: profile R against ggwave AUDIBLE_NORMAL"
            + " worse at none of the 11 points and better at >= " + G2_MIN_BETTER;
    static final String G3 = "equal energy per postcard: K1 and K2 each worse than ggwave"
            + " AUDIBLE_NORMAL at >= " + G3_MIN_WORSE + " of the 11 points";
    static final String G4 = "equal energy per postcard: profile R against ggwave"
            + " AUDIBLE_FASTEST worse at none of the 11 points and better at >= "
            + G4_MIN_BETTER;
    static final String G5 = "LINK-1 delivers nothing wrong: accepted_corrupt summed over every"
            + " point of both axes = 0 for each of K1, K2 and R";

    private GgwaveFairPredictions() {
    }

    /** Every verdict pending, with why. */
    static GgwaveFairVerdicts pending(String why) {
        return new GgwaveFairVerdicts(Prediction.pending(G1, why), Prediction.pending(G2, why),
                Prediction.pending(G3, why), Prediction.pending(G4, why),
                Prediction.pending(G5, why));
    }

    /**
     * G1–G5 from {@code r} (the caller checks the seed set); pending when it is not the
     * registered grid (11 points, {@value #REGISTERED_FRAMES} recordings each).
     */
    public static GgwaveFairVerdicts judge(GgwaveFairResult r) {
        if (r.framesPerPoint() != REGISTERED_FRAMES || r.points().size() != POINTS * 10) {
            return pending("not the registered run: " + r.framesPerPoint() + " recordings a"
                    + " point (registered " + REGISTERED_FRAMES + "), " + r.points().size()
                    + " points (registered " + POINTS * 10 + ")");
        }
        Tally g1 = tally(r, Axis.EQUAL_SNR, "r", NORMAL);
        Tally g2 = tally(r, Axis.EQUAL_ENERGY, "r", NORMAL);
        BothBehind g3 = new BothBehind(tally(r, Axis.EQUAL_ENERGY, "k1", NORMAL),
                tally(r, Axis.EQUAL_ENERGY, "k2", NORMAL));
        Tally g4 = tally(r, Axis.EQUAL_ENERGY, "r", FASTEST);
        NothingWrong g5 = nothingWrong(r);
        return new GgwaveFairVerdicts(
                Prediction.judged(notWorseAndBetterAt(g1, G1_MIN_BETTER), G1, g1),
                Prediction.judged(notWorseAndBetterAt(g2, G2_MIN_BETTER), G2, g2),
                Prediction.judged(g3.k1().worse() >= G3_MIN_WORSE
                        && g3.k2().worse() >= G3_MIN_WORSE, G3, g3),
                Prediction.judged(notWorseAndBetterAt(g4, G4_MIN_BETTER), G4, g4),
                Prediction.judged(g5.recordings() > 0 && g5.acceptedCorrupt().values().stream()
                        .allMatch(v -> v == 0), G5, g5));
    }

    private static boolean notWorseAndBetterAt(Tally t, int minBetter) {
        return t.points() == POINTS && t.worse() == 0 && t.better() >= minBetter;
    }

    static Tally tally(GgwaveFairResult r, Axis axis, String link1, String ggwave) {
        return r.tallies().stream().filter(t -> t.axis() == axis && t.link1Arm().equals(link1)
                && t.ggwaveArm().equals(ggwave)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("tallies must hold " + link1 + " against " + ggwave
                        + " on " + axis));
    }

    private static NothingWrong nothingWrong(GgwaveFairResult r) {
        Map<String, Long> accepted = new LinkedHashMap<>();
        Map<String, Long> passedCrc = new LinkedHashMap<>();
        Map<String, Long> ggwave = new LinkedHashMap<>();
        long recordings = 0;
        for (Point p : r.points()) {
            if (GgwaveSeparations.LINK1_ARMS.contains(p.arm())) {
                recordings += p.frames();
                accepted.merge(p.arm(), (long) p.wrong(), Long::sum);
                passedCrc.merge(p.arm(), (long) p.corruptPassedCrc(), Long::sum);
            } else if (!(p.arm().equals(E2RoomsGgwaveFair.REFERENCE.label())
                    && p.axis() == Axis.EQUAL_ENERGY)) {
                ggwave.merge(p.arm(), (long) p.wrong(), Long::sum);
            }
        }
        return new NothingWrong(recordings, accepted, passedCrc, ggwave);
    }
}
