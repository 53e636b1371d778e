package echoai.link1.modem;

import echoai.link1.fec.RCodec;
import java.util.List;
import java.util.Objects;

/**
 * The modulator of a hopping profile ({@link HopPlan}: R, F or Q): 22-byte frames (or their 91 code
 * symbols) to 16 kHz int16 PCM. Pure table look-ups; a slot's sample is the sum of its tones'
 * table values (R: one tone of 16384, F: two of 11585, Q: four of 8191), so the output never
 * clips.
 *
 * <pre>
 *  recording = 4000 zeros · (frame · 4000 zeros)*
 *  frame     = sync slots · data slots   (768 samples each; R 76 032 in all, F 38 400, Q 19 200)
 * </pre>
 */
final class HopModulator {
    /** Profile R's modulator. */
    static final HopModulator R = new HopModulator(HopPlan.R);
    /** Profile F's modulator. */
    static final HopModulator F = new HopModulator(HopPlan.F);
    /** Profile Q's modulator. */
    static final HopModulator Q = new HopModulator(HopPlan.Q);
    /** Zero samples before the first frame and after every frame (0.25 s), as for K1/K2. */
    static final int GAP_SAMPLES = Modulator.GAP_SAMPLES;

    private final HopPlan plan;
    private final short[] table;

    /** The modulator of a plan (R and F have theirs above; others only for measurements). */
    HopModulator(HopPlan plan) {
        this.plan = plan;
        this.table = SineTable.table(plan.amplitude);
    }

    /** The plan this modulator sends. */
    HopPlan plan() {
        return plan;
    }

    /** Samples of a recording: 4000 zeros, then each frame followed by 4000 zeros. */
    int recordingSamples(int frames) {
        if (frames < 0) {
            throw new IllegalArgumentException("frames must be >= 0: " + frames);
        }
        return Math.addExact(GAP_SAMPLES,
                Math.multiplyExact(frames, plan.frameSamples + GAP_SAMPLES));
    }

    /** Where frame {@code index} starts in a recording. */
    int frameOffset(int index) {
        return GAP_SAMPLES + index * (plan.frameSamples + GAP_SAMPLES);
    }

    /** A recording of 22-byte link frames: R's code, then this plan's modulation. */
    short[] recordingOfFrames(List<byte[]> frames22) {
        short[] out = new short[recordingSamples(frames22.size())];
        for (int i = 0; i < frames22.size(); i++) {
            writeFrame(RCodec.encode(frames22.get(i)), out, frameOffset(i));
        }
        return out;
    }

    /** One frame of 91 code symbols, alone. */
    short[] frame(byte[] symbols) {
        short[] out = new short[plan.frameSamples];
        writeFrame(symbols, out, 0);
        return out;
    }

    /** Writes one frame of 91 code symbols at {@code offset} of {@code out}. */
    void writeFrame(byte[] symbols, short[] out, int offset) {
        Objects.requireNonNull(symbols, "symbols");
        if (symbols.length != RCodec.SYMBOLS) {
            throw new IllegalArgumentException("symbols must hold 91 values: " + symbols.length);
        }
        if (offset < 0 || offset > out.length - plan.frameSamples) {
            throw new IllegalArgumentException("offset must be in [0, "
                    + (out.length - plan.frameSamples) + "]: " + offset);
        }
        int[] bins = new int[plan.tones];
        for (int k = 0; k < plan.syncSlots; k++) {
            for (int p = 0; p < plan.tones; p++) {
                bins[p] = plan.syncBin(k * plan.tones + p);
            }
            writeSlot(bins, out, offset + k * ProfileR.SLOT_SAMPLES);
        }
        for (int d = 0; d < plan.dataSlots; d++) {
            for (int p = 0; p < plan.tones; p++) {
                int s = d * plan.tones + p;
                int v = s < RCodec.SYMBOLS ? symbols[s] : 0;
                if (v < 0 || v > 15) {
                    throw new IllegalArgumentException("symbols[" + s + "] must be in [0, 15]: "
                            + v);
                }
                bins[p] = plan.dataBin(s, v);
            }
            writeSlot(bins, out, offset + (plan.syncSlots + d) * ProfileR.SLOT_SAMPLES);
        }
    }

    /** Energy of the first {@code frames} frames' samples of a recording. */
    long activeEnergy(short[] recording, int frames) {
        long energy = 0;
        for (int i = 0; i < frames; i++) {
            int o = frameOffset(i);
            for (int n = 0; n < plan.frameSamples; n++) {
                energy += (long) recording[o + n] * recording[o + n];
            }
        }
        return energy;
    }

    private void writeSlot(int[] bins, short[] out, int at) {
        for (int n = 0; n < ProfileR.SLOT_SAMPLES; n++) {
            int sum = 0;
            for (int bin : bins) {
                sum += table[(bin * n) & SineTable.MASK];
            }
            out[at + n] = (short) sum;
        }
    }
}
