package echoai.link1.audio;

/**
 * The polyphase taps of {@link Resampler}, designed once per rate pair and then frozen in
 * fixed point: a Kaiser-windowed sinc (Kaiser 1974; the length and β from Kaiser's formulas for
 * {@link #STOPBAND_DB}) evaluated with {@link StrictMath} at every fractional offset p/L of the
 * output grid, rounded to {@link #TAP_BITS}-bit integers, each phase's taps summing to exactly
 * 2^{@value #TAP_BITS} (unity gain at DC).
 *
 * <p>Band edges, from the lower of the two rates f_l: stopband from f_l/2 (nothing aliases, so a
 * 16 kHz result holds no more noise than a 16 kHz capture would), passband up to
 * max(f_l/4, min(3500 Hz, 7·f_l/16)). For a 16 kHz side that is 0–4 kHz flat and 8 kHz stopped; at
 * 8 kHz, 0–3.5 kHz. Either way the passband holds the whole modem band with margin — the K=1/K=2
 * tones at 1125–3062.5 Hz and the greeting's notes at 1000–2531 Hz — while the transition band
 * stays a quarter of f_l wide above 16 kHz, which keeps the filter short: 54 taps an output from
 * 48 kHz, 50 from 44.1 kHz.
 */
final class KaiserLowpass {
    /** Stopband attenuation the length and β are chosen for, dB. */
    static final double STOPBAND_DB = 70.0;
    /** Fixed-point bits of a tap: a tap is an integer, 2^14 = gain 1. */
    static final int TAP_BITS = 14;
    /** The most any phase's |taps| may add up to (gain &lt; 4): keeps the int accumulator exact. */
    static final int MAX_ABS_SUM = (1 << 16) - 1;

    private KaiserLowpass() {
    }

    /** Passband edge for rates {@code fromHz} → {@code toHz}, Hz. */
    static double passbandHz(int fromHz, int toHz) {
        int low = Math.min(fromHz, toHz);
        return Math.max(low / 4.0, Math.min(3500.0, 7.0 * low / 16.0));
    }

    /** Stopband edge: the lower rate's Nyquist frequency, Hz. */
    static double stopbandHz(int fromHz, int toHz) {
        return Math.min(fromHz, toHz) / 2.0;
    }

    /** Half the taps per phase (W): each output reads input samples base − W + 1 .. base + W. */
    static int halfTaps(int fromHz, int toHz) {
        double transition = (stopbandHz(fromHz, toHz) - passbandHz(fromHz, toHz)) / fromHz;
        double taps = (STOPBAND_DB - 7.95) / (14.36 * transition) + 1;
        return (int) StrictMath.ceil(taps / 2);
    }

    /**
     * The taps, phase-major: {@code taps[p·2W + k]} weighs input sample base − W + 1 + k for an
     * output at input time base + p/L.
     */
    static int[] taps(int fromHz, int toHz, int phases) {
        int w = halfTaps(fromHz, toHz);
        double cutoff = (passbandHz(fromHz, toHz) + stopbandHz(fromHz, toHz)) / fromHz;
        double beta = 0.1102 * (STOPBAND_DB - 8.7);
        double i0Beta = besselI0(beta);
        int[] taps = new int[phases * 2 * w];
        for (int p = 0; p < phases; p++) {
            double[] h = new double[2 * w];
            for (int k = 0; k < 2 * w; k++) {
                double d = k - (w - 1) - (double) p / phases;
                double r = d / w;
                double window = besselI0(beta * StrictMath.sqrt(Math.max(0, 1 - r * r))) / i0Beta;
                h[k] = cutoff * sinc(cutoff * d) * window;
            }
            quantise(h, taps, p * 2 * w);
        }
        return taps;
    }

    /** Rounds one phase to integers whose sum is exactly 2^TAP_BITS (the error on the peak). */
    private static void quantise(double[] h, int[] out, int at) {
        double sum = 0;
        for (double v : h) {
            sum += v;
        }
        int total = 0;
        int peak = 0;
        int abs = 0;
        for (int k = 0; k < h.length; k++) {
            int q = (int) Math.round(h[k] / sum * (1 << TAP_BITS));
            out[at + k] = q;
            total += q;
            peak = q > out[at + peak] ? k : peak;
        }
        out[at + peak] += (1 << TAP_BITS) - total;
        for (int k = 0; k < h.length; k++) {
            abs += Math.abs(out[at + k]);
        }
        if (abs > MAX_ABS_SUM) {
            throw new AssertionError("resampler taps too large for the int accumulator: " + abs);
        }
    }

    private static double sinc(double x) {
        return x == 0 ? 1 : StrictMath.sin(StrictMath.PI * x) / (StrictMath.PI * x);
    }

    /** The modified Bessel function I₀ by its power series, to double precision. */
    static double besselI0(double x) {
        double sum = 1;
        double term = 1;
        double half = x / 2;
        for (int k = 1; k < 200 && term > 1e-17 * sum; k++) {
            term *= (half / k) * (half / k);
            sum += term;
        }
        return sum;
    }
}
