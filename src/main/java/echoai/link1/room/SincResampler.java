package echoai.link1.room;

/**
 * Band-limited resampling at any ratio (ROOM.md §4): output sample m is the input at time
 * t = m·f_in/f_out (input samples), interpolated with sinc(u)·Kaiser(β = 8.6) over ±24 zero
 * crossings, cutoff 0.9 × the lower rate's Nyquist, the kernel tabulated at 512 points per zero
 * crossing with linear interpolation, and its weights normalised to sum 1 at each output sample
 * (unit DC gain). Double with {@link StrictMath}: identical on every JVM; our own rather than a
 * library's so that the room's pinned hashes depend on nothing outside this repository.
 */
final class SincResampler {
    /** Half-width of the kernel, zero crossings. */
    static final int HALF_WIDTH = 24;
    /** Table points per zero crossing. */
    static final int TABLE_STEPS = 512;
    /** Kaiser window β. */
    static final double KAISER_BETA = 8.6;
    /** Cutoff as a fraction of the lower rate's Nyquist. */
    static final double CUTOFF = 0.9;
    private static final double[] KERNEL = kernel();

    private SincResampler() {
    }

    private static double[] kernel() {
        double[] k = new double[HALF_WIDTH * TABLE_STEPS + 2];
        double norm = besselI0(KAISER_BETA);
        for (int i = 0; i < k.length; i++) {
            double u = (double) i / TABLE_STEPS;
            if (u >= HALF_WIDTH) {
                continue;
            }
            double ratio = u / HALF_WIDTH;
            double window = besselI0(KAISER_BETA * StrictMath.sqrt(1 - ratio * ratio)) / norm;
            double sinc = i == 0 ? 1 : StrictMath.sin(StrictMath.PI * u) / (StrictMath.PI * u);
            k[i] = sinc * window;
        }
        return k;
    }

    /** Modified Bessel function of the first kind, order 0, by its power series. */
    static double besselI0(double x) {
        double sum = 1;
        double term = 1;
        double half = x / 2;
        for (int k = 1; k < 200; k++) {
            term *= (half / k) * (half / k);
            sum += term;
            if (term < 1e-17 * sum) {
                break;
            }
        }
        return sum;
    }

    /**
     * Resamples {@code x} from {@code inRateHz} to {@code outRateHz} (any positive reals: a
     * clock offset is a slightly different output rate), producing {@code outLength} samples;
     * input outside [0, x.length) is zero.
     */
    static double[] resample(double[] x, double inRateHz, double outRateHz, int outLength) {
        if (!(inRateHz > 0) || !(outRateHz > 0) || outLength < 0) {
            throw new IllegalArgumentException("rates must be > 0 and outLength >= 0: "
                    + inRateHz + ", " + outRateHz + ", " + outLength);
        }
        double step = inRateHz / outRateHz;
        double scale = CUTOFF * StrictMath.min(inRateHz, outRateHz) / inRateHz;
        double reach = HALF_WIDTH / scale;
        double[] y = new double[outLength];
        for (int m = 0; m < outLength; m++) {
            double t = m * step;
            int first = Math.max(0, (int) StrictMath.ceil(t - reach));
            int last = Math.min(x.length - 1, (int) StrictMath.floor(t + reach));
            double sum = 0;
            double weights = 0;
            for (int n = first; n <= last; n++) {
                double w = weight(StrictMath.abs(t - n) * scale);
                sum += w * x[n];
                weights += w;
            }
            y[m] = weights == 0 ? 0 : sum / weights;
        }
        return y;
    }

    private static double weight(double u) {
        double index = u * TABLE_STEPS;
        int i = (int) index;
        if (i >= KERNEL.length - 1) {
            return 0;
        }
        double frac = index - i;
        return KERNEL[i] + frac * (KERNEL[i + 1] - KERNEL[i]);
    }

    /** The number of samples at {@code outRateHz} that fit in {@code inLength} at {@code inRateHz}. */
    static int lengthAt(int inLength, double inRateHz, double outRateHz) {
        return (int) StrictMath.floor(inLength * outRateHz / inRateHz);
    }
}
