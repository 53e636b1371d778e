package echoai.link1.bench;

import java.util.List;
import java.util.stream.IntStream;

/**
 * A named list of world seeds: {@code eval} (1000..1063), {@code dev} (0..15), a range
 * {@code A-B} or a single seed {@code N}.
 *
 * @param label how the user named it (written into every JSON)
 * @param seeds the seeds, ascending
 */
public record SeedSet(String label, List<Integer> seeds) {
    /** The registered eval seeds, 1000..1063. */
    public static final SeedSet EVAL = new SeedSet("eval", range(1000, 1063));
    /** The dev seeds, 0..15. */
    public static final SeedSet DEV = new SeedSet("dev", range(0, 15));

    public SeedSet {
        seeds = List.copyOf(seeds);
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("a seed set must not be empty");
        }
    }

    /** True when this is exactly the registered eval set. */
    public boolean isEval() {
        return seeds.equals(EVAL.seeds);
    }

    /** The first seed: the base from which non-world randomness of an experiment is derived. */
    public int base() {
        return seeds.get(0);
    }

    /** Parses {@code eval}, {@code dev}, {@code A-B} or {@code N}; {@code IllegalArgumentException} otherwise. */
    public static SeedSet parse(String text) {
        String s = text.strip();
        if (s.equals("eval")) {
            return EVAL;
        }
        if (s.equals("dev")) {
            return DEV;
        }
        try {
            int dash = s.indexOf('-', 1);
            if (dash < 0) {
                int seed = Integer.parseInt(s);
                checkSeed(seed, text);
                return new SeedSet(s, List.of(seed));
            }
            int from = Integer.parseInt(s.substring(0, dash));
            int to = Integer.parseInt(s.substring(dash + 1));
            checkSeed(from, text);
            checkSeed(to, text);
            if (to < from) {
                throw new IllegalArgumentException("seed range must be ascending: " + text);
            }
            if (to - from >= 100_000) {
                throw new IllegalArgumentException("seed range too large (max 100000 seeds): " + text);
            }
            return new SeedSet(s, range(from, to));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "seeds must be 'eval', 'dev', 'A-B' or a number: " + text);
        }
    }

    private static void checkSeed(int seed, String text) {
        if (seed < 0) {
            throw new IllegalArgumentException("seeds must be non-negative: " + text);
        }
    }

    private static List<Integer> range(int from, int toInclusive) {
        return IntStream.rangeClosed(from, toInclusive).boxed().toList();
    }
}
