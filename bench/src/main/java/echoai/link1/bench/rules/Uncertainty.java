package echoai.link1.bench.rules;

import echoai.link1.api.Wilson;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;

/**
 * The uncertainty reported next to the registered predictions: pure functions, computed exactly
 * or to 34 significant digits, then rounded outward to a fixed scale. They report; they change no
 * verdict.
 *
 * <ul>
 *   <li>{@link #wilson95(long, long)}: the 95 % Wilson score interval of a rate k / n (Wilson
 *       1927), with z = 1.959963984540054 (the 0.975 quantile of the standard normal, to 16
 *       digits). Bounds to {@value #INTERVAL_SCALE} decimals, the lower rounded down and the
 *       upper up, so the written interval contains the computed one.</li>
 *   <li>{@link #signTest(long, long, long)}: the exact two-sided sign test of paired
 *       differences (Dixon &amp; Mood 1946): ties are dropped; of the n = less + more untied
 *       pairs, p = min(1, 2 · P(X ≤ min(less, more))) with X ~ Binomial(n, 1/2), an exact
 *       fraction over 2ⁿ, written to {@value #P_SCALE} decimals rounded up (never
 *       understated).</li>
 *   <li>{@link #mean95(List)}: the 95 % Student-t interval of a mean of n per-world counts,
 *       mean ± t(0.975, n − 1) · s / √n with s the sample standard deviation; t from the exact
 *       table for n − 1 ≤ 4 and otherwise from the Cornish–Fisher expansion of Abramowitz &amp;
 *       Stegun 26.7.5 to the 1/ν⁴ term (error under 10⁻³ for ν ≥ 5). Bounds to
 *       {@value #INTERVAL_SCALE} decimals, rounded outward.</li>
 * </ul>
 */
public final class Uncertainty {
    /** Decimals of an interval's bounds (as the rates beside them). */
    public static final int INTERVAL_SCALE = 4;
    /** Decimals of a sign test's p-value. */
    public static final int P_SCALE = 6;
    /** t(0.975, ν) for ν = 1..4 (standard tables). */
    private static final double[] T975_SMALL = {12.706204736, 4.302652730, 3.182446305,
        2.776445105};

    private Uncertainty() {
    }

    /**
     * A rate's 95 % interval.
     *
     * @param low  lower bound, in [0, 1], {@value #INTERVAL_SCALE} decimals
     * @param high upper bound, in [low, 1], {@value #INTERVAL_SCALE} decimals
     */
    public record Interval(BigDecimal low, BigDecimal high) {
        /**
         * Checks the components.
         *
         * @param low lower bound, in [0, 1], {@value #INTERVAL_SCALE} decimals
         * @param high upper bound, in [low, 1], {@value #INTERVAL_SCALE} decimals
         * @throws IllegalArgumentException when a component is out of range
         */
        public Interval {
            if (low.compareTo(high) > 0) {
                throw new IllegalArgumentException("low must be <= high: " + low + " > " + high);
            }
        }
    }

    /**
     * An exact sign test of paired differences a − b.
     *
     * @param less      pairs with a &lt; b
     * @param ties      pairs with a = b (dropped from the test)
     * @param more      pairs with a &gt; b
     * @param pTwoSided the exact two-sided p-value, {@value #P_SCALE} decimals rounded up
     */
    public record SignTest(long less, long ties, long more, BigDecimal pTwoSided) {
    }

    /**
     * The 95 % Wilson score interval of {@code k} successes in {@code n} trials, as core's
     * {@link Wilson#interval95} computes it (the room test's page shows the same bounds).
     *
     * @param k successes, 0..n
     * @param n trials, ≥ 0
     * @return the interval, bounds in [0, 1] (low rounded down, high up)
     * @throws IllegalArgumentException when {@code k} or {@code n} is out of range
     */
    public static Interval wilson95(long k, long n) {
        Wilson.Interval i = Wilson.interval95(k, n);
        return new Interval(i.low(), i.high());
    }

