package echoai.link1.results;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

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
 * </ul>
 */
public final class Uncertainty {
    /** Decimals of an interval's bounds (as the rates beside them). */
    public static final int INTERVAL_SCALE = 4;
    /** Decimals of a sign test's p-value. */
    public static final int P_SCALE = 6;
    /** z of a two-sided 95 % interval, to 16 significant digits. */
    static final BigDecimal Z95 = new BigDecimal("1.959963984540054");
    private static final MathContext MC = MathContext.DECIMAL128;

    private Uncertainty() {
    }

    /**
     * A rate's 95 % interval.
     *
     * @param low  lower bound, in [0, 1], {@value #INTERVAL_SCALE} decimals
     * @param high upper bound, in [low, 1], {@value #INTERVAL_SCALE} decimals
     */
    public record Interval(BigDecimal low, BigDecimal high) {
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
     * The 95 % Wilson score interval of {@code k} successes in {@code n} trials:
     * (k + z²/2 ± z·√(k(n − k)/n + z²/4)) / (n + z²). With n = 0 nothing is known: [0, 1].
     */
    public static Interval wilson95(long k, long n) {
        if (n < 0 || k < 0 || k > n) {
            throw new IllegalArgumentException("k must be in [0, n] and n >= 0: " + k + ", " + n);
        }
        if (n == 0) {
            return new Interval(bound(BigDecimal.ZERO, RoundingMode.FLOOR),
                    bound(BigDecimal.ONE, RoundingMode.CEILING));
        }
        BigDecimal bk = BigDecimal.valueOf(k);
        BigDecimal bn = BigDecimal.valueOf(n);
        BigDecimal z2 = Z95.multiply(Z95, MC);
        BigDecimal center = bk.add(z2.divide(BigDecimal.valueOf(2), MC), MC);
        BigDecimal spread = BigDecimal.valueOf(k * (n - k)).divide(bn, MC)
                .add(z2.divide(BigDecimal.valueOf(4), MC), MC).sqrt(MC).multiply(Z95, MC);
        BigDecimal den = bn.add(z2, MC);
        BigDecimal low = k == 0 ? BigDecimal.ZERO : center.subtract(spread, MC).divide(den, MC);
        BigDecimal high = k == n ? BigDecimal.ONE : center.add(spread, MC).divide(den, MC);
        return new Interval(bound(low, RoundingMode.FLOOR), bound(high, RoundingMode.CEILING));
    }

    private static BigDecimal bound(BigDecimal value, RoundingMode mode) {
        return value.max(BigDecimal.ZERO).min(BigDecimal.ONE).setScale(INTERVAL_SCALE, mode);
    }

    /** The exact two-sided sign test of {@code less} vs {@code more}, {@code ties} dropped. */
    public static SignTest signTest(long less, long ties, long more) {
        if (less < 0 || ties < 0 || more < 0) {
            throw new IllegalArgumentException("counts must be >= 0: " + less + ", " + ties
                    + ", " + more);
        }
        return new SignTest(less, ties, more, signTestP(less, more));
    }

    /** The sign test of {@link Paired.Stats} (a − b: less, equal, more). */
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
