package echoai.link1.frame;

/** The speech act carried in the low nibble of frame byte 1. The code is the ordinal. */
public enum Act {
    HELLO, CLAIM, ASK, UNKNOWN;

    private static final Act[] BY_CODE = values();

    /** The wire code, 0..3. */
    public int code() {
        return ordinal();
    }

    /** True when {@code code} names an act (0..3). */
    public static boolean isValid(int code) {
        return code >= 0 && code < BY_CODE.length;
    }

    /** The act with this code; {@code IllegalArgumentException} outside 0..3. */
    public static Act of(int code) {
        if (!isValid(code)) {
            throw new IllegalArgumentException("act code must be in [0, 3]: " + code);
        }
        return BY_CODE[code];
    }
}
