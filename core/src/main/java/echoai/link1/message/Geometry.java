package echoai.link1.message;

/**
 * How a message of L bytes is cut (docs/spec/MESSAGE.md §2): its stream (payload, 8-byte check,
 * 0x80, zeros) of k = ⌈(L + 9) / 13⌉ data frames, in B = ⌈k / 128⌉ blocks of sizes as equal as
 * they can be (the first k mod B blocks one larger). A function of L alone; immutable.
 */
public final class Geometry {
    /** Payload bytes a frame carries. */
    public static final int FRAGMENT_BYTES = 13;
    /** The longest payload, bytes (64 KiB). */
    public static final int MAX_LENGTH = 65_536;
    /** The most data frames a block holds. */
    public static final int MAX_BLOCK = 128;
    /** Bytes the stream adds to the payload before padding: the check and the 0x80 marker. */
    public static final int TRAILER_BYTES = MessageCheck.BYTES + 1;
    /** The most data frames a message has (64 KiB). */
    public static final int MAX_DATA_FRAMES = ceilDiv(MAX_LENGTH + TRAILER_BYTES, FRAGMENT_BYTES);
    /** The most blocks a message has (64 KiB). */
    public static final int MAX_BLOCKS = ceilDiv(MAX_DATA_FRAMES, MAX_BLOCK);

    private final int length;
    private final int dataFrames;
    private final int[] sizes;
    private final int[] first;

    private Geometry(int length) {
        this.length = length;
        this.dataFrames = ceilDiv(length + TRAILER_BYTES, FRAGMENT_BYTES);
        int blocks = ceilDiv(dataFrames, MAX_BLOCK);
        int q = dataFrames / blocks;
        int r = dataFrames % blocks;
        this.sizes = new int[blocks];
        this.first = new int[blocks];
        int j = 0;
        for (int b = 0; b < blocks; b++) {
            sizes[b] = b < r ? q + 1 : q;
            first[b] = j;
            j += sizes[b];
        }
    }

    /**
     * The geometry of a payload of {@code length} bytes.
     *
     * @param length 1..65 536
     * @return its geometry
     * @throws IllegalArgumentException when the length is out of range
     */
    public static Geometry of(int length) {
        checkLength(length);
        return new Geometry(length);
    }

    static void checkLength(int length) {
        if (length < 1 || length > MAX_LENGTH) {
            throw new IllegalArgumentException("a message has 1..65536 bytes: " + length);
        }
    }

    /**
     * The payload's length.
     *
     * @return L, bytes
     */
    public int length() {
        return length;
    }

    /**
     * The data frames: the stream's length over 13.
     *
     * @return k, 1..5042
     */
    public int dataFrames() {
        return dataFrames;
    }

    /**
     * The blocks.
     *
     * @return B, 1..40
     */
    public int blocks() {
        return sizes.length;
    }

    /**
     * A block's data frames.
     *
     * @param block 0..B−1
     * @return kb, 1..128
     */
    public int blockSize(int block) {
        return sizes[block];
    }

    /**
     * The index, among the message's data frames, of a block's first one.
     *
     * @param block 0..B−1
     * @return J_b
     */
    public int firstFrame(int block) {
        return first[block];
    }

    /**
     * The stream's length, bytes: 13 · k.
     *
     * @return the padded stream's length
     */
    public int streamBytes() {
        return FRAGMENT_BYTES * dataFrames;
    }

    /**
     * Parity frames a block gets at a share of its data frames: ⌈kb · percent / 100⌉.
     *
     * @param block 0..B−1
     * @param percent 0..100
     * @return m_b
     */
    public int parityFrames(int block, int percent) {
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent must be in [0, 100]: " + percent);
        }
        return ceilDiv(sizes[block] * percent, 100);
    }

    static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Geometry g && g.length == length;
    }

    @Override
    public int hashCode() {
        return length;
    }

    @Override
    public String toString() {
        return "Geometry[length=" + length + ", dataFrames=" + dataFrames + ", blocks="
                + sizes.length + "]";
    }
}
