package echoai.link1.bench.e8;

import echoai.link1.report.Chart;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerFigures;
import java.util.ArrayList;
import java.util.List;

/**
 * E8's trust trajectories as charts: B's trust in each speaker (the Beta mean after each of its
 * checks, 0.5 before any) against the turn, averaged over an arm's worlds, and in one world.
 */
public final class E8Charts {
    /** Turns in B's life. */
    private static final int TURNS = 256;
    /** The pooled curves are sampled every this many turns. */
    private static final int STEP = 8;
    private static final String THRESHOLD_COLOR = "#7a7a7a";

    private E8Charts() {
    }

    /** The charts of {@code r}: pooled trajectories of the mixed sets, then one world's. */
    static List<Chart> all(E8Result r) {
        return all(r, "", "", "wrong speakers heard last");
    }

    /**
     * The charts of the arms named {@code prefix + set + ":trust" + suffix}.
     *
     * @param r the result
     * @param prefix before the set's name
     * @param suffix after the rule's
     * @param order the order, in words, for the pooled chart's title
     * @return the charts
     */
    public static List<Chart> all(E8Result r, String prefix, String suffix, String order) {
        List<Chart> out = new ArrayList<>();
        List<Chart.Series> series = new ArrayList<>();
        String pooledArm = prefix + "H+L:trust" + suffix;
        for (String arm : List.of(pooledArm, prefix + "H+M0.3:trust" + suffix)) {
            E8Result.Arm a = r.arms().get(arm);
            if (a == null || a.worlds().isEmpty()) {
                continue;
            }
            for (int k = 0; k < a.worlds().get(0).speakers().size(); k++) {
                SpeakerFigures first = a.worlds().get(0).speakers().get(k);
                series.add(new Chart.Series(a.set() + ": " + first.kind() + " (id " + first.id()
                        + ")", pooled(a.worlds(), k)));
            }
        }
        if (!series.isEmpty()) {
            out.add(new Chart.Lines("B's trust per speaker, mean over " + r.arms().get(
                    pooledArm).worlds().size() + " worlds (" + order + ")", "turn",
                    "trust (Beta mean)", series, false, 0, 1, guides()));
        }
        E8Result.Arm world = r.arms().get(prefix + "H+L+L:trust" + suffix);
        if (world != null && !world.worlds().isEmpty()) {
            E8World w = world.worlds().get(0);
            List<Chart.Series> lines = new ArrayList<>();
            for (SpeakerFigures s : w.speakers()) {
                lines.add(new Chart.Series(s.kind() + " (id " + s.id() + ")", steps(s)));
            }
            out.add(new Chart.Lines("B's trust per speaker, {H, L, L}, world "
                    + w.world().seed(), "turn", "trust (Beta mean)", lines, false, 0, 1,
                    guides()));
        }
        return out;
    }

    private static List<Chart.Guide> guides() {
        return List.of(new Chart.Guide(false, 0.5, "believed at >= 1/2", THRESHOLD_COLOR));
    }

    /** Speaker k's trust at every STEP-th turn (and the last), averaged over the worlds. */
    static List<Chart.Point> pooled(List<E8World> worlds, int k) {
        List<Chart.Point> out = new ArrayList<>();
        for (int t = 0; t < TURNS; t += STEP) {
            out.add(new Chart.Point(t, mean(worlds, k, t)));
        }
        out.add(new Chart.Point(TURNS - 1, mean(worlds, k, TURNS - 1)));
        return out;
    }

    private static double mean(List<E8World> worlds, int k, int turn) {
        double sum = 0;
        for (E8World w : worlds) {
            sum += at(w.speakers().get(k), turn);
        }
        return sum / worlds.size();
    }

    /** The trust in per mille / 1000 after the last check at or before {@code turn}. */
    static double at(SpeakerFigures s, int turn) {
        List<Integer> turns = checkTurns(s);
        int value = 500;
        for (int i = 0; i < turns.size() && turns.get(i) <= turn; i++) {
            value = s.trustPerMille().get(i);
        }
        return value / 1000.0;
    }

    /** The turns of a speaker's checks in order (agreements and contradictions merged). */
    static List<Integer> checkTurns(SpeakerFigures s) {
        List<Integer> out = new ArrayList<>(s.agreedAt().size() + s.contradictedAt().size());
        int i = 0;
        int j = 0;
        while (i < s.agreedAt().size() || j < s.contradictedAt().size()) {
            boolean agreed = j >= s.contradictedAt().size() || (i < s.agreedAt().size()
                    && s.agreedAt().get(i) < s.contradictedAt().get(j));
            out.add(agreed ? s.agreedAt().get(i++) : s.contradictedAt().get(j++));
        }
        return out;
    }

    /** One world's trajectory as steps: 0.5 from turn 0, a step at each check, to turn 255. */
    static List<Chart.Point> steps(SpeakerFigures s) {
        List<Chart.Point> out = new ArrayList<>();
        double value = 0.5;
        out.add(new Chart.Point(0, value));
        List<Integer> turns = checkTurns(s);
        for (int i = 0; i < turns.size(); i++) {
            out.add(new Chart.Point(turns.get(i), value));
            value = s.trustPerMille().get(i) / 1000.0;
            out.add(new Chart.Point(turns.get(i), value));
        }
        out.add(new Chart.Point(TURNS - 1, value));
        return out;
    }
}
