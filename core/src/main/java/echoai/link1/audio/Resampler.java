package echoai.link1.audio;

/**
 * A streaming, deterministic polyphase resampler for signed 16-bit PCM between any two rates in
 * [{@value #MIN_RATE_HZ}, {@value #MAX_RATE_HZ}] Hz — e.g. 48 000 or 44 100 → 16 000 for the
 * modem, 16 000 → 48 000 for a device. Integer arithmetic on the hot path, so every JVM gives
 * the same samples.
 *
 * <p>With L/M the reduced ratio toHz/fromHz, output sample m estimates the input at time
 * t = m·M/L input samples — zero delay, so sample offsets keep their meaning across rates:
 * {@code y[m] = Σ_k h_p[k]·x[⌊t⌋ − W + 1 + k]}, k = 0..2W−1, p = (m·M) mod L, with x = 0 before
 * the first and after the last input sample. The taps h_p come from {@link KaiserLowpass}
 * (designed with {@link StrictMath}, then 14-bit integers summing to 2^14 per phase); the sum is
 * accumulated in an {@code int}, which the design proves cannot overflow, rounded half up
 * ({@code (acc + 2^13) >> 14}) and saturated to 16 bits, each saturation counted
 * ({@link #clippedSamples}). Equal rates copy the samples unchanged.
 *
 * <p>Feed input with {@link #process} in chunks of any size (the output is the same for every
 * split), then call {@link #flush} once at the end for the last outputs, up to
 * ⌈n·L/M⌉ in all for n input samples. Allocates only in the constructor. Not thread-safe.
 */
public final class Resampler {
    /** Lowest rate accepted, Hz. */
    public static final int MIN_RATE_HZ = 8_000;
    /** Highest rate accepted, Hz. */
    public static final int MAX_RATE_HZ = 96_000;
    private static final int CHUNK = 4096;
    /** Outputs computed together on the integer-decimation path. */
    private static final int BLOCK = 256;
    private static final int ROUND = 1 << (KaiserLowpass.TAP_BITS - 1);

    private final int fromHz;
    private final int toHz;
    private final int up;
    private final int down;
    private final int halfTaps;
    private final int tapsPerPhase;
    private final int[] taps;
    private final int[] buf;
    /** Integer decimation (L = 1) only: the input split into its M phases, and the sums. */
    private final int[][] split;
    private final int[] acc;
    private long bufStart;
    private int filled;
    private long base;
    private int phase;
    private long inputSamples;
    private long clipped;
    private boolean flushed;

    /**
     * A resampler between two rates, at the start of a stream.
     *
     * @param fromHz the input rate, Hz, in [8000, 96000]
     * @param toHz the output rate, Hz, in [8000, 96000]
     * @throws IllegalArgumentException when a rate is outside [8000, 96000]
     */
    public Resampler(int fromHz, int toHz) {
        checkRate("fromHz", fromHz);
        checkRate("toHz", toHz);
        this.fromHz = fromHz;
        this.toHz = toHz;
        int g = gcd(fromHz, toHz);
        this.up = toHz / g;
        this.down = fromHz / g;
        this.halfTaps = fromHz == toHz ? 1 : KaiserLowpass.halfTaps(fromHz, toHz);
        this.tapsPerPhase = 2 * halfTaps;
        this.taps = fromHz == toHz ? new int[] {1 << KaiserLowpass.TAP_BITS, 0}
                : KaiserLowpass.taps(fromHz, toHz, up);
        this.buf = new int[tapsPerPhase + CHUNK];
        boolean decimating = up == 1 && down > 1;
        this.split = decimating ? new int[down][BLOCK + (tapsPerPhase + down - 1) / down] : null;
        this.acc = decimating ? new int[BLOCK] : null;
        reset();
    }

