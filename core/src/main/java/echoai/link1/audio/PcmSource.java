package echoai.link1.audio;

import java.io.IOException;

/**
 * Where signed 16-bit mono PCM comes from: a microphone, a PipeWire stream, a WAV file
 * ({@link WavSource}), memory ({@link MemorySource}). The samples are at {@link #sampleRateHz()},
 * which is {@link Pcm16#SAMPLE_RATE_HZ} (16 kHz, the modem's rate) unless the source says otherwise.
 *
 * <p>{@link #read} returns the samples as they arrive: it blocks until at least one sample is
 * there, then returns what is there (up to the buffer's length). A device that stops delivering
 * samples, a missing tool, no device, a busy device or a refused format is an
 * {@link IOException} with a one-line message; nothing blocks forever.
 */
public interface PcmSource extends AutoCloseable {
    /**
     * Reads up to {@code buffer.length} samples into {@code buffer}.
     *
     * @param buffer where the samples go, from index 0
     * @return the number of samples read (at least 1), or -1 at the end of the stream
     * @throws IOException when the device or file fails (e.g. a stalled stream)
     */
    int read(short[] buffer) throws IOException;

    /**
     * Samples per second of this source.
     *
     * @return the rate, Hz (default 16 000)
     */
    default int sampleRateHz() {
        return Pcm16.SAMPLE_RATE_HZ;
    }

    /** Stops recording and releases the device. */
    @Override
    void close() throws IOException;
}
