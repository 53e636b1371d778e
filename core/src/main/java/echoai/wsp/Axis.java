package echoai.wsp;

/** The six signed emotion axes of a postcard, in wire order (bytes 4..9). */
public enum Axis {
    V, A, D, C, U, B;

    /** Smallest legal axis value. */
    public static final int MIN = -100;
    /** Largest legal axis value. */
    public static final int MAX = 100;

    /** True when {@code value} lies in [-100, +100]. */
    public static boolean inRange(int value) {
        return value >= MIN && value <= MAX;
    }
}
