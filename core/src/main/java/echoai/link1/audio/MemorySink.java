package echoai.link1.audio;

import java.util.Arrays;

/**
 * A {@link PcmSink} that keeps what is played in memory, at {@code sampleRateHz}; {@link #samples}
 * copies it out. Play and drain never block. For tests, examples and rendering before writing.
 * Not thread-safe.
 */
public final class MemorySink implements PcmSink {
    private final int sampleRateHz;
    private short[] samples = new short[1024];
    private int count;

    /**
     * An empty sink at a given rate.
     *
     * @param sampleRateHz samples per second, ≥ 1
     * @throws IllegalArgumentException when {@code sampleRateHz} is below 1
     */
    public MemorySink(int sampleRateHz) {
        if (sampleRateHz < 1) {
            throw new IllegalArgumentException("sampleRateHz must be >= 1: " + sampleRateHz);
        }
        this.sampleRateHz = sampleRateHz;
    }

    /** A sink at 16 kHz. */
    public MemorySink() {
        this(Pcm16.SAMPLE_RATE_HZ);
    }

    @Override
    public int sampleRateHz() {
        return sampleRateHz;
    }

    @Override
    public void play(short[] in, int offset, int n) {
        if (offset < 0 || n < 0 || n > in.length - offset) {
            throw new IllegalArgumentException("offset and count must lie in the array: "
                    + offset + ", " + n);
        }
        if (count + n > samples.length) {
            long grown = Math.max((long) count + n, 2L * samples.length);
            if (grown > Integer.MAX_VALUE - 8) {
                throw new IllegalStateException("a memory sink holds at most 2^31 - 9 samples");
            }
            samples = Arrays.copyOf(samples, (int) grown);
        }
        System.arraycopy(in, offset, samples, count, n);
        count += n;
    }

    /**
     * Samples played so far.
     *
     * @return the count, 0 or more
     */
    public int size() {
        return count;
    }

    /**
     * Everything played so far.
     *
     * @return a fresh copy, {@link #size()} samples long
     */
    public short[] samples() {
        return Arrays.copyOf(samples, count);
    }

    @Override
    public void drain() {
    }

    @Override
    public void close() {
    }
}
