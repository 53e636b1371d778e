package echoai.link1.modem;

/**
 * A {@link StartDetector} that detects nothing and confirms a start every {@code period}
 * samples (at 0, period, 2·period, …): the forced candidate search of a false-frame run
 * (issue 28, item 1), which hands the FEC and the CRC a candidate whether or not a greeting or
 * sync is there, so that the checks behind the detectors are tried on background audio too.
 */
final class ForcedStarts implements StartDetector {
    private final int period;
    private long samples;

    /**
     * @param periodSamples samples between forced starts (≥ 1)
     */
    ForcedStarts(int periodSamples) {
        if (periodSamples < 1) {
            throw new IllegalArgumentException("periodSamples must be >= 1: " + periodSamples);
        }
        this.period = periodSamples;
    }

    @Override
    public void reset() {
        samples = 0;
    }

    @Override
    public int samplesToBlockEnd() {
        return (int) (period - samples % period);
    }

    @Override
    public long feed(short[] pcm, int offset, int length) {
        samples += length;
        return samples % period == 0 ? samples - period : -1;
    }

    @Override
    public long flush() {
        return -1;
    }
}
