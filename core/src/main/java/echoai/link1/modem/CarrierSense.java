package echoai.link1.modem;

import java.util.Arrays;

/**
 * Carrier sense from the receiver's own arithmetic (docs/spec/E7.md, "Medium access"): is one of
 * the profile's tones on the air right now? On the newest 512-sample window (32 ms), updated
 * every {@value #BLOCK_SAMPLES_VALUE} samples, it computes for every tone the
 * profile can send (its data tones and its greeting or sync notes) the coherence
 * {@code c = 2·|X|²/(A²·E)} (as the receivers' {@code SlidingToneWindows} compute it) — the share of the window's energy on
 * that exact tone, scaled so that a clean tone filling the window gives 512 and noise about 2
 * (exponential). The in-band tone energy is "present" when the largest coherence reaches
 * {@value #PRESENT_Q8_WHOLE}. A ratio of energies: it does not depend on the capture's gain,
 * and speech or broadband noise spread their energy over many bins and stay below it. Integer
 * arithmetic: each product drops {@value #PRODUCT_SHIFT} bits so that a block sums in an int,
 * and the tables are laid out sample phase by tone so that one sample's products are one
 * contiguous loop the JIT vectorises; O(tones) work per sample; allocation in the constructor
 * only.
 */
public final class CarrierSense {
    /** Samples per block: the detector's time step (1 ms). */
    static final int BLOCK_SAMPLES_VALUE = 16;
    /** The window's length in blocks (32 × 16 = 512 samples). */
    static final int WINDOW_BLOCKS = SineTable.LENGTH / BLOCK_SAMPLES_VALUE;
    /** The presence threshold, whole units of coherence. */
    public static final int PRESENT_Q8_WHOLE = 40;
    private static final long PRESENT_Q8 = (long) PRESENT_Q8_WHOLE << 8;
    /** Bits dropped from each sample × reference product (keeps a block's sum in an int). */
    private static final int PRODUCT_SHIFT = 4;
    /** Further bits dropped before squaring a window's correlation (14 in all, as the receivers). */
    private static final int WINDOW_SHIFT = 14 - PRODUCT_SHIFT;
    private static final int RING = WINDOW_BLOCKS;

    private final int tones;
    private final int[] refCos;
    private final int[] refSin;
    private final int[] blockCos;
    private final int[] blockSin;
    private final int[][] ringCos;
    private final int[][] ringSin;
    private final long[] ringEnergy = new long[RING];
    private final long[] winCos;
    private final long[] winSin;
    private long blockEnergy;
    private long winEnergy;
    private long samples;
    private long blocks;
    private long maxCoherenceQ8;
    /** Blocks a presence is held after the coherence falls (Q: {@value #Q_HOLD_BLOCKS}). */
    private final int holdBlocks;
    private long lastPresentBlock;

    /**
     * Profile Q's hold, in blocks: its four tones a slot share a window, so a window straddling
     * two slots holds eight half tones, each below the threshold for about 2 ms.
     */
    static final int Q_HOLD_BLOCKS = 4;

    CarrierSense(int[] bins) {
        this(bins, 0);
    }

    /**
     * A detector of the given tones.
     *
     * @param bins the tones, as bins of 31.25 Hz (1..255), at least one
     * @param holdBlocks blocks a presence is held after the coherence falls below the threshold
     * @throws IllegalArgumentException when none is given or a bin is outside 1..255
     */
    CarrierSense(int[] bins, int holdBlocks) {
        this.holdBlocks = holdBlocks;
        if (bins.length == 0) {
            throw new IllegalArgumentException("bins must hold at least one tone: 0");
        }
        for (int b : bins) {
            if (b < 1 || b >= SineTable.LENGTH / 2) {
                throw new IllegalArgumentException("bins must be in [1, 255]: " + b);
            }
        }
        this.tones = bins.length;
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        // phase-major tables: sample phase n, then tone k, so one sample's products are one
        // contiguous loop
        this.refCos = new int[SineTable.LENGTH * tones];
        this.refSin = new int[SineTable.LENGTH * tones];
        for (int n = 0; n < SineTable.LENGTH; n++) {
            for (int k = 0; k < tones; k++) {
                refSin[n * tones + k] = t[(bins[k] * n) & SineTable.MASK];
                refCos[n * tones + k] = t[(bins[k] * n + SineTable.QUARTER) & SineTable.MASK];
            }
        }
        this.blockCos = new int[tones];
        this.blockSin = new int[tones];
        this.ringCos = new int[RING][tones];
        this.ringSin = new int[RING][tones];
        this.winCos = new long[tones];
        this.winSin = new long[tones];
        reset();
    }

