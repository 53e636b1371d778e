package echoai.link1.bench.e2roomsq;

/** The two axes of E2-rooms-Q. */
public enum QAxis {
    /** Every arm at the case's SNR (ROOM.md §7: the received signal's mean power). */
    EQUAL_SNR("equal-snr"),
    /**
     * Every arm at the case's SNR minus its crest excess over a sine (its peak-to-average power
     * ratio less 3.01 dB): the background a loudspeaker limited at its peak would meet.
     */
    EQUAL_PEAK("equal-peak");

    private final String label;

    QAxis(String label) {
        this.label = label;
    }

    /**
     * The axis as the file writes it.
     *
     * @return {@code equal-snr} or {@code equal-peak}
     */
    @Override
    public String toString() {
        return label;
    }
}
