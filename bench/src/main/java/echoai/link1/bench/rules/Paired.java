package echoai.link1.bench.rules;

import echoai.link1.session.WorldResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * Arm-versus-arm statistics paired world by world (by seed): per common seed the difference
 * {@code metric(a) − metric(b)}, and how those differences fall. Pure functions over
 * {@link WorldResult} rows; integer counts only.
 */
public final class Paired {
    /** B's first-visit harm, the metric of P1, P2, P5 and P7. */
    public static final ToLongFunction<WorldResult> HARM = WorldResult::firstVisitHarm;
    /** Postcards sent to B. */
    public static final ToLongFunction<WorldResult> POSTCARDS = WorldResult::postcards;

    private Paired() {
    }

    /**
     * How the per-world differences {@code a − b} fall.
     *
     * @param worlds    seeds both arms have
     * @param less      worlds with a &lt; b
     * @param equal     worlds with a = b
     * @param more      worlds with a &gt; b
     * @param withinOne worlds with a ≤ b + 1
     */
    public record Stats(int worlds, int less, int equal, int more, int withinOne) {
    }

    /**
     * Whether both arms ran the same seeds in the same order.
     *
     * @param a one arm's worlds
     * @param b the other arm's worlds
     * @return true when the seed lists are equal
     */
    public static boolean sameSeeds(List<WorldResult> a, List<WorldResult> b) {
        return seeds(a).equals(seeds(b));
    }

    /**
     * The seeds of some worlds.
     *
     * @param worlds the worlds
     * @return their seeds, in order
     */
    public static List<Long> seeds(List<WorldResult> worlds) {
        return worlds.stream().map(WorldResult::seed).toList();
    }

    /**
     * {@code metric(a) − metric(b)} per seed both arms have.
     *
     * @param a one arm's worlds
     * @param b the other arm's worlds
     * @param metric the figure compared
     * @return seed → difference, in seed order
     */
    public static Map<Long, Long> differences(List<WorldResult> a, List<WorldResult> b,
                                              ToLongFunction<WorldResult> metric) {
        Map<Long, Long> bv = new LinkedHashMap<>();
        for (WorldResult w : b) {
            bv.putIfAbsent(w.seed(), metric.applyAsLong(w));
        }
        Map<Long, Long> out = new TreeMap<>();
        for (WorldResult w : a) {
            Long other = bv.get(w.seed());
            if (other != null) {
                out.putIfAbsent(w.seed(), metric.applyAsLong(w) - other);
            }
        }
        return out;
    }

    /**
     * The {@link Stats} of {@code metric(a) − metric(b)}.
     *
     * @param a one arm's worlds
     * @param b the other arm's worlds
     * @param metric the figure compared
     * @return the counts over the seeds both arms have
     */
    public static Stats stats(List<WorldResult> a, List<WorldResult> b,
                              ToLongFunction<WorldResult> metric) {
        int less = 0;
        int equal = 0;
        int more = 0;
        int withinOne = 0;
        Map<Long, Long> diff = differences(a, b, metric);
        for (long d : diff.values()) {
            less += d < 0 ? 1 : 0;
            equal += d == 0 ? 1 : 0;
            more += d > 0 ? 1 : 0;
            withinOne += d <= 1 ? 1 : 0;
        }
        return new Stats(diff.size(), less, equal, more, withinOne);
    }
}
