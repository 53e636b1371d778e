package echoai.link1.modem;

import echoai.link1.fec.AirCodec;
import java.util.List;
import java.util.Objects;

/**
 * The integer MFSK modulator: air nibbles to 16 kHz int16 PCM. Pure table look-ups; the peak
 * sample is 16384 (K=1) or 2·11585 = 23170 (K=2), so the output never clips.
 *
 * <pre>
 *  recording = 4000 zeros · (frame · 4000 zeros)*
 *  frame     = greeting (6400) · slot 0 · … · slot S−1 (640 each)
 * </pre>
 */
public final class Modulator {
    /** Zero samples before the first frame and after every frame (0.25 s). */
    public static final int GAP_SAMPLES = 4000;

    private Modulator() {
    }

    /**
     * Samples of a recording: 4000 zeros, then each frame followed by 4000 zeros.
     *
     * @param plan K1 or K2
     * @param frames number of frames, 0 or more
     * @return 4000 + frames · (plan.frameSamples() + 4000)
     * @throws IllegalArgumentException when {@code frames} is negative
     * @throws ArithmeticException when the count overflows an int
     */
    public static int recordingSamples(TonePlan plan, int frames) {
        if (frames < 0) {
            throw new IllegalArgumentException("frames must be >= 0: " + frames);
        }
        return Math.addExact(GAP_SAMPLES,
                Math.multiplyExact(frames, plan.frameSamples() + GAP_SAMPLES));
    }

    /**
     * Where a frame starts in a recording.
     *
     * @param plan K1 or K2
     * @param index the frame index, 0 or more
     * @return the sample index of the frame's greeting
     */
    public static int frameOffset(TonePlan plan, int index) {
        return GAP_SAMPLES + index * (plan.frameSamples() + GAP_SAMPLES);
    }

    /**
     * One frame (greeting and slots), with no gaps.
     *
     * @param plan K1 or K2
     * @param air 60 air nibbles, each 0..15
     * @return {@code plan.frameSamples()} samples of 16 kHz int16 PCM
     * @throws IllegalArgumentException when {@code air} is not 60 nibbles of 0..15
     */
    public static short[] frame(TonePlan plan, byte[] air) {
        short[] out = new short[plan.frameSamples()];
        writeFrame(plan, air, out, 0);
        return out;
    }

    /**
     * A recording of the given air words (60 nibbles each, after the FEC: {@link AirCodec#encode}),
     * laid out as the spec's "A recording". For 22-byte link frames use
     * {@link #recordingOfFrames}.
     *
     * @param plan K1 or K2
     * @param airFrames the air words, 60 nibbles (0..15) each; may be empty
     * @return 16 kHz int16 PCM of {@link #recordingSamples} samples
     * @throws IllegalArgumentException when an air word is not 60 nibbles of 0..15
     */
    public static short[] recordingOfAirWords(TonePlan plan, List<byte[]> airFrames) {
        short[] out = new short[recordingSamples(plan, airFrames.size())];
        for (int i = 0; i < airFrames.size(); i++) {
            writeFrame(plan, airFrames.get(i), out, frameOffset(plan, i));
        }
        return out;
    }

    /**
     * A recording of 22-byte link frames: each goes through the FEC ({@link AirCodec#encode})
     * and the modulator. This is the spec's "A recording" (its PCM test vectors).
     *
     * @param plan K1 or K2
     * @param frames22 the frames, 22 bytes each; may be empty
     * @return 16 kHz int16 PCM of {@link #recordingSamples} samples
     */
    public static short[] recordingOfFrames(TonePlan plan, List<byte[]> frames22) {
        List<byte[]> air = new java.util.ArrayList<>(frames22.size());
        for (byte[] f : frames22) {
            air.add(AirCodec.encode(f));
        }
        return recordingOfAirWords(plan, air);
    }

    /**
     * Energy (sum of squares) of the active samples — greetings and slots — of the first
     * {@code frames} frames of a recording laid out by {@link #recordingOfAirWords}: the numerator of the
     * room's signal power (divide by {@code frames · plan.frameSamples()}).
     *
     * @param plan the plan the recording was made with
     * @param recording the recording
     * @param frames how many frames, from the first, to sum
     * @return the energy, in squared int16 units
     */
    public static long activeEnergy(TonePlan plan, short[] recording, int frames) {
        long energy = 0;
        for (int i = 0; i < frames; i++) {
            int o = frameOffset(plan, i);
            for (int n = 0; n < plan.frameSamples(); n++) {
                energy += (long) recording[o + n] * recording[o + n];
            }
        }
        return energy;
    }

    /**
     * Writes one frame (greeting and slots) of air nibbles into an array.
     *
     * @param plan K1 or K2
     * @param air 60 air nibbles, each 0..15
     * @param out the destination PCM
     * @param offset where the greeting starts, 0..out.length - plan.frameSamples()
     * @throws IllegalArgumentException when {@code air} is not 60 nibbles of 0..15 or the frame does
     *     not fit at {@code offset}
     */
    public static void writeFrame(TonePlan plan, byte[] air, short[] out, int offset) {
        Objects.requireNonNull(air, "air");
        if (air.length != AirCodec.AIR_NIBBLES) {
            throw new IllegalArgumentException("air must hold 60 nibbles: " + air.length);
        }
        if (offset < 0 || offset > out.length - plan.frameSamples()) {
            throw new IllegalArgumentException("offset must be in [0, "
                    + (out.length - plan.frameSamples()) + "]: " + offset);
        }
        Preamble.write(out, offset);
        short[] t = SineTable.table(plan.toneAmplitude());
        int base = offset + Preamble.SAMPLES;
        int k = plan.groups();
        for (int s = 0; s < plan.slots(); s++) {
            int slotBase = base + s * TonePlan.SLOT_SAMPLES;
            int b0 = plan.bin(0, nibble(air, k * s));
            if (k == 1) {
                for (int n = 0; n < TonePlan.SLOT_SAMPLES; n++) {
                    out[slotBase + n] = t[(b0 * n) & SineTable.MASK];
                }
            } else {
                int b1 = plan.bin(1, nibble(air, k * s + 1));
                for (int n = 0; n < TonePlan.SLOT_SAMPLES; n++) {
                    out[slotBase + n] = (short) (t[(b0 * n) & SineTable.MASK]
                            + t[(b1 * n) & SineTable.MASK]);
                }
            }
        }
    }

    private static int nibble(byte[] air, int i) {
        int v = air[i];
        if (v < 0 || v > 15) {
            throw new IllegalArgumentException("air[" + i + "] must be in [0, 15]: " + v);
        }
        return v;
    }
}
