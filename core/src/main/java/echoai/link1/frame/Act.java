package echoai.link1.frame;

/** The speech act carried in the low nibble of frame byte 1. The code is the ordinal. */
public enum Act {
    /** Code 0: the speaker joins (introduces itself). */
    HELLO,
    /** Code 1: what happened to the speaker when it did an action at a site. */
    CLAIM,
    /** Code 2: a question about a site (its referent). */
    ASK,
    /** Code 3: the answer "I have not lived it" about a site. */
    UNKNOWN;

    private static final Act[] BY_CODE = values();

    /**
     * The wire code of this act.
     *
     * @return the code, 0..3 (the ordinal)
     */
    public int code() {
        return ordinal();
    }

    /**
     * Whether a wire code names an act.
     *
     * @param code any int, e.g. the low nibble of frame byte 1
     * @return true when {@code code} is in 0..3
     */
    public static boolean isValid(int code) {
        return code >= 0 && code < BY_CODE.length;
    }

    /**
     * The act with this wire code.
     *
     * @param code the wire code, 0..3
     * @return the act whose {@link #code()} is {@code code}
     * @throws IllegalArgumentException when {@code code} is outside 0..3
     */
    public static Act of(int code) {
        if (!isValid(code)) {
            throw new IllegalArgumentException("act code must be in [0, 3]: " + code);
        }
        return BY_CODE[code];
    }
}
