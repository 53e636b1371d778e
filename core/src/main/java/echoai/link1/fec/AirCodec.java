package echoai.link1.fec;

/**
 * Frame bytes ⇄ air nibbles: the whole FEC path of LINK-1.
 *
 * <pre>
 *   22 bytes ─ high nibble first ─▶ 44 nibbles ─▶ blocks j = 0..3 of 11 (nibbles 11j..11j+10)
 *   ─ RS(15,11) ─▶ 4 × 15 ─ symbol i of block j → air 4i + j ─▶ 60 ─ XOR whitening ─▶ 60 air nibbles
 * </pre>
 *
 * <p>Decoding reverses it. With reliabilities (GMD, Forney 1966; one number per air nibble, higher
 * = less reliable, e.g. r = 65536·P₂/P₁ from the modem) each block is decoded errors-only first;
 * if that fails, its 1, 2, 3, then 4 least reliable symbols (ties: the lower air position first)
 * are erased and the block is decoded with f erasures and up to ⌊(4 − f)/2⌋ errors, stopping at the
 * first f that yields a codeword. Four erasures always yield one, so under GMD only the caller's
 * CRC rejects. One candidate per frame. The CRC is not checked here.
 *
 * <p>An instance owns its buffers (allocated in the constructor) and is <b>not thread-safe</b>: use
 * one per thread. The static {@link #encode(byte[])} and {@link #decodeOnce} are thread-safe.
 */
public final class AirCodec {
    /** Bytes in a link frame. */
    public static final int FRAME_BYTES = 22;
    /** Data nibbles per frame (high nibble of each byte first). */
    public static final int DATA_NIBBLES = 2 * FRAME_BYTES;
    /** Nibbles on the air per frame. */
    public static final int AIR_NIBBLES = Interleaver.POSITIONS;

    static {
        if (DATA_NIBBLES != Interleaver.BLOCKS * Rs1511.K || AIR_NIBBLES != Whitener.NIBBLES) {
            throw new ExceptionInInitializerError("frame layout does not add up");
        }
    }

    private final Rs1511 rs = new Rs1511();
    private final byte[] air = new byte[AIR_NIBBLES];
    private final byte[] blocks = new byte[AIR_NIBBLES];
    private final int[] leastReliable = new int[Rs1511.MAX_ERASURES];
    private final int[] erasures = new int[Rs1511.MAX_ERASURES];
    private final int[] errorsInBlock = new int[Interleaver.BLOCKS];
    private final int[] erasuresInBlock = new int[Interleaver.BLOCKS];
    private final byte[] frame = new byte[FRAME_BYTES];

    /** An engine with its own work buffers (one per thread). */
    public AirCodec() {
    }

