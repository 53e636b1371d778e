package echoai.link1.audio;

import java.io.IOException;

/**
 * Somewhere to play signed 16-bit mono PCM: a speaker, a PipeWire stream, a WAV file
 * ({@link WavSink}), memory ({@link MemorySink}). The samples are at {@link #sampleRateHz()}, which
 * is {@link Pcm16#SAMPLE_RATE_HZ} (16 kHz) unless the sink says otherwise.
 *
 * <p>{@link #play} blocks until the samples have been handed to the device (at most about one
 * device buffer ahead of what is audible); {@link #drain} blocks until everything handed over
 * has been played. After {@code drain} the sink may be played to again. Every failure of the
 * device (missing tool, no device, busy device, refused format, a device that stops taking
 * samples) is an {@link IOException} whose message is one clear line; nothing blocks forever.
 */
public interface PcmSink extends AutoCloseable {
    /**
     * Plays {@code count} samples of {@code samples} starting at {@code offset}.
     *
     * @param samples the samples, at {@link #sampleRateHz()}
     * @param offset index of the first sample
     * @param count number of samples, 0 or more
     * @throws IOException when the device or file fails
     */
    void play(short[] samples, int offset, int count) throws IOException;

    /**
     * Plays all of {@code samples}.
     *
     * @param samples the samples, at {@link #sampleRateHz()}
     * @throws IOException when the device or file fails
     */
    default void play(short[] samples) throws IOException {
        play(samples, 0, samples.length);
    }

    /**
     * Plays {@code byteCount} bytes of little-endian signed 16-bit samples ({@code byteCount}
     * even, byteCount / 2 samples) starting at byte {@code byteOffset}. (Named for its unit:
     * {@link #play(short[], int, int)} counts samples.)
     *
     * @param pcmLe the bytes, little-endian signed 16-bit
     * @param byteOffset index of the first byte
     * @param byteCount number of bytes, even and ≥ 0
     * @throws IOException when the device or file fails
     */
    default void playLittleEndian(byte[] pcmLe, int byteOffset, int byteCount) throws IOException {
        play(Pcm16.fromLittleEndianBytes(pcmLe, byteOffset, byteCount));
    }

    /**
     * Samples per second this sink expects.
     *
     * @return the rate, Hz (default 16 000)
     */
    default int sampleRateHz() {
        return Pcm16.SAMPLE_RATE_HZ;
    }

    /**
     * Blocks until every sample played so far has left the device.
     *
     * @throws IOException when the device or file fails
     */
    void drain() throws IOException;

    /** Stops at once (what was not yet played may be lost) and releases the device. */
    @Override
    void close() throws IOException;
}
