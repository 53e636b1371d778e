package echoai.link1.room;

/**
 * Band-limited resampling at any ratio (ROOM.md §4): output sample m is the input at time
 * t = m·f_in/f_out (input samples), interpolated with sinc(u)·Kaiser(β = 8.6) over ±24 zero
 * crossings, cutoff 0.9 × the lower rate's Nyquist, the kernel tabulated at 512 points per zero
 * crossing with linear interpolation, and the weights of each output sample normalised to sum 1
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
    /** Rates up to this are treated as exact integers (their ratio in lowest terms). */
    static final double MAX_EXACT_HZ = 1_000_000;
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
     * input outside [0, x.length) is zero. When both rates are whole numbers of hertz the
     * ratio is exact (t = m·p/q in integers) and each of the q phases' weights is computed once.
     */
    static double[] resample(double[] x, double inRateHz, double outRateHz, int outLength) {
        if (!(inRateHz > 0) || !(outRateHz > 0) || outLength < 0) {
            throw new IllegalArgumentException("rates must be > 0 and outLength >= 0: "
                    + inRateHz + ", " + outRateHz + ", " + outLength);
        }
        double scale = CUTOFF * StrictMath.min(inRateHz, outRateHz) / inRateHz;
        if (inRateHz == StrictMath.rint(inRateHz) && outRateHz == StrictMath.rint(outRateHz)
                && inRateHz <= MAX_EXACT_HZ && outRateHz <= MAX_EXACT_HZ) {
            return polyphase(x, (long) inRateHz, (long) outRateHz, scale, outLength);
        }
        double step = inRateHz / outRateHz;
        double reach = HALF_WIDTH / scale;
        double[] y = new double[outLength];
        for (int m = 0; m < outLength; m++) {
            double t = m * step;
            int floor = (int) StrictMath.floor(t);
            double[] w = weights(t - floor, scale, reach);
            int first = floor + (int) StrictMath.ceil(t - floor - reach);
            y[m] = dot(x, first, w);
        }
        return y;
    }

    private static double[] polyphase(double[] x, long in, long out, double scale, int outLength) {
        long g = gcd(in, out);
        long p = in / g;
        int q = (int) (out / g);
        double reach = HALF_WIDTH / scale;
        double[][] phases = new double[q][];
        int[] firsts = new int[q];
        for (int k = 0; k < q; k++) {
            double frac = (double) k / q;
            phases[k] = weights(frac, scale, reach);
            firsts[k] = (int) StrictMath.ceil(frac - reach);
        }
        double[] y = new double[outLength];
        for (int m = 0; m < outLength; m++) {
            long num = m * p;
            int phase = (int) (num % q);
            y[m] = dot(x, (int) (num / q) + firsts[phase], phases[phase]);
        }
        return y;
    }

    /**
     * The weights {@link #resample} uses for an output sample that falls exactly on an input
     * sample of an integer-ratio resampling from {@code inRateHz} down to {@code outRateHz}
     * (phase 0 of the polyphase filter): output m is {@code Σ w[i]·x[m·p + first + i]} with
     * {@code p = in/out} and {@code first = -(w.length - 1)/2}.
     */
    static double[] decimationWeights(long inRateHz, long outRateHz) {
        if (outRateHz <= 0 || inRateHz % outRateHz != 0) {
            throw new IllegalArgumentException("inRateHz must be a multiple of outRateHz: "
                    + inRateHz + ", " + outRateHz);
        }
        double scale = CUTOFF * outRateHz / inRateHz;
        return weights(0, scale, HALF_WIDTH / scale);
    }

    /** The normalised weights of the taps n − ⌊t⌋ in [⌈frac − reach⌉, ⌊frac + reach⌋]. */
    private static double[] weights(double frac, double scale, double reach) {
        int first = (int) StrictMath.ceil(frac - reach);
        int last = (int) StrictMath.floor(frac + reach);
        double[] w = new double[last - first + 1];
        double sum = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] = weight(StrictMath.abs(frac - (first + i)) * scale);
            sum += w[i];
        }
        for (int i = 0; i < w.length; i++) {
            w[i] /= sum;
        }
        return w;
    }

    private static double dot(double[] x, int first, double[] w) {
        int from = Math.max(0, -first);
        int to = Math.min(w.length, x.length - first);
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += w[i] * x[first + i];
        }
        return sum;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
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
