package echoai.link1.audio;

/**
 * Sample-rate conversion for {@code --resample}: a Hann-windowed sinc (32 zero crossings a side
 * at the lower of the two rates' Nyquist × 0.95), deterministic ({@link StrictMath}).
 */
final class Resampler {
    private static final int HALF_TAPS = 32;

    private Resampler() {
    }

    /** {@code in} at {@code fromHz} → the same signal at {@code toHz}. */
    static double[] resample(double[] in, int fromHz, int toHz) {
        if (fromHz == toHz) {
            return in.clone();
        }
        double ratio = (double) fromHz / toHz;
        double cutoff = 0.95 * Math.min(1.0, 1.0 / ratio);
        double reach = HALF_TAPS / cutoff;
        int length = (int) StrictMath.floor((in.length - 1) / ratio) + 1;
        double[] out = new double[Math.max(0, length)];
        for (int m = 0; m < out.length; m++) {
            double t = m * ratio;
            int lo = (int) StrictMath.ceil(t - reach);
            int hi = (int) StrictMath.floor(t + reach);
            double sum = 0;
            for (int n = Math.max(0, lo); n <= Math.min(in.length - 1, hi); n++) {
                double x = (n - t) * cutoff;
                double w = 0.5 + 0.5 * StrictMath.cos(StrictMath.PI * (n - t) / reach);
                double sinc = x == 0 ? 1 : StrictMath.sin(StrictMath.PI * x) / (StrictMath.PI * x);
                sum += in[n] * cutoff * sinc * w;
            }
            out[m] = sum;
        }
        return out;
    }
}
