package echoai.link1.modem;

/**
 * Finds the greeting in a stream, in O(1) work per sample: running integer correlators.
 *
 * <p>Every sample is multiplied by the cosine and sine of each note's exact frequency, indexed
 * by the absolute sample number ({@code T[(b·n) mod 512]}), and summed in blocks of
 * {@link #BLOCK_SAMPLES}; five sliding windows of 80 blocks (one per note, at its own lag) keep
 * the note correlations {@code X_k} and window energies {@code E_k} exactly, by adding the
 * entering block and subtracting the leaving one. Since the reference phase is absolute, a
 * window's power {@code |X_k|²} does not depend on where the window starts.
 *
 * <p>For a candidate start t (a block boundary) each note's coherence is
 * {@code c_k = 2·|X_k|² / (A²·E_k)}: about 2 for noise (exponential), 1280 for a clean note.
 * A greeting is present where every {@code c_k ≥ 10} (noise passes one note with probability
 * e⁻⁵, all five with e⁻²⁵ ≈ 1.4·10⁻¹¹); its start is the maximum of {@code Σ c_k} within
 * ±6400 samples (a whole greeting: in a reverberant room the notes' tails keep shifted windows
 * above the threshold, and two greetings are never closer than a frame). Slot data never uses
 * bins 81 or 32, so frames do not trigger it.
 */
final class GreetingDetector implements StartDetector {
    /** Samples per correlation block: the resolution of the coarse start (16 = 1 ms). */
    static final int BLOCK_SAMPLES = SlidingToneWindows.BLOCK_SAMPLES;
    /** Per-note coherence threshold, Q8 (10.0). */
    static final long COHERENCE_MIN_Q8 = 10L << 8;
    private static final int BLOCKS_PER_NOTE = Preamble.NOTE_SAMPLES / BLOCK_SAMPLES;
    private static final int NOTES = Preamble.NOTES;
    /** Suppression radius of the local maximum, samples. */
    private static final int PEAK_RADIUS = Preamble.SAMPLES;

    private final SlidingToneWindows windows;
    private long pendingStart = -1;
    private long pendingMetric;
    private long confirmedMetric;
    private long lastMetric;

    GreetingDetector() {
        int[] bins = new int[NOTES];
        int[] lags = new int[NOTES];
        for (int k = 0; k < NOTES; k++) {
            bins[k] = Preamble.bin(k);
            lags[k] = (NOTES - 1 - k) * BLOCKS_PER_NOTE;
        }
        windows = new SlidingToneWindows(bins, lags, BLOCKS_PER_NOTE);
        reset();
    }

    /** Forgets everything: the next sample is sample 0. */
    @Override
    public void reset() {
        windows.reset();
        pendingStart = -1;
        pendingMetric = 0;
        confirmedMetric = 0;
        lastMetric = 0;
    }

    /**
     * Feeds {@code length} samples of {@code pcm} from {@code offset}, which must not cross a
     * block boundary ({@code length ≤ samplesToBlockEnd()}). Returns the start of a greeting
     * confirmed at the end of this block (a block boundary, ≥ 0), or −1. A start is confirmed
     * {@value #PEAK_RADIUS} samples after the end of the window it was measured on, once no
     * stronger one followed.
     */
    @Override
    public long feed(short[] pcm, int offset, int length) {
        if (!windows.feed(pcm, offset, length)) {
            return -1;
        }
        long start = windows.samples() - Preamble.SAMPLES;
        lastMetric = start >= 0 ? metric() : 0;
        return track(start, lastMetric);
    }

    /** Samples left before the current block ends (1..16). */
    @Override
    public int samplesToBlockEnd() {
        return windows.samplesToBlockEnd();
    }

    /**
     * At the end of the input: returns the start still waiting for confirmation (or −1) and
     * forgets it, as if no stronger start could follow.
     */
    @Override
    public long flush() {
        long start = pendingStart;
        if (start >= 0) {
            confirmedMetric = pendingMetric;
            pendingStart = -1;
        }
        return start;
    }

    /** The coherence sum Σ c_k (Q8) of the last evaluated start, 0 when some note failed. */
    long lastMetric() {
        return lastMetric;
    }

    /** The metric (Q8) of the start most recently confirmed. */
    long confirmedMetric() {
        return confirmedMetric;
    }

    private long metric() {
        long sum = 0;
        for (int k = 0; k < NOTES; k++) {
            long coherenceQ8 = windows.coherenceQ8(k);
            if (coherenceQ8 < COHERENCE_MIN_Q8) {
                return 0;
            }
            sum += coherenceQ8;
        }
        return sum;
    }

    private long track(long start, long metric) {
        long confirmed = -1;
        if (pendingStart >= 0 && start - pendingStart > PEAK_RADIUS) {
            confirmed = pendingStart;
            confirmedMetric = pendingMetric;
            pendingStart = -1;
        }
        if (metric > 0 && (pendingStart < 0 || metric > pendingMetric)) {
            pendingStart = start;
            pendingMetric = metric;
        }
        return confirmed;
    }
}
