package echoai.link1.audio;

/**
 * The one PCM format of the audio path: signed 16-bit, mono, 16 000 samples per second,
 * little-endian on the wire ({@code s16le}), and its conversions.
 *
 * <pre>
 * byte  0        1
 *      +--------+--------+
 *      | low 8  | high 8 |  one sample, two's complement
 *      +--------+--------+
 * </pre>
 */
public final class Pcm16 {
    /** Samples per second of every stream. */
    public static final int SAMPLE_RATE_HZ = 16_000;
    /** Channels of every stream. */
    public static final int CHANNELS = 1;
    /** Bytes per sample (and per frame: mono). */
    public static final int BYTES_PER_SAMPLE = 2;

    private Pcm16() {
    }

    /**
     * Writes {@code sampleCount} samples from {@code samples[offset..]} into
     * {@code out[outOffset..]} (2 · sampleCount bytes).
     *
     * @param samples the source samples
     * @param offset index of the first sample
     * @param sampleCount number of samples, 0 or more
     * @param out the destination bytes
     * @param outOffset index of the first destination byte
     */
    public static void toLittleEndian(short[] samples, int offset, int sampleCount, byte[] out,
            int outOffset) {
        for (int i = 0; i < sampleCount; i++) {
            int s = samples[offset + i];
            out[outOffset + 2 * i] = (byte) s;
            out[outOffset + 2 * i + 1] = (byte) (s >> 8);
        }
    }

    /**
     * Reads {@code sampleCount} samples (2 · sampleCount bytes) from {@code in[inOffset..]} into
     * {@code samples[offset..]}.
     *
     * @param in the source bytes, little-endian signed 16-bit
     * @param inOffset index of the first source byte
     * @param sampleCount number of samples, 0 or more
     * @param samples the destination samples
     * @param offset index of the first destination sample
     */
    public static void fromLittleEndian(byte[] in, int inOffset, int sampleCount, short[] samples,
            int offset) {
        for (int i = 0; i < sampleCount; i++) {
            int lo = in[inOffset + 2 * i] & 0xFF;
            int hi = in[inOffset + 2 * i + 1];
            samples[offset + i] = (short) ((hi << 8) | lo);
        }
    }

    /**
     * A new sample array from {@code byteCount} bytes (even) of {@code s16le}: byteCount / 2
     * samples. (Named for its unit: the 5-argument {@link #fromLittleEndian} counts samples.)
     *
     * @param in the source bytes, little-endian signed 16-bit
     * @param inOffset index of the first source byte
     * @param byteCount number of bytes, even and ≥ 0
     * @return a fresh array of byteCount / 2 samples
     * @throws IllegalArgumentException when {@code byteCount} is negative or odd
     */
    public static short[] fromLittleEndianBytes(byte[] in, int inOffset, int byteCount) {
        if (byteCount < 0 || (byteCount & 1) != 0) {
            throw new IllegalArgumentException("byteCount must be even and >= 0: " + byteCount);
        }
        short[] samples = new short[byteCount / 2];
        fromLittleEndian(in, inOffset, samples.length, samples, 0);
        return samples;
    }

    /**
     * How long samples last at 16 kHz.
     *
     * @param sampleCount number of samples, 0 or more
     * @return their duration in ms, rounded up
     */
    public static long millis(long sampleCount) {
        return millis(sampleCount, SAMPLE_RATE_HZ);
    }

    /**
     * How long samples last at a given rate.
     *
     * @param sampleCount number of samples, 0 or more
     * @param sampleRateHz samples per second, ≥ 1
     * @return their duration in ms, rounded up
     */
    public static long millis(long sampleCount, int sampleRateHz) {
        return (sampleCount * 1000 + sampleRateHz - 1) / sampleRateHz;
    }
}
