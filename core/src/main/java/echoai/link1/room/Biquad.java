package echoai.link1.room;

/**
 * Second-order Butterworth sections (Q = 1/√2) by the bilinear transform (R. Bristow-Johnson,
 * "Audio EQ Cookbook"), applied in place in transposed direct form II. The device band-limits of
 * ROOM.md §4.
 */
final class Biquad {
    private final double b0;
    private final double b1;
    private final double b2;
    private final double a1;
    private final double a2;

    private Biquad(double b0, double b1, double b2, double a0, double a1, double a2) {
        this.b0 = b0 / a0;
        this.b1 = b1 / a0;
        this.b2 = b2 / a0;
        this.a1 = a1 / a0;
        this.a2 = a2 / a0;
    }

    private static double[] prewarp(double cornerHz, double rateHz) {
        if (!(cornerHz > 0 && cornerHz < rateHz / 2)) {
            throw new IllegalArgumentException("cornerHz must be in (0, rate/2): " + cornerHz);
        }
        double w0 = 2 * StrictMath.PI * cornerHz / rateHz;
        return new double[] {StrictMath.cos(w0), StrictMath.sin(w0) / (2 / StrictMath.sqrt(2))};
    }

    /** Low-pass at {@code cornerHz} (−3 dB). */
    static Biquad lowPass(double cornerHz, double rateHz) {
        double[] ca = prewarp(cornerHz, rateHz);
        double c = ca[0];
        double alpha = ca[1];
        return new Biquad((1 - c) / 2, 1 - c, (1 - c) / 2, 1 + alpha, -2 * c, 1 - alpha);
    }

    /** High-pass at {@code cornerHz} (−3 dB). */
    static Biquad highPass(double cornerHz, double rateHz) {
        double[] ca = prewarp(cornerHz, rateHz);
        double c = ca[0];
        double alpha = ca[1];
        return new Biquad((1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + alpha, -2 * c, 1 - alpha);
    }

    /**
     * Filters one sample of a stream whose state (two values, zero at the start) the caller
     * keeps: the same arithmetic as {@link #apply}, so a stream filtered sample by sample equals
     * the whole array filtered at once.
     */
    double next(double in, double[] state) {
        double out = b0 * in + state[0];
        state[0] = b1 * in - a1 * out + state[1];
        state[1] = b2 * in - a2 * out;
        return out;
    }

    /** Filters {@code x} in place from a zero state. */
    void apply(double[] x) {
        double s1 = 0;
        double s2 = 0;
        for (int n = 0; n < x.length; n++) {
            double in = x[n];
            double out = b0 * in + s1;
            s1 = b1 * in - a1 * out + s2;
            s2 = b2 * in - a2 * out;
            x[n] = out;
        }
    }
}
