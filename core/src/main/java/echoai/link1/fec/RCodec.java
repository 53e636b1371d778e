package echoai.link1.fec;

/**
 * Frame bytes ⇄ the 91 air symbols of profile R (docs/spec/PROFILE-R.md, "Code"): the 22 bytes
 * as 176 bits (most significant bit of byte 0 first), 6 zero tail bits, the K=7 rate-1/2
 * {@link ConvolutionalCode} (364 coded bits), then one interleaver over the frame onto 91 symbols
 * of 4 bits.
 *
 * <pre>
 *   coded bit j (0..363) → symbol s = 27·(j mod 91) mod 91, bit m = ⌊j / 91⌋ (m = 0 is the MSB)
 *   symbol s's 4 bits are coded bits 27·s mod 91 + 91·m (27² ≡ 1 mod 91: the map is its own inverse)
 * </pre>
 *
 * Consecutive coded bits land 27 symbols (1.3 s) apart and consecutive symbols carry coded bits
 * 27 apart; the 4 bits of one symbol are 91 coded bits (45 input bits, 6 constraint lengths)
 * apart, so one faded tone or a burst of several slots hits the trellis at scattered places.
 *
 * <p>Decoding takes one soft value per symbol bit (positive = "0 is more likely", |value| ≤
 * 2²⁰), runs the Viterbi decoder over the whole frame and always yields 22 bytes: only the
 * caller's CRC rejects. One candidate per call. An instance owns its buffers and is not
 * thread-safe; {@link #encode} is.
 */
public final class RCodec {
    /** Symbols per frame. */
    public static final int SYMBOLS = 91;
    /** Coded bits per symbol. */
    public static final int BITS_PER_SYMBOL = 4;
    /** Input bits: the frame's 176 and the 6-bit tail. */
    public static final int INPUT_BITS = 8 * AirCodec.FRAME_BYTES + ConvolutionalCode.TAIL_BITS;
    /** Coded bits per frame. */
    public static final int CODED_BITS = 2 * INPUT_BITS;
    /** The interleaver's multiplier (its own inverse modulo 91). */
    public static final int INTERLEAVER_STEP = 27;

    static {
        if (CODED_BITS != SYMBOLS * BITS_PER_SYMBOL
                || INTERLEAVER_STEP * INTERLEAVER_STEP % SYMBOLS != 1) {
            throw new ExceptionInInitializerError("profile R code layout does not add up");
        }
    }

    private final ConvolutionalCode viterbi = new ConvolutionalCode(INPUT_BITS);
    private final int[] coded = new int[CODED_BITS];
    private final byte[] bits = new byte[INPUT_BITS];
    private final byte[] reencodedBits = new byte[INPUT_BITS];
    private final byte[] reencoded = new byte[CODED_BITS];
    private long lastMetric;
    private int lastDisagreements;

    /** An engine with its own work buffers (one per thread). */
    public RCodec() {
    }

    /**
     * The symbol that carries a coded bit.
     *
     * @param j the coded bit, 0..363
     * @return the symbol, 0..90
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static int symbolOf(int j) {
        checkCodedBit(j);
        return INTERLEAVER_STEP * (j % SYMBOLS) % SYMBOLS;
    }

    /**
     * The bit position of a coded bit within its symbol.
     *
     * @param j the coded bit, 0..363
     * @return 0 (MSB) .. 3
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static int bitOf(int j) {
        checkCodedBit(j);
        return j / SYMBOLS;
    }

    /**
     * The 91 air symbols of a 22-byte frame.
     *
     * @param frame22 the 22 frame bytes
     * @return a fresh array of 91 symbols, values 0..15
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static byte[] encode(byte[] frame22) {
        if (frame22.length != AirCodec.FRAME_BYTES) {
            throw new IllegalArgumentException("frame22 must have 22 entries: " + frame22.length);
        }
        byte[] in = new byte[INPUT_BITS];
        for (int i = 0; i < 8 * AirCodec.FRAME_BYTES; i++) {
            in[i] = (byte) ((frame22[i >> 3] >> (7 - (i & 7))) & 1);
        }
        byte[] out = new byte[CODED_BITS];
        ConvolutionalCode.encode(in, out);
        byte[] symbols = new byte[SYMBOLS];
        for (int j = 0; j < CODED_BITS; j++) {
            symbols[symbolOf(j)] |= (byte) (out[j] << (BITS_PER_SYMBOL - 1 - bitOf(j)));
        }
        return symbols;
    }

    /**
     * Decodes the soft values {@code soft} (364 entries, index 4·s + m for bit m of symbol s)
     * into {@code frame22}. Always yields a frame; see {@link #lastDisagreements()}.
     *
     * @param soft 364 soft values
     * @param frame22 the destination, 22 bytes
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public void decode(int[] soft, byte[] frame22) {
        if (soft.length != CODED_BITS || frame22.length != AirCodec.FRAME_BYTES) {
            throw new IllegalArgumentException("soft and frame22 must have 364 and 22 entries: "
                    + soft.length + ", " + frame22.length);
        }
        for (int j = 0; j < CODED_BITS; j++) {
            coded[j] = soft[BITS_PER_SYMBOL * symbolOf(j) + bitOf(j)];
        }
        lastMetric = viterbi.decode(coded, INPUT_BITS, bits);
        for (int b = 0; b < AirCodec.FRAME_BYTES; b++) {
            int v = 0;
            for (int i = 0; i < 8; i++) {
                v = v << 1 | bits[8 * b + i];
            }
            frame22[b] = (byte) v;
        }
        System.arraycopy(bits, 0, reencodedBits, 0, INPUT_BITS);
        ConvolutionalCode.encode(reencodedBits, reencoded);
        int disagreements = 0;
        for (int j = 0; j < CODED_BITS; j++) {
            boolean hardOne = coded[j] < 0;
            if (hardOne != (reencoded[j] == 1)) {
                disagreements++;
            }
        }
        lastDisagreements = disagreements;
    }

    /**
     * The last decode's path metric Σ ±soft.
     *
     * @return the metric, at most Σ|soft|
     */
    public long lastMetric() {
        return lastMetric;
    }

    /**
     * Coded bits whose hard decision the last decoded path contradicts (bit errors corrected).
     *
     * @return 0..364
     */
    public int lastDisagreements() {
        return lastDisagreements;
    }

    private static void checkCodedBit(int j) {
        if (j < 0 || j >= CODED_BITS) {
            throw new IllegalArgumentException("j must be in [0, 363]: " + j);
        }
    }
}
