package echoai.wsp;

/** The six signed emotion axes of a postcard, in wire order (bytes 4..9). */
public enum Axis {
    /** Valence (byte 4). */
    V,
    /** Arousal (byte 5). */
    A,
    /** Dominance (byte 6). */
    D,
    /** Confidence, support (byte 7). */
    C,
    /** Urgency (byte 8). */
    U,
    /** Bond (byte 9). */
    B;

    /** Smallest legal axis value. */
    public static final int MIN = -100;
    /** Largest legal axis value. */
    public static final int MAX = 100;

    /**
     * Whether a value is a legal axis value.
     *
     * @param value any int
     * @return true when {@code value} lies in [-100, +100]
     */
    public static boolean inRange(int value) {
        return value >= MIN && value <= MAX;
    }
}
