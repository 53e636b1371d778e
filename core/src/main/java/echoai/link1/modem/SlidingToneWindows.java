package echoai.link1.modem;

import java.util.Arrays;

/**
 * Running integer correlators of a stream with a few tones, each read on its own sliding window:
 * the engine of {@link GreetingDetector} and {@link CostasSync}. Every sample is multiplied by
 * the cosine and sine of each tone's exact frequency, indexed by the absolute sample number
 * ({@code T[(b·n) mod 512]}, amplitude 16384), and summed in blocks of {@value #BLOCK_SAMPLES};
 * tone k's window is the {@code windowBlocks} blocks ending {@code lagBlocks[k]} blocks before the
 * newest, kept exactly by adding the entering block and subtracting the leaving one. Since the
 * reference phase is absolute, a window's power does not depend on where it starts. O(tones)
 * work per sample; allocation in the constructor only.
 */
final class SlidingToneWindows {
    /** Samples per block (16 = 1 ms): the resolution of a start. */
    static final int BLOCK_SAMPLES = 16;
    private static final int RING = 512;
    private static final int RING_MASK = RING - 1;

    private final int tones;
    private final int[] lagBlocks;
    private final int windowBlocks;
    private final short[][] refSin;
    private final short[][] refCos;
    private final long[] blockCos;
    private final long[] blockSin;
    private long blockEnergy;
    private final long[][] ringCos;
    private final long[][] ringSin;
    private final long[] ringEnergy = new long[RING];
    private final long[] winCos;
    private final long[] winSin;
    private final long[] winEnergy;
    private long samples;
    private long blocks;

    SlidingToneWindows(int[] bins, int[] lagBlocks, int windowBlocks) {
        if (bins.length != lagBlocks.length) {
            throw new IllegalArgumentException("bins and lagBlocks must have the same length: "
                    + bins.length + ", " + lagBlocks.length);
        }
        for (int lag : lagBlocks) {
            if (lag < 0 || lag + windowBlocks >= RING) {
                throw new IllegalArgumentException("lag + window must be in [0, 511]: " + lag);
            }
        }
        this.tones = bins.length;
        this.lagBlocks = lagBlocks.clone();
        this.windowBlocks = windowBlocks;
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        refSin = new short[tones][SineTable.LENGTH];
        refCos = new short[tones][SineTable.LENGTH];
        for (int k = 0; k < tones; k++) {
            for (int n = 0; n < SineTable.LENGTH; n++) {
                refSin[k][n] = t[(bins[k] * n) & SineTable.MASK];
                refCos[k][n] = t[(bins[k] * n + SineTable.QUARTER) & SineTable.MASK];
            }
        }
        blockCos = new long[tones];
        blockSin = new long[tones];
        ringCos = new long[tones][RING];
        ringSin = new long[tones][RING];
        winCos = new long[tones];
        winSin = new long[tones];
        winEnergy = new long[tones];
        reset();
    }

    /** Forgets everything: the next sample is sample 0. */
    void reset() {
        Arrays.fill(blockCos, 0);
        Arrays.fill(blockSin, 0);
        blockEnergy = 0;
        for (int k = 0; k < tones; k++) {
            Arrays.fill(ringCos[k], 0);
            Arrays.fill(ringSin[k], 0);
        }
        Arrays.fill(ringEnergy, 0);
        Arrays.fill(winCos, 0);
        Arrays.fill(winSin, 0);
        Arrays.fill(winEnergy, 0);
        samples = 0;
        blocks = 0;
    }

    /** Samples left before the current block ends (1..16). */
    int samplesToBlockEnd() {
        return BLOCK_SAMPLES - (int) (samples & (BLOCK_SAMPLES - 1));
    }

    /** Samples consumed so far. */
    long samples() {
        return samples;
    }

    /**
     * Feeds {@code length ≤ samplesToBlockEnd()} samples; returns true when they end a block
     * (the windows then hold the new block).
     */
    boolean feed(short[] pcm, int offset, int length) {
        if (length <= 0 || length > samplesToBlockEnd()) {
            throw new IllegalArgumentException("length must be in [1, " + samplesToBlockEnd()
                    + "]: " + length);
        }
        int p0 = (int) (samples & SineTable.MASK);
        for (int k = 0; k < tones; k++) {
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
            return false;
        }
        endBlock();
        return true;
    }

    private void endBlock() {
        int slot = (int) (blocks & RING_MASK);
        for (int k = 0; k < tones; k++) {
            ringCos[k][slot] = blockCos[k];
            ringSin[k][slot] = blockSin[k];
        }
        Arrays.fill(blockCos, 0);
        Arrays.fill(blockSin, 0);
        ringEnergy[slot] = blockEnergy;
        blockEnergy = 0;
        for (int k = 0; k < tones; k++) {
            int in = (int) ((blocks - lagBlocks[k]) & RING_MASK);
            int out = (int) ((blocks - lagBlocks[k] - windowBlocks) & RING_MASK);
            // The ring starts zeroed, so "leaving" blocks before the first one subtract 0.
            winCos[k] += ringCos[k][in] - ringCos[k][out];
            winSin[k] += ringSin[k][in] - ringSin[k][out];
            winEnergy[k] += ringEnergy[in] - ringEnergy[out];
        }
        blocks++;
    }

    /**
     * Tone k's coherence on its window, Q8: {@code 2·|X_k|²/(A²·E_k)} with the correlation
     * shifted by 14 bits before squaring (no overflow); 0 when the window's energy is 0.
     */
    long coherenceQ8(int k) {
        long e = winEnergy[k];
        if (e <= 0) {
            return 0;
        }
        long c = winCos[k] >> 14;
        long s = winSin[k] >> 14;
        return ((c * c + s * s) << 9) / e;
    }
}
