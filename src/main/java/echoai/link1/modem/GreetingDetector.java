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
final class GreetingDetector {
    /** Samples per correlation block: the resolution of the coarse start (16 = 1 ms). */
    static final int BLOCK_SAMPLES = 16;
    /** Per-note coherence threshold, Q8 (10.0). */
    static final long COHERENCE_MIN_Q8 = 10L << 8;
    private static final int BLOCKS_PER_NOTE = Preamble.NOTE_SAMPLES / BLOCK_SAMPLES;
    private static final int RING = 512;
    private static final int RING_MASK = RING - 1;
    private static final int NOTES = Preamble.NOTES;
    /** Suppression radius of the local maximum, samples. */
    private static final int PEAK_RADIUS = Preamble.SAMPLES;

    private final short[][] refSin = new short[NOTES][SineTable.LENGTH];
    private final short[][] refCos = new short[NOTES][SineTable.LENGTH];
    private final long[] blockCos = new long[NOTES];
    private final long[] blockSin = new long[NOTES];
    private long blockEnergy;
    private final long[][] ringCos = new long[NOTES][RING];
    private final long[][] ringSin = new long[NOTES][RING];
    private final long[] ringEnergy = new long[RING];
    private final long[] winCos = new long[NOTES];
    private final long[] winSin = new long[NOTES];
    private final long[] winEnergy = new long[NOTES];
    private long samples;
    private long blocks;
    private long pendingStart = -1;
    private long pendingMetric;
    private long confirmedMetric;
    private long lastMetric;

    GreetingDetector() {
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        for (int k = 0; k < NOTES; k++) {
            int b = Preamble.bin(k);
            for (int n = 0; n < SineTable.LENGTH; n++) {
                refSin[k][n] = t[(b * n) & SineTable.MASK];
                refCos[k][n] = t[(b * n + SineTable.QUARTER) & SineTable.MASK];
            }
        }
        reset();
    }

    /** Forgets everything: the next sample is sample 0. */
    void reset() {
        java.util.Arrays.fill(blockCos, 0);
        java.util.Arrays.fill(blockSin, 0);
        blockEnergy = 0;
        for (int k = 0; k < NOTES; k++) {
            java.util.Arrays.fill(ringCos[k], 0);
            java.util.Arrays.fill(ringSin[k], 0);
        }
        java.util.Arrays.fill(ringEnergy, 0);
        java.util.Arrays.fill(winCos, 0);
        java.util.Arrays.fill(winSin, 0);
        java.util.Arrays.fill(winEnergy, 0);
        samples = 0;
        blocks = 0;
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
    long feed(short[] pcm, int offset, int length) {
        if (length <= 0 || length > samplesToBlockEnd()) {
            throw new IllegalArgumentException("length must be in [1, " + samplesToBlockEnd()
                    + "]: " + length);
        }
        int p0 = (int) (samples & SineTable.MASK);
        for (int k = 0; k < NOTES; k++) {
            short[] rs = refSin[k];
            short[] rc = refCos[k];
            long s = 0;
            long c = 0;
            for (int i = 0; i < length; i++) {
                int x = pcm[offset + i];
                s += x * rs[p0 + i];
                c += x * rc[p0 + i];
            }
            blockSin[k] += s;
            blockCos[k] += c;
        }
        long e = 0;
        for (int i = 0; i < length; i++) {
            int x = pcm[offset + i];
            e += x * x;
        }
        blockEnergy += e;
        samples += length;
        if ((samples & (BLOCK_SAMPLES - 1)) != 0) {
            return -1;
        }
        return endBlock();
    }

    /** Samples left before the current block ends (1..16). */
    int samplesToBlockEnd() {
        return BLOCK_SAMPLES - (int) (samples & (BLOCK_SAMPLES - 1));
    }

    /**
     * At the end of the input: returns the start still waiting for confirmation (or −1) and
     * forgets it, as if no stronger start could follow.
     */
    long flush() {
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

    private long endBlock() {
        int slot = (int) (blocks & RING_MASK);
        for (int k = 0; k < NOTES; k++) {
            ringCos[k][slot] = blockCos[k];
            ringSin[k][slot] = blockSin[k];
            blockCos[k] = 0;
            blockSin[k] = 0;
        }
        ringEnergy[slot] = blockEnergy;
        blockEnergy = 0;
        for (int k = 0; k < NOTES; k++) {
            int lagIn = (NOTES - 1 - k) * BLOCKS_PER_NOTE;
            int in = (int) ((blocks - lagIn) & RING_MASK);
            int out = (int) ((blocks - lagIn - BLOCKS_PER_NOTE) & RING_MASK);
            // The ring starts zeroed, so "leaving" blocks before the first one subtract 0.
            winCos[k] += ringCos[k][in] - ringCos[k][out];
            winSin[k] += ringSin[k][in] - ringSin[k][out];
            winEnergy[k] += ringEnergy[in] - ringEnergy[out];
        }
        blocks++;
        long start = samples - Preamble.SAMPLES;
        lastMetric = start >= 0 ? metric() : 0;
        return track(start, lastMetric);
    }

    private long metric() {
        long sum = 0;
        for (int k = 0; k < NOTES; k++) {
            long e = winEnergy[k];
            if (e <= 0) {
                return 0;
            }
            long c = winCos[k] >> 14;
            long s = winSin[k] >> 14;
            long coherenceQ8 = ((c * c + s * s) << 9) / e;
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
