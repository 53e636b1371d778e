package echoai.link1.api;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The 95 % Wilson score interval of a rate k / n (Wilson 1927), as the room test reports a
 * profile's loss and the bench every rate: (k + z²/2 ± z·√(k(n − k)/n + z²/4)) / (n + z²) with
 * z = 1.959963984540054 (the 0.975 quantile of the standard normal, to 16 digits), computed to
 * 34 significant digits, then rounded outward to {@value #SCALE} decimals (the lower bound down,
 * the upper up), so the written interval contains the computed one. With n = 0 nothing is
 * known: [0, 1].
 */
public final class Wilson {
    /** Decimals of an interval's bounds. */
    public static final int SCALE = 4;
    /** z of a two-sided 95 % interval, to 16 significant digits. */
    public static final BigDecimal Z95 = new BigDecimal("1.959963984540054");
    private static final MathContext MC = MathContext.DECIMAL128;

    private Wilson() {
    }

    /**
     * A rate's 95 % interval.
     *
     * @param low  lower bound, in [0, 1], {@value #SCALE} decimals
     * @param high upper bound, in [low, 1], {@value #SCALE} decimals
     */
    public record Interval(BigDecimal low, BigDecimal high) {
        /**
         * Checks the components.
         *
         * @param low lower bound, in [0, 1], {@value #SCALE} decimals
         * @param high upper bound, in [low, 1], {@value #SCALE} decimals
         * @throws IllegalArgumentException when {@code low > high}
         */
        public Interval {
            if (low.compareTo(high) > 0) {
                throw new IllegalArgumentException("low must be <= high: " + low + " > " + high);
            }
        }
    }

    /**
     * The 95 % Wilson score interval of {@code k} successes in {@code n} trials.
     *
     * @param k successes, 0..n
     * @param n trials, ≥ 0
     * @return the interval, bounds in [0, 1] (low rounded down, high up)
     * @throws IllegalArgumentException when {@code k} or {@code n} is out of range
     */
    public static Interval interval95(long k, long n) {
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
                .add(z2.divide(BigDecimal.valueOf(4), MC), MC);
        spread = sqrt(spread).multiply(Z95, MC);
        BigDecimal den = bn.add(z2, MC);
        BigDecimal low = k == 0 ? BigDecimal.ZERO : center.subtract(spread, MC).divide(den, MC);
        BigDecimal high = k == n ? BigDecimal.ONE : center.add(spread, MC).divide(den, MC);
        return new Interval(bound(low, RoundingMode.FLOOR), bound(high, RoundingMode.CEILING));
    }

    private static BigDecimal bound(BigDecimal x, RoundingMode mode) {
        return x.max(BigDecimal.ZERO).min(BigDecimal.ONE).setScale(SCALE, mode);
    }

    /**
     * √x to 34 digits, correctly rounded: Newton's iteration from the double estimate, carried
     * at 44 digits, then rounded. Written out because the browser build's class library has no
     * {@code BigDecimal.sqrt}; {@code WilsonTest} checks it against the JDK's.
     *
     * @param x a value ≥ 0
     * @return its square root
     */
    static BigDecimal sqrt(BigDecimal x) {
        if (x.signum() == 0) {
            return BigDecimal.ZERO;
        }
        MathContext work = new MathContext(MC.getPrecision() + 10, RoundingMode.HALF_EVEN);
        BigDecimal two = BigDecimal.valueOf(2);
        BigDecimal y = new BigDecimal(Math.sqrt(x.doubleValue()), work);
        for (int i = 0; i < 4; i++) {
            y = y.add(x.divide(y, work), work).divide(two, work);
        }
        return y.round(MC);
    }
}
