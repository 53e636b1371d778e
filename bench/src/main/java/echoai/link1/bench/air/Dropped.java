package echoai.link1.bench.air;

/**
 * Candidates the demodulator dropped, by reason (the modem's {@code DropReason}, in its order).
 * Counts, each ≥ 0.
 *
 * @param truncated    the recording ended inside the frame
 * @param undecodable  the RS decoder (with GMD) gave up
 * @param checkFailed  decoded but the frame check (CRC) failed
 * @param overflow     past the receiver's frame limit
 */
public record Dropped(long truncated, long undecodable, long checkFailed, long overflow) {
    /** Nothing dropped. */
    public static final Dropped NONE = new Dropped(0, 0, 0, 0);

    /**
     * All four reasons together.
     *
     * @return the sum of the four counts
     */
    public long total() {
        return truncated + undecodable + checkFailed + overflow;
    }
}
