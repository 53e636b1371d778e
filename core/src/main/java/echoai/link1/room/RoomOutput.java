package echoai.link1.room;

/**
 * What the room produced: the received int16 recording and how many samples were clipped.
 * The array is handed over, not copied (recordings are long); the caller owns it.
 */
public final class RoomOutput {
    private final short[] samples;
    private final long clippedSamples;

    RoomOutput(short[] samples, long clippedSamples) {
        this.samples = samples;
        this.clippedSamples = clippedSamples;
    }

    /**
     * The received recording.
     *
     * @return 16 kHz int16 samples, the array itself (owned by the caller from now on)
     */
    public short[] samples() {
        return samples;
    }

    /**
     * Samples that fell outside int16 and were saturated.
     *
     * @return the count, 0 or more
     */
    public long clippedSamples() {
        return clippedSamples;
    }
}
