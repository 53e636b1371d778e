package echoai.link1.audio;

import java.io.IOException;

/**
 * A {@link PcmSource} at any rate in [8000, 96000] Hz seen at another (by default the modem's
 * 16 kHz) through a {@link Resampler}, streamed: memory stays flat however long the source runs.
 * At the end of the source the resampler is flushed, so n input samples give ⌈n·L/M⌉ outputs.
 * A source already at the wanted rate should be used as it is ({@link #of} does that). Closing
 * closes the wrapped source. Not thread-safe.
 */
public final class ResamplingSource implements PcmSource {
    private static final int READ_SAMPLES = 4096;

    private final PcmSource source;
    private final Resampler resampler;
    private final short[] in = new short[READ_SAMPLES];
    private final short[] out;
    private int outStart;
    private int outEnd;
    private boolean ended;

    /**
     * {@code source} seen at {@code toHz}.
     *
     * @param source the wrapped source, at any rate in [8000, 96000] Hz; closed with this one
     * @param toHz the rate to deliver, Hz, in [8000, 96000]
     * @throws IllegalArgumentException when a rate is outside [8000, 96000]
     */
    public ResamplingSource(PcmSource source, int toHz) {
        this.source = source;
        this.resampler = new Resampler(source.sampleRateHz(), toHz);
        this.out = new short[resampler.maxOutput(READ_SAMPLES)];
    }

    /**
     * A source at a given rate, resampling only when needed.
     *
     * @param source the source
     * @param toHz the rate to deliver, Hz
     * @return {@code source} itself when it is at {@code toHz}, else a resampling view of it
     */
    public static PcmSource of(PcmSource source, int toHz) {
        return source.sampleRateHz() == toHz ? source : new ResamplingSource(source, toHz);
    }

    @Override
    public int sampleRateHz() {
        return resampler.toHz();
    }

    /**
     * Samples read from the wrapped source so far (at its rate).
     *
     * @return the count, 0 or more
     */
    public long sourceSamples() {
        return resampler.inputSamples();
    }

    /**
     * Outputs saturated to the int16 range so far.
     *
     * @return the count, 0 or more
     */
    public long clippedSamples() {
        return resampler.clippedSamples();
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (buffer.length == 0) {
            throw new IllegalArgumentException("buffer must not be empty");
        }
        while (outStart == outEnd) {
            if (ended) {
                return -1;
            }
            int n = source.read(in);
            outStart = 0;
            if (n > 0) {
                outEnd = resampler.process(in, 0, n, out, 0);
            } else {
                outEnd = resampler.flush(out, 0);
                ended = true;
            }
        }
        int n = Math.min(buffer.length, outEnd - outStart);
        System.arraycopy(out, outStart, buffer, 0, n);
        outStart += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
