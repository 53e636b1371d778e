package echoai.link1.modem;

/**
 * Finds a hopping profile's sync ({@link HopPlan}: R's 8 slots of one note, F's 4 slots of two;
 * the 8 notes on a Costas array) in a stream, in O(1) work
 * per sample: running integer correlators ({@link SlidingToneWindows}), as
 * {@link GreetingDetector} does for the greeting. For a candidate start t (a block boundary)
 * note k is read on its slot's analysis window [t + 768j + 256, t + 768j + 768), j its slot. Its coherence is
 * {@code c_k = 2·|X_k|² / (A²·E_k)} (E_k the window's energy): about 2 for noise (exponential),
 * 512 for a clean tone alone (256 when two notes share the window). A start qualifies when at least {@value #NOTES_MIN} of the 8 notes have
 * {@code c_k ≥ 16} — a fade or a burst may take up to three notes, while noise passes five with
 * probability below 10⁻¹⁵ — and its metric is Σ c_k. The start is the maximum of the metric
 * within {@value #PEAK_RADIUS} samples (two slots: a slot's tones ring into the next one in a
 * reverberant room, but weaker). After a start is confirmed, a start within the next frame must
 * beat its metric (the frame's own data slots could otherwise match a few notes).
 */
final class CostasSync implements StartDetector {
    /** Samples per correlation block: the resolution of the coarse start. */
    static final int BLOCK_SAMPLES = SlidingToneWindows.BLOCK_SAMPLES;
    /** Per-note coherence threshold, Q8 (16.0). */
    static final long COHERENCE_MIN_Q8 = 16L << 8;
    /** Notes that must pass the threshold. */
    static final int NOTES_MIN = 5;
    /** Suppression radius of the local maximum, samples. */
    static final int PEAK_RADIUS = 2 * ProfileR.SLOT_SAMPLES;
    private static final int NOTES = HopPlan.NOTES;
    private static final int SLOT_BLOCKS = ProfileR.SLOT_SAMPLES / BLOCK_SAMPLES;

    private final int span;
    private final int frameSamples;
    private final SlidingToneWindows windows;
    private long pendingStart;
    private long pendingMetric;
    private long holdUntil;
    private long holdMetric;

    CostasSync(HopPlan plan) {
        this.span = plan.syncSlots * ProfileR.SLOT_SAMPLES;
        this.frameSamples = plan.frameSamples;
        int[] bins = new int[NOTES];
        int[] lags = new int[NOTES];
        for (int k = 0; k < NOTES; k++) {
            bins[k] = plan.syncBin(k);
            lags[k] = (plan.syncSlots - 1 - plan.syncSlot(k)) * SLOT_BLOCKS;
        }
        windows = new SlidingToneWindows(bins, lags, ProfileR.ANALYSIS_SAMPLES / BLOCK_SAMPLES);
        reset();
    }

    /** Forgets everything: the next sample is sample 0. */
    @Override
    public void reset() {
        windows.reset();
        pendingStart = -1;
        pendingMetric = 0;
        holdUntil = -1;
        holdMetric = 0;
    }

    /** Samples left before the current block ends (1..16). */
    @Override
    public int samplesToBlockEnd() {
        return windows.samplesToBlockEnd();
    }

    /**
     * Feeds {@code length ≤ samplesToBlockEnd()} samples; returns the start of a sync confirmed
     * at the end of this block (≥ 0), or −1.
     */
    @Override
    public long feed(short[] pcm, int offset, int length) {
        if (!windows.feed(pcm, offset, length)) {
            return -1;
        }
        long start = windows.samples() - span;
        return track(start, start >= 0 ? metric() : 0);
    }

    /** At the end of the input: the start still waiting for confirmation (or −1), forgotten. */
    @Override
    public long flush() {
        long start = pendingStart;
        pendingStart = -1;
        return start;
    }

    /** Σ c_k (Q8) when at least {@link #NOTES_MIN} notes pass, else 0. */
    private long metric() {
        long sum = 0;
        int passed = 0;
        for (int k = 0; k < NOTES; k++) {
            long coherenceQ8 = windows.coherenceQ8(k);
            if (coherenceQ8 >= COHERENCE_MIN_Q8) {
                passed++;
            }
            sum += coherenceQ8;
        }
        return passed >= NOTES_MIN ? sum : 0;
    }

    private long track(long start, long metric) {
        long confirmed = -1;
        if (pendingStart >= 0 && start - pendingStart > PEAK_RADIUS) {
            confirmed = pendingStart;
            holdUntil = pendingStart + frameSamples;
            holdMetric = pendingMetric;
            pendingStart = -1;
        }
        boolean held = start < holdUntil && metric <= holdMetric;
        if (metric > 0 && !held && (pendingStart < 0 || metric > pendingMetric)) {
            pendingStart = start;
            pendingMetric = metric;
        }
        return confirmed;
    }
}