    private static void checkRate(String name, int hz) {
        if (hz < MIN_RATE_HZ || hz > MAX_RATE_HZ) {
            throw new IllegalArgumentException(name + " must be in [8000, 96000]: " + hz);
        }
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    /** Forgets all input: the next sample is the first of a new stream. */
    public void reset() {
        java.util.Arrays.fill(buf, 0);
        bufStart = -tapsPerPhase;
        filled = tapsPerPhase;
        base = 0;
        phase = 0;
        inputSamples = 0;
        clipped = 0;
        flushed = false;
    }

    /**
     * The input rate.
     *
     * @return Hz, in [8000, 96000]
     */
    public int fromHz() {
        return fromHz;
    }

    /**
     * The output rate.
     *
     * @return Hz, in [8000, 96000]
     */
    public int toHz() {
        return toHz;
    }

    /**
     * Filter taps per output sample (2W).
     *
     * @return the tap count, ≥ 1
     */
    public int tapsPerPhase() {
        return tapsPerPhase;
    }

    /**
     * Outputs saturated to the int16 range so far.
     *
     * @return the count, 0 or more
     */
    public long clippedSamples() {
        return clipped;
    }

    /**
     * Input samples taken so far.
     *
     * @return the count, 0 or more
     */
    public long inputSamples() {
        return inputSamples;
    }

    /**
     * The most outputs one {@link #process} (or {@link #flush}) can write: the room {@code out} needs.
     *
     * @param inputSamples input samples of the call, 0 or more
     * @return an upper bound on the outputs
     * @throws IllegalArgumentException when {@code inputSamples} is negative
     */
    public int maxOutput(int inputSamples) {
        if (inputSamples < 0) {
            throw new IllegalArgumentException("inputSamples must be >= 0: " + inputSamples);
        }
        return (int) Math.min(Integer.MAX_VALUE - 8,
                ((long) inputSamples + tapsPerPhase + 1) * up / down + 2);
    }

    /**
     * Takes {@code length} samples of {@code in} from {@code offset} and writes the outputs they
     * complete into {@code out} from {@code outOffset} (room for {@link #maxOutput}(length)
     * needed); returns how many.
     *
     * @param in the input samples, at {@link #fromHz()}
     * @param offset index of the first input sample
     * @param length number of input samples, 0 or more
     * @param out where the outputs go, at {@link #toHz()}
     * @param outOffset index of the first output
     * @return the number of outputs written, 0 or more
     * @throws IllegalStateException after {@link #flush}
     * @throws IllegalArgumentException when the input slice or the room in {@code out} is too small
     */
    public int process(short[] in, int offset, int length, short[] out, int outOffset) {
        if (flushed) {
            throw new IllegalStateException("flushed: reset() before new input");
        }
        if (offset < 0 || length < 0 || length > in.length - offset) {
            throw new IllegalArgumentException("offset and length must lie in the array: "
                    + offset + ", " + length);
        }
        checkRoom(out, outOffset, length);
        int written = 0;
        for (int done = 0; done < length; ) {
            int n = Math.min(buf.length - filled, length - done);
            for (int i = 0; i < n; i++) {
                buf[filled + i] = in[offset + done + i];
            }
            filled += n;
            done += n;
            inputSamples += n;
            written += emit(out, outOffset + written, Long.MAX_VALUE);
            compact();
        }
        return written;
    }

    /**
     * Ends the stream: writes the outputs still owed (input padded with zeros).
     *
     * @param out where the outputs go
     * @param outOffset index of the first output
     * @return the number of outputs written, 0 or more
     * @throws IllegalStateException when already flushed
     */
    public int flush(short[] out, int outOffset) {
        if (flushed) {
            throw new IllegalStateException("already flushed: reset() before new input");
        }
        checkRoom(out, outOffset, 0);
        flushed = true;
        int written = 0;
        long end = inputSamples;
        for (int pad = halfTaps; pad > 0; ) {
            int n = Math.min(buf.length - filled, pad);
            java.util.Arrays.fill(buf, filled, filled + n, 0);
            filled += n;
            pad -= n;
            written += emit(out, outOffset + written, end);
            compact();
        }
        return written;
    }

    private void checkRoom(short[] out, int outOffset, int length) {
        if (outOffset < 0 || out.length - outOffset < maxOutput(length)) {
            throw new IllegalArgumentException("out must have room for maxOutput(" + length
                    + ") samples from outOffset: " + outOffset);
        }
    }

    /** Writes every output whose window is in the buffer and whose time is before {@code end}. */
    private int emit(short[] out, int at, long end) {
        long available = bufStart + filled;
        if (split != null) {
            long last = Math.min(available - 1 - halfTaps, end - 1);
            int count = last < base ? 0 : (int) ((last - base) / down + 1);
            for (int done = 0; done < count; done += BLOCK) {
                decimate(out, at + done, Math.min(BLOCK, count - done));
            }
            return count;
        }
        int written = 0;
        int stepWhole = down / up;
        int stepPhase = down % up;
        while (base + halfTaps < available && base < end) {
            out[at + written++] = dot((int) (base - halfTaps + 1 - bufStart), phase * tapsPerPhase);
            phase += stepPhase;
            base += stepWhole;
            if (phase >= up) {
                phase -= up;
                base++;
            }
        }
        return written;
    }

    private short dot(int start, int tap) {
        int sum = ROUND;
        for (int k = 0; k < tapsPerPhase; k++) {
            sum += taps[tap + k] * buf[start + k];
        }
        return saturate(sum);
    }

    private short saturate(int sum) {
        int y = sum >> KaiserLowpass.TAP_BITS;
        if (y > Short.MAX_VALUE || y < Short.MIN_VALUE) {
            clipped++;
            return y > 0 ? Short.MAX_VALUE : Short.MIN_VALUE;
        }
        return (short) y;
    }

    /**
     * {@code count} ≤ BLOCK outputs of an integer decimation by M, the same sums as {@link #dot}
     * in another order: with tap k = M·q + j and the input split into its phases
     * s_j[n] = x[s + M·n + j], y[i] = Σ_j Σ_q h[M·q + j]·s_j[i + q]. The inner loop runs over
     * consecutive outputs, which the JIT turns into vector instructions (integer sums are exact,
     * so the order does not change a bit).
     */
    private void decimate(short[] out, int at, int count) {
        int start = (int) (base - halfTaps + 1 - bufStart);
        int span = count + (tapsPerPhase + down - 1) / down;
        for (int j = 0; j < down; j++) {
            int[] phase = split[j];
            int limit = Math.min(span, (filled - start - j + down - 1) / down);
            for (int n = 0; n < limit; n++) {
                phase[n] = buf[start + down * n + j];
            }
            java.util.Arrays.fill(phase, Math.max(0, limit), span, 0);
        }
        java.util.Arrays.fill(acc, 0, count, ROUND);
        for (int k = 0; k < tapsPerPhase; k++) {
            int c = taps[k];
            int[] phase = split[k % down];
            int q = k / down;
            for (int i = 0; i < count; i++) {
                acc[i] += c * phase[i + q];
            }
        }
        for (int i = 0; i < count; i++) {
            out[at + i] = saturate(acc[i]);
        }
        base += (long) count * down;
    }

    /** Drops the samples no future output reads. */
    private void compact() {
        int keep = (int) Math.max(0, Math.min(filled, bufStart + filled - (base - halfTaps + 1)));
        int drop = filled - keep;
        if (drop > 0) {
            System.arraycopy(buf, drop, buf, 0, keep);
            bufStart += drop;
            filled = keep;
        }
    }

    /**
     * Resamples a whole signal (one stream, flushed).
     *
     * @param in the samples at {@code fromHz}
     * @param fromHz the input rate, Hz, in [8000, 96000]
     * @param toHz the output rate, Hz, in [8000, 96000]
     * @return a fresh array of the samples at {@code toHz}
     * @throws IllegalArgumentException when a rate is outside [8000, 96000]
     */
    public static short[] resample(short[] in, int fromHz, int toHz) {
        Resampler r = new Resampler(fromHz, toHz);
        short[] out = new short[r.maxOutput(in.length) + r.maxOutput(0)];
        int n = r.process(in, 0, in.length, out, 0);
        n += r.flush(out, n);
        return java.util.Arrays.copyOf(out, n);
    }
}
