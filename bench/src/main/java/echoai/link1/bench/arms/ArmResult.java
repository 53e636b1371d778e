package echoai.link1.bench.arms;

import echoai.link1.session.WorldResult;
import java.util.List;
import java.util.Objects;

/**
 * One arm of E4 or E5: its worlds in seed order and a few totals.
 *
 * @param worlds the per-world rows
 * @param totals sums over the worlds
 */
public record ArmResult(List<WorldResult> worlds, Totals totals) {
    /**
     * Checks the components and copies the collections.
     *
     * @param worlds the per-world rows
     * @param totals sums over the worlds
     * @throws NullPointerException when a required component is null
     */
    public ArmResult {
        worlds = List.copyOf(worlds);
        Objects.requireNonNull(totals, "totals");
    }

    /**
     * The arm over some worlds, totals computed.
     *
     * @param worlds the per-world rows, in seed order
     * @return the arm
     */
    public static ArmResult of(List<WorldResult> worlds) {
        int fvh = 0;
        int postcards = 0;
        int holds = 0;
        for (WorldResult w : worlds) {
            fvh += w.firstVisitHarm();
            postcards += w.postcards();
            holds += w.firewallHolds() ? 1 : 0;
        }
        return new ArmResult(worlds, new Totals(worlds.size(), fvh, postcards, holds));
    }

    /**
     * Sums over an arm's worlds.
     *
     * @param worlds         worlds run
     * @param firstVisitHarm first-visit harm summed
     * @param postcards      postcards summed
     * @param p3Holds        worlds where every P3 guard holds
     */
    public record Totals(int worlds, int firstVisitHarm, int postcards, int p3Holds) {
    }
}