    /**
     * The carrier sense of a profile: every data tone it sends and every greeting or sync note.
     *
     * Profile Q's presence is held {@value #Q_HOLD_BLOCKS} blocks (4 ms) past a slot boundary,
     * where its four tones a slot leave every tone below the threshold for a moment.
     *
     * @param profile any profile
     * @return a fresh detector at sample 0
     */
    public static CarrierSense of(AirProfile profile) {
        return new CarrierSense(profile.toneBins(), profile == AirProfile.Q ? Q_HOLD_BLOCKS : 0);
    }

    /** Forgets everything: the next sample is sample 0. */
    public void reset() {
        Arrays.fill(blockCos, 0);
        Arrays.fill(blockSin, 0);
        for (int b = 0; b < RING; b++) {
            Arrays.fill(ringCos[b], 0);
            Arrays.fill(ringSin[b], 0);
        }
        Arrays.fill(ringEnergy, 0);
        Arrays.fill(winCos, 0);
        Arrays.fill(winSin, 0);
        blockEnergy = 0;
        winEnergy = 0;
        samples = 0;
        blocks = 0;
        maxCoherenceQ8 = 0;
        lastPresentBlock = Long.MIN_VALUE / 2;
    }

    /**
     * Feeds {@code length} samples of {@code pcm} from {@code offset} (any chunking: the state
     * after the same samples is the same).
     *
     * @param pcm 16 kHz int16 samples
     * @param offset index of the first
     * @param length how many, 0 or more
     */
    public void accept(short[] pcm, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            int x = pcm[i];
            int base = (int) (samples & SineTable.MASK) * tones;
            for (int k = 0; k < tones; k++) {
                blockCos[k] += (x * refCos[base + k]) >> PRODUCT_SHIFT;
                blockSin[k] += (x * refSin[base + k]) >> PRODUCT_SHIFT;
            }
            blockEnergy += (long) x * x;
            samples++;
            if ((samples & (BLOCK_SAMPLES_VALUE - 1)) == 0) {
                endBlock();
            }
        }
    }

    /** Slides every tone's window by one block and takes the largest coherence. */
    private void endBlock() {
        int slot = (int) (blocks % RING);
        int[] oldCos = ringCos[slot];
        int[] oldSin = ringSin[slot];
        long best = 0;
        for (int k = 0; k < tones; k++) {
            winCos[k] += blockCos[k] - oldCos[k];
            winSin[k] += blockSin[k] - oldSin[k];
            oldCos[k] = blockCos[k];
            oldSin[k] = blockSin[k];
            long c = winCos[k] >> WINDOW_SHIFT;
            long s = winSin[k] >> WINDOW_SHIFT;
            best = Math.max(best, c * c + s * s);
        }
        winEnergy += blockEnergy - ringEnergy[slot];
        ringEnergy[slot] = blockEnergy;
        Arrays.fill(blockCos, 0);
        Arrays.fill(blockSin, 0);
        blockEnergy = 0;
        blocks++;
        maxCoherenceQ8 = winEnergy <= 0 ? 0 : (best << 9) / winEnergy;
        if (maxCoherenceQ8 >= PRESENT_Q8) {
            lastPresentBlock = blocks;
        }
    }

    /**
     * Whether a tone is present on the newest complete window.
     *
     * @return true when the largest coherence reaches {@value #PRESENT_Q8_WHOLE}, or did within
     *     the hold (profile Q: 4 blocks)
     */
    public boolean present() {
        return maxCoherenceQ8 >= PRESENT_Q8 || blocks - lastPresentBlock <= holdBlocks;
    }

    /**
     * The largest coherence on the newest complete window, Q8 (512.0 for a clean tone).
     *
     * @return the value, 0 or more
     */
    public long maxCoherenceQ8() {
        return maxCoherenceQ8;
    }

    /**
     * Samples consumed so far.
     *
     * @return the count
     */
    public long samples() {
        return samples;
    }

    /** The distinct bins, ascending: for {@link AirProfile#toneBins()}. */
    static int[] distinct(int[] bins) {
        return Arrays.stream(bins).distinct().sorted().toArray();
    }
}
