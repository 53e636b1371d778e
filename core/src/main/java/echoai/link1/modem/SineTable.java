package echoai.link1.modem;

/**
 * The two tone tables of the modem: {@code T_A[i] = round(A·sin(2π·i/512))}, i = 0..511, for
 * A = 16384 (greeting notes, K=1 tones, and the demodulator's reference) and A = 11585 (each
 * tone of a K=2 slot, so that the pair has the power of one K=1 tone).
 *
 * <p>The tables are computed once, here, with {@link StrictMath} (identical on every JVM) and
 * pinned by SHA-256 in {@code SineTableTest}; everything that uses them is integer.
 * {@code cos} is read as {@code sin} at index {@code i + 128}.
 */
final class SineTable {
    /** Table length: one period, and the modem's analysis window (bins of 31.25 Hz). */
    static final int LENGTH = 512;
    /** Index mask for {@link #LENGTH}. */
    static final int MASK = LENGTH - 1;
    /** A quarter period: {@code cos(i) = sin(i + QUARTER)}. */
    static final int QUARTER = LENGTH / 4;
    /** Amplitude of greeting notes and K=1 tones (2^14). */
    static final int AMPLITUDE_FULL = 16384;
    /** Amplitude of each of the two K=2 tones (16384/√2, rounded). */
    static final int AMPLITUDE_PAIR = 11585;
    /** Amplitude of each of the four tones of a profile Q slot (16384/2 − 1: four never clip). */
    static final int AMPLITUDE_QUAD = 8191;

    private static final short[] FULL = generate(AMPLITUDE_FULL);
    private static final short[] PAIR = generate(AMPLITUDE_PAIR);
    private static final short[] QUAD = generate(AMPLITUDE_QUAD);

    private SineTable() {
    }

    /** The table of amplitude {@code amplitude} (shared: callers must not write into it). */
    static short[] table(int amplitude) {
        return switch (amplitude) {
            case AMPLITUDE_FULL -> FULL;
            case AMPLITUDE_PAIR -> PAIR;
            case AMPLITUDE_QUAD -> QUAD;
            default -> throw new IllegalArgumentException(
                    "amplitude must be 16384, 11585 or 8191: " + amplitude);
        };
    }

    /** A copy of the table of amplitude {@code amplitude}, for pinning. */
    static short[] copy(int amplitude) {
        return table(amplitude).clone();
    }

    private static short[] generate(int amplitude) {
        short[] t = new short[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            t[i] = (short) StrictMath.round(amplitude * StrictMath.sin(2 * StrictMath.PI * i / LENGTH));
        }
        return t;
    }
}
