package echoai.link1.bench.rules;

import echoai.link1.session.Seeds;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A pooled rate's 95 % interval that respects worlds: frames cluster by world (one world's
 * crowd collides more than another's), so a Wilson interval over frames, which treats them as
 * independent, is too narrow when they do. Here the worlds are resampled instead (the percentile
 * bootstrap, Efron 1979): {@value #RESAMPLES} resamples, each drawing as many worlds as there
 * are with replacement and pooling their counts (Σk / Σn); the interval runs from the 250th to
 * the 9 751st smallest of those rates, bounds to {@value Uncertainty#INTERVAL_SCALE} decimals
 * rounded outward. Every draw comes from {@link SplittableRandom} seeded with
 * {@code Seeds.stream("world-bootstrap/" + label)}: the same label and counts give the same
 * bounds on any machine. It reports; it changes no verdict.
 */
public final class WorldBootstrap {
    /** Resamples of the worlds. */
    public static final int RESAMPLES = 10_000;

    private WorldBootstrap() {
    }

    /** One world's count and total (say, frames that collided of frames sent). */
    public record World(long k, long n) {
        /**
         * Checks the components.
         *
         * @param k the count, 0..n
         * @param n the total, ≥ 0
         * @throws IllegalArgumentException when k is outside 0..n
         */
        public World {
            if (n < 0 || k < 0 || k > n) {
                throw new IllegalArgumentException("need 0 <= k <= n: " + k + " of " + n);
            }
        }
    }

    /**
     * The 95 % percentile-bootstrap interval of Σk / Σn over {@code worlds}.
     *
     * @param label names the rate (its seed)
     * @param worlds each world's count and total; at least one with n &gt; 0
     * @return the interval
     * @throws IllegalArgumentException when no world has a total
     */
    public static Uncertainty.Interval interval95(String label, List<World> worlds) {
        long[] k = worlds.stream().mapToLong(World::k).toArray();
        long[] n = worlds.stream().mapToLong(World::n).toArray();
        if (Arrays.stream(n).sum() == 0) {
            throw new IllegalArgumentException(label + ": no world has a total");
        }
        SplittableRandom random = new SplittableRandom(Seeds.stream("world-bootstrap/" + label));
        long[] sumsK = new long[RESAMPLES];
        long[] sumsN = new long[RESAMPLES];
        int w = k.length;
        for (int b = 0; b < RESAMPLES; b++) {
            for (int i = 0; i < w; i++) {
                int pick = random.nextInt(w);
                sumsK[b] += k[pick];
                sumsN[b] += n[pick];
            }
        }
        // exact order of the fractions (cross products; a resample without frames counts as 0)
        Integer[] order = new Integer[RESAMPLES];
        Arrays.setAll(order, b -> b);
        Arrays.sort(order, (a, b) -> Long.compare(sumsK[a] * Math.max(1, sumsN[b]),
                sumsK[b] * Math.max(1, sumsN[a])));
        int low = order[(int) Math.floor(0.025 * RESAMPLES) - 1];
        int high = order[(int) Math.ceil(0.975 * RESAMPLES)];
        return new Uncertainty.Interval(round(sumsK[low], sumsN[low], RoundingMode.FLOOR),
                round(sumsK[high], sumsN[high], RoundingMode.CEILING));
    }

    private static BigDecimal round(long k, long n, RoundingMode mode) {
        return n == 0 ? BigDecimal.ZERO.setScale(Uncertainty.INTERVAL_SCALE)
                : BigDecimal.valueOf(k).divide(BigDecimal.valueOf(n), Uncertainty.INTERVAL_SCALE,
                mode);
    }
}