    /**
     * The 60 whitened air nibbles of a 22-byte frame.
     *
     * @param frame22 the 22 frame bytes
     * @return a fresh array of 60 nibbles, values 0..15, in air order
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static byte[] encode(byte[] frame22) {
        byte[] out = new byte[AIR_NIBBLES];
        encode(frame22, out);
        return out;
    }

    /**
     * Writes the 60 air nibbles of a frame into an array.
     *
     * @param frame22 the 22 frame bytes
     * @param air60 the destination, 60 entries
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static void encode(byte[] frame22, byte[] air60) {
        checkLength("frame22", frame22.length, FRAME_BYTES);
        checkLength("air60", air60.length, AIR_NIBBLES);
        byte[] blocks = new byte[AIR_NIBBLES];
        for (int n = 0; n < DATA_NIBBLES; n++) {
            int b = frame22[n >> 1] & 0xFF;
            int nibble = (n & 1) == 0 ? b >> 4 : b & 0xF;
            blocks[Rs1511.N * (n / Rs1511.K) + n % Rs1511.K] = (byte) nibble;
        }
        for (int j = 0; j < Interleaver.BLOCKS; j++) {
            Rs1511.encode(blocks, Rs1511.N * j);
        }
        Interleaver.interleave(blocks, air60);
        Whitener.apply(air60, 0);
    }

    /**
     * {@link #decode} on a fresh engine (thread-safe, allocates one engine per call).
     *
     * @param air60 60 received air nibbles, values 0..15
     * @param reliability60 60 figures ≥ 0, higher is less reliable, or null for errors-only
     * @return the frame and its counts, or the block that failed
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static AirDecode decodeOnce(byte[] air60, int[] reliability60) {
        return new AirCodec().decode(air60, reliability60);
    }

    /**
     * Decodes 60 received air nibbles (values 0..15). {@code reliability60} holds one number
     * ≥ 0 per air nibble (higher = less reliable), or is null for errors-only decoding without
     * GMD. The arguments are not modified.
     *
     * @param air60 60 received air nibbles, values 0..15
     * @param reliability60 60 figures ≥ 0, or null
     * @return the frame and its counts, or the block that failed
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public AirDecode decode(byte[] air60, int[] reliability60) {
        checkLength("air60", air60.length, AIR_NIBBLES);
        for (int p = 0; p < AIR_NIBBLES; p++) {
            if (air60[p] < 0 || air60[p] > 15) {
                throw new IllegalArgumentException("air60[" + p + "] must be in [0, 15]: "
                        + air60[p]);
            }
        }
        if (reliability60 != null) {
            checkLength("reliability60", reliability60.length, AIR_NIBBLES);
            for (int p = 0; p < AIR_NIBBLES; p++) {
                if (reliability60[p] < 0) {
                    throw new IllegalArgumentException("reliability60[" + p
                            + "] must be >= 0: " + reliability60[p]);
                }
            }
        }
        System.arraycopy(air60, 0, air, 0, AIR_NIBBLES);
        Whitener.apply(air, 0);
        Interleaver.deinterleave(air, blocks);
        for (int j = 0; j < Interleaver.BLOCKS; j++) {
            RsOutcome outcome = decodeBlock(j, reliability60);
            if (outcome instanceof RsOutcome.Failed failed) {
                return new AirDecode.Failed(j, failed.reason());
            }
            RsOutcome.Corrected corrected = (RsOutcome.Corrected) outcome;
            errorsInBlock[j] = corrected.errors();
            erasuresInBlock[j] = corrected.erasures();
        }
        for (int b = 0; b < FRAME_BYTES; b++) {
            frame[b] = (byte) (dataNibble(2 * b) << 4 | dataNibble(2 * b + 1));
        }
        return new AirDecode.Decoded(frame, errorsInBlock, erasuresInBlock);
    }

    /**
     * Errors-only, then GMD with 1..4 erasures: the first outcome that makes block j a codeword,
     * else the last failure.
     */
    private RsOutcome decodeBlock(int j, int[] reliability60) {
        int off = Rs1511.N * j;
        RsOutcome outcome = rs.decode(blocks, off, erasures, 0);
        if (outcome.isCorrected() || reliability60 == null) {
            return outcome;
        }
        rankLeastReliable(j, reliability60, leastReliable);
        for (int f = 1; f <= Rs1511.MAX_ERASURES && !outcome.isCorrected(); f++) {
            erasures[f - 1] = leastReliable[f - 1];
            outcome = rs.decode(blocks, off, erasures, f);
        }
        return outcome;
    }

    /**
     * Writes into {@code out[0..3]} the symbols of block j with the highest reliability numbers,
     * most unreliable first; ties go to the lower air position (= the lower symbol index).
     */
    static void rankLeastReliable(int j, int[] reliability60, int[] out) {
        for (int r = 0; r < Rs1511.MAX_ERASURES; r++) {
            int best = -1;
            int bestValue = -1;
            for (int i = 0; i < Rs1511.N; i++) {
                int value = reliability60[Interleaver.BLOCKS * i + j];
                if (value > bestValue && !taken(out, i, r)) {
                    best = i;
                    bestValue = value;
                }
            }
            out[r] = best;
        }
    }

    private static boolean taken(int[] ranked, int symbol, int count) {
        for (int r = 0; r < count; r++) {
            if (ranked[r] == symbol) {
                return true;
            }
        }
        return false;
    }

    private int dataNibble(int n) {
        return blocks[Rs1511.N * (n / Rs1511.K) + n % Rs1511.K];
    }

    private static void checkLength(String name, int actual, int expected) {
        if (actual != expected) {
            throw new IllegalArgumentException(name + " must have " + expected + " entries: "
                    + actual);
        }
    }
}
