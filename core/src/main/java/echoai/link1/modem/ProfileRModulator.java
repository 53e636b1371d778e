package echoai.link1.modem;

import echoai.link1.fec.RCodec;
import java.util.List;
import java.util.Objects;

/**
 * The profile R modulator: 22-byte frames (or their 91 code symbols) to 16 kHz int16 PCM. Pure
 * table look-ups; the peak sample is 16384, so the output never clips.
 *
 * <pre>
 *  recording = 4000 zeros · (frame · 4000 zeros)*
 *  frame     = sync slot 0..7 · data slot 0..90   (768 samples each, 76 032 in all)
 * </pre>
 */
public final class ProfileRModulator {
    /** Zero samples before the first frame and after every frame (0.25 s), as for K1/K2. */
    public static final int GAP_SAMPLES = Modulator.GAP_SAMPLES;

    private ProfileRModulator() {
    }

    /**
     * Samples of a recording: 4000 zeros, then each frame followed by 4000 zeros.
     *
     * @param frames number of frames, 0 or more
     * @return 4000 + frames · 80 032
     * @throws IllegalArgumentException when {@code frames} is negative
     * @throws ArithmeticException when the count overflows an int
     */
    public static int recordingSamples(int frames) {
        if (frames < 0) {
            throw new IllegalArgumentException("frames must be >= 0: " + frames);
        }
        return Math.addExact(GAP_SAMPLES,
                Math.multiplyExact(frames, ProfileR.FRAME_SAMPLES + GAP_SAMPLES));
    }

    /**
     * Where a frame starts in a recording.
     *
     * @param index the frame index, 0 or more
     * @return the sample index of its first sync sample
     */
    public static int frameOffset(int index) {
        return GAP_SAMPLES + index * (ProfileR.FRAME_SAMPLES + GAP_SAMPLES);
    }

    /**
     * A recording of 22-byte frames (convolutional code, then modulation), laid out as the spec's "A recording".
     *
     * @param frames22 the frames, 22 bytes each; may be empty
     * @return 16 kHz int16 PCM of {@link #recordingSamples} samples
     */
    public static short[] recordingOfFrames(List<byte[]> frames22) {
        short[] out = new short[recordingSamples(frames22.size())];
        for (int i = 0; i < frames22.size(); i++) {
            writeFrame(RCodec.encode(frames22.get(i)), out, frameOffset(i));
        }
        return out;
    }

    /**
     * One frame (sync and data slots), with no gaps.
     *
     * @param symbols the 91 code symbols, each 0..15
     * @return 76 032 samples of 16 kHz int16 PCM
     * @throws IllegalArgumentException when {@code symbols} is not 91 values of 0..15
     */
    public static short[] frame(byte[] symbols) {
        short[] out = new short[ProfileR.FRAME_SAMPLES];
        writeFrame(symbols, out, 0);
        return out;
    }

    /**
     * Writes one frame of 91 code symbols into an array.
     *
     * @param symbols the 91 code symbols, each 0..15
     * @param out the destination PCM
     * @param offset where the first sync slot starts, 0..out.length - 76 032
     * @throws IllegalArgumentException when {@code symbols} is not 91 values of 0..15 or the frame
     *     does not fit at {@code offset}
     */
    public static void writeFrame(byte[] symbols, short[] out, int offset) {
        Objects.requireNonNull(symbols, "symbols");
        if (symbols.length != RCodec.SYMBOLS) {
            throw new IllegalArgumentException("symbols must hold 91 values: " + symbols.length);
        }
        if (offset < 0 || offset > out.length - ProfileR.FRAME_SAMPLES) {
            throw new IllegalArgumentException("offset must be in [0, "
                    + (out.length - ProfileR.FRAME_SAMPLES) + "]: " + offset);
        }
        for (int k = 0; k < ProfileR.SYNC_SLOTS; k++) {
            writeSlot(ProfileR.syncBin(k), out, offset + k * ProfileR.SLOT_SAMPLES);
        }
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            int v = symbols[s];
            if (v < 0 || v > 15) {
                throw new IllegalArgumentException("symbols[" + s + "] must be in [0, 15]: " + v);
            }
            writeSlot(ProfileR.dataBin(s, v), out,
                    offset + (ProfileR.SYNC_SLOTS + s) * ProfileR.SLOT_SAMPLES);
        }
    }

    /**
     * Energy of the active samples (the frames) of the first {@code frames} frames of a
     * recording: the numerator of the room's signal power.
     *
     * @param recording a recording laid out by {@link #recordingOfFrames}
     * @param frames how many frames, from the first, to sum
     * @return the energy, in squared int16 units
     */
    public static long activeEnergy(short[] recording, int frames) {
        long energy = 0;
        for (int i = 0; i < frames; i++) {
            int o = frameOffset(i);
            for (int n = 0; n < ProfileR.FRAME_SAMPLES; n++) {
                energy += (long) recording[o + n] * recording[o + n];
            }
        }
        return energy;
    }

    private static void writeSlot(int bin, short[] out, int at) {
        short[] t = SineTable.table(ProfileR.AMPLITUDE);
        for (int n = 0; n < ProfileR.SLOT_SAMPLES; n++) {
            out[at + n] = t[(bin * n) & SineTable.MASK];
        }
    }
}
