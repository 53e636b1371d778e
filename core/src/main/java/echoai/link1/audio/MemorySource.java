package echoai.link1.audio;

/**
 * Samples in memory as a {@link PcmSource}: a copy of {@code samples} at {@code sampleRateHz},
 * handed out in reads of at most the buffer's length, then the end of the stream.
 * For tests, examples and anything that already holds its PCM. Not thread-safe.
 */
public final class MemorySource implements PcmSource {
    private final short[] samples;
    private final int sampleRateHz;
    private int position;

    /**
     * A source that delivers {@code samples} and then ends.
     *
     * @param samples the samples to deliver
     * @param sampleRateHz the rate it reports, ≥ 1
     * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
     */
    public MemorySource(short[] samples, int sampleRateHz) {
        if (sampleRateHz < 1) {
            throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
        }
        this.samples = samples.clone();
        this.sampleRateHz = sampleRateHz;
    }

    /**
     * A 16 kHz source that delivers {@code samples} and then ends.
     *
     * @param samples the samples to deliver
     */
    public MemorySource(short[] samples) {
        this(samples, Pcm16.SAMPLE_RATE_HZ);
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public int read(short[] buffer) {
        if (buffer.length == 0) {
            throw new IllegalArgumentException("buffer must not be empty");
        }
        if (position == samples.length) {
            return -1;
        }
        int n = Math.min(buffer.length, samples.length - position);
        System.arraycopy(samples, position, buffer, 0, n);
        position += n;
        return n;
    }

    @Override
    public void close() {
        position = samples.length;
    }
}