    /**
     * The 95 % interval of the mean of {@code values} (per-world counts): mean ± t·s/√n. With
     * fewer than two values, or no spread, both bounds are the mean; when no value is negative
     * the lower bound is not below 0.
     *
     * @param values the per-world counts, at least one
     * @return the interval
     * @throws IllegalArgumentException if {@code values} is empty
     */
    public static Interval mean95(List<Long> values) {
        int n = values.size();
        if (n == 0) {
            throw new IllegalArgumentException("values must not be empty: 0");
        }
        long sum = 0;
        long squares = 0;
        for (long v : values) {
            sum = Math.addExact(sum, v);
            squares = Math.addExact(squares, Math.multiplyExact(v, v));
        }
        double mean = (double) sum / n;
        double half = 0;
        if (n > 1) {
            // s² = (n Σx² − (Σx)²) / (n (n − 1)), the numerator exact in long
            long numerator = Math.subtractExact(Math.multiplyExact(n, squares),
                    Math.multiplyExact(sum, sum));
            double s = StrictMath.sqrt((double) numerator / ((double) n * (n - 1)));
            half = t975(n - 1) * s / StrictMath.sqrt(n);
        }
        double low = mean - half;
        if (values.stream().allMatch(v -> v >= 0)) {
            low = StrictMath.max(0, low); // counts: never below 0
        }
        return new Interval(BigDecimal.valueOf(low).setScale(INTERVAL_SCALE,
                RoundingMode.FLOOR), BigDecimal.valueOf(mean + half).setScale(INTERVAL_SCALE,
                RoundingMode.CEILING));
    }

    /** t(0.975, ν): exact table for ν ≤ 4, else Abramowitz &amp; Stegun 26.7.5. */
    static double t975(int nu) {
        if (nu < 1) {
            throw new IllegalArgumentException("nu must be >= 1: " + nu);
        }
        if (nu <= T975_SMALL.length) {
            return T975_SMALL[nu - 1];
        }
        double z = Wilson.Z95.doubleValue();
        double z2 = z * z;
        double z3 = z2 * z;
        double z5 = z3 * z2;
        double z7 = z5 * z2;
        double z9 = z7 * z2;
        double g1 = (z3 + z) / 4;
        double g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
        double g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
        double g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
        double v = nu;
        return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v);
    }

    /**
     * The exact two-sided sign test of {@code less} vs {@code more}, {@code ties} dropped.
     *
     * @param less pairs with a &lt; b, ≥ 0
     * @param ties pairs with a = b, ≥ 0
     * @param more pairs with a &gt; b, ≥ 0
     * @return the counts and the p-value
     * @throws IllegalArgumentException when a count is negative
     */
    public static SignTest signTest(long less, long ties, long more) {
        if (less < 0 || ties < 0 || more < 0) {
            throw new IllegalArgumentException("counts must be >= 0: " + less + ", " + ties
                    + ", " + more);
        }
        return new SignTest(less, ties, more, signTestP(less, more));
    }

    /**
     * P(X ≥ k) for X ~ Poisson(mean): how unusual k events are where {@code mean} are
     * expected (e.g. wrong candidates past a CRC-16: mean = candidates × 2⁻¹⁶), rounded up to
     * {@value #P_SCALE} decimals (never understated); 1 when k ≤ 0.
     *
     * @param k the observed count
     * @param mean the expected count, ≥ 0
     * @return the upper tail
     * @throws IllegalArgumentException when the mean is negative or not finite
     */
    public static BigDecimal poissonAtLeast(long k, double mean) {
        if (!(mean >= 0) || Double.isInfinite(mean)) {
            throw new IllegalArgumentException("mean must be finite and >= 0: " + mean);
        }
        BigDecimal one = BigDecimal.ONE.setScale(P_SCALE);
        // k <= 0: no term is summed, so 1 - 0 = 1
        double term = StrictMath.exp(-mean);
        double below = 0;
        for (long i = 0; i < k; i++) {
            below += term;
            term *= mean / (i + 1);
        }
        double p = StrictMath.max(0, 1 - below);
        return BigDecimal.valueOf(p).setScale(P_SCALE, RoundingMode.CEILING).min(one);
    }

    /**
     * The sign test of {@link Paired.Stats} (a − b: less, equal, more).
     *
     * @param stats the paired counts
     * @return the counts and the p-value
     */
    public static SignTest signTest(Paired.Stats stats) {
        return signTest(stats.less(), stats.equal(), stats.more());
    }

    /** min(1, 2 · Σ_{i ≤ min} C(n, i) / 2ⁿ), n = less + more; 1 when n = 0. */
    static BigDecimal signTestP(long less, long more) {
        int n = Math.toIntExact(less + more);
        int tail = (int) Math.min(less, more);
        BigInteger sum = BigInteger.ZERO;
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i <= tail; i++) {
            sum = sum.add(c);
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        BigInteger twice = sum.shiftLeft(1);
        BigInteger total = BigInteger.ONE.shiftLeft(n);
        if (twice.compareTo(total) >= 0) {
            return BigDecimal.ONE.setScale(P_SCALE);
        }
        // A fraction over a power of two has a finite decimal expansion: exact, then rounded up.
        return new BigDecimal(twice).divide(new BigDecimal(total), P_SCALE, RoundingMode.CEILING);
    }
}
