package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Pair;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import echoai.link1.bench.rules.Uncertainty;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairwise verdicts of the fair ggwave comparison (issue 28, item 7), from its points only:
 * a LINK-1 arm is <em>better</em> than a ggwave arm at a point only where its PER's 95 % Wilson
 * interval lies wholly below the ggwave arm's, <em>worse</em> only where it lies wholly above,
 * and otherwise the two are a <em>tie</em> (touching intervals are a tie). Counts only, no
 * significance test beyond the intervals.
 */
public final class GgwaveSeparations {
    /** LINK-1's arms, in pair order. */
    static final List<String> LINK1_ARMS = List.of("k1", "k2", "r");
    /** ggwave's arms, in pair order. */
    static final List<String> GGWAVE_ARMS = List.of(GgwaveProtocol.AUDIBLE_NORMAL.label(),
            GgwaveProtocol.AUDIBLE_FASTEST.label());

    private GgwaveSeparations() {
    }

    /** The rule in words, as the file states it. */
    static final String RULE = "per point and axis, a LINK-1 arm against a ggwave arm over the"
            + " same room draws: better where the LINK-1 arm's PER interval (95 % Wilson,"
            + " bounds rounded outward to 4 decimals) lies wholly below the ggwave arm's (its"
            + " upper bound < the other's lower bound), worse where it lies wholly above, tie"
            + " otherwise (overlapping or touching intervals: the recordings do not tell the"
            + " two apart; a tie is not a win)";

    /** The verdict of a LINK-1 arm's PER interval against a ggwave arm's. */
    public static Separation of(Uncertainty.Interval link1, Uncertainty.Interval ggwave) {
        if (link1.high().compareTo(ggwave.low()) < 0) {
            return Separation.BETTER;
        }
        if (link1.low().compareTo(ggwave.high()) > 0) {
            return Separation.WORSE;
        }
        return Separation.TIE;
    }

    /**
     * Every pair of {@code points}: per case (in order), per axis, each LINK-1 arm against each
     * ggwave arm. {@code points} holds each case's axes in {@link Axis} order, each axis with
     * every arm of {@link #LINK1_ARMS} and {@link #GGWAVE_ARMS} once.
     *
     * @param caseNames the cases' names, in point order
     * @param points the points, case-major
     * @return the pairs, case-major
     */
    static List<Pair> pairs(List<String> caseNames, List<Point> points) {
        int arms = LINK1_ARMS.size() + GGWAVE_ARMS.size();
        int perCase = arms * Axis.values().length;
        if (points.size() != caseNames.size() * perCase) {
            throw new IllegalArgumentException("points must hold " + perCase + " a case: "
                    + points.size() + " for " + caseNames.size() + " cases");
        }
        List<Pair> out = new ArrayList<>();
        for (int c = 0; c < caseNames.size(); c++) {
            for (Axis axis : Axis.values()) {
                int from = c * perCase + axis.ordinal() * arms;
                List<Point> at = points.subList(from, from + arms);
                for (String link1 : LINK1_ARMS) {
                    Point a = arm(at, axis, link1);
                    for (String ggwave : GGWAVE_ARMS) {
                        Point g = arm(at, axis, ggwave);
                        if (a.frames() != g.frames()) {
                            throw new IllegalArgumentException("arms of a point must have the"
                                    + " same recordings: " + a.frames() + " vs " + g.frames());
                        }
                        out.add(new Pair(axis, caseNames.get(c), link1, ggwave, a.frames(),
                                a.lost(), g.lost(), a.per95(), g.per95(),
                                of(a.per95(), g.per95())));
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    /** Per axis, each LINK-1 arm against each ggwave arm: better, ties, worse over the points. */
    static List<Tally> tallies(List<Pair> pairs) {
        List<Tally> out = new ArrayList<>();
        for (Axis axis : Axis.values()) {
            for (String link1 : LINK1_ARMS) {
                for (String ggwave : GGWAVE_ARMS) {
                    List<String> better = new ArrayList<>();
                    List<String> worse = new ArrayList<>();
                    int points = 0;
                    for (Pair p : pairs) {
                        if (p.axis() != axis || !p.link1Arm().equals(link1)
                                || !p.ggwaveArm().equals(ggwave)) {
                            continue;
                        }
                        points++;
                        if (p.verdict() == Separation.BETTER) {
                            better.add(p.point());
                        } else if (p.verdict() == Separation.WORSE) {
                            worse.add(p.point());
                        }
                    }
                    out.add(new Tally(axis, link1, ggwave, points, better.size(),
                            points - better.size() - worse.size(), worse.size(), better, worse));
                }
            }
        }
        return List.copyOf(out);
    }

    private static Point arm(List<Point> at, Axis axis, String arm) {
        return at.stream().filter(p -> p.arm().equals(arm) && p.axis() == axis).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("points must hold arm " + arm
                        + " on " + axis));
    }
}
