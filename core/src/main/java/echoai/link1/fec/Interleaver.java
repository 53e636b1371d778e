package echoai.link1.fec;

/**
 * Block interleaving of the four RS(15,11) blocks onto 60 air positions: symbol i of block j
 * goes to air position 4·i + j, so a burst of up to 4 consecutive air nibbles hits each block at
 * most once.
 *
 * <pre>
 *   air   0    1    2    3    4    5   ...  59
 *         b0s0 b1s0 b2s0 b3s0 b0s1 b1s1 ... b3s14
 * </pre>
 *
 * <p>Blocks are laid out block-major ({@code blocks[15·j + i]}). Stateless and thread-safe.
 */
public final class Interleaver {
    /** Blocks per frame. */
    public static final int BLOCKS = 4;
    /** Air positions per frame. */
    public static final int POSITIONS = BLOCKS * Rs1511.N;

    private Interleaver() {
    }

    /**
     * The air position of a block symbol.
     *
     * @param block 0..3
     * @param symbol 0..14
     * @return the air position, 0..59
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static int airPosition(int block, int symbol) {
        if (block < 0 || block >= BLOCKS) {
            throw new IllegalArgumentException("block must be in [0, 3]: " + block);
        }
        if (symbol < 0 || symbol >= Rs1511.N) {
            throw new IllegalArgumentException("symbol must be in [0, 14]: " + symbol);
        }
        return BLOCKS * symbol + block;
    }

    /**
     * The block of an air position.
     *
     * @param position 0..59
     * @return the block, 0..3
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static int blockOf(int position) {
        checkPosition(position);
        return position % BLOCKS;
    }

    /**
     * The symbol index within its block of an air position.
     *
     * @param position 0..59
     * @return the symbol, 0..14
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static int symbolOf(int position) {
        checkPosition(position);
        return position / BLOCKS;
    }

    /**
     * Block-major {@code blocks[0..59]} → air order {@code air[0..59]}.
     *
     * @param blocks 60 nibbles, block-major
     * @param air the destination, 60 entries
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static void interleave(byte[] blocks, byte[] air) {
        checkLengths(blocks, air);
        for (int j = 0; j < BLOCKS; j++) {
            for (int i = 0; i < Rs1511.N; i++) {
                air[BLOCKS * i + j] = blocks[Rs1511.N * j + i];
            }
        }
    }

    /**
     * Air order {@code air[0..59]} → block-major {@code blocks[0..59]}.
     *
     * @param air 60 nibbles, in air order
     * @param blocks the destination, 60 entries
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static void deinterleave(byte[] air, byte[] blocks) {
        checkLengths(blocks, air);
        for (int j = 0; j < BLOCKS; j++) {
            for (int i = 0; i < Rs1511.N; i++) {
                blocks[Rs1511.N * j + i] = air[BLOCKS * i + j];
            }
        }
    }

    private static void checkPosition(int position) {
        if (position < 0 || position >= POSITIONS) {
            throw new IllegalArgumentException("position must be in [0, 59]: " + position);
        }
    }

    private static void checkLengths(byte[] blocks, byte[] air) {
        if (blocks.length != POSITIONS || air.length != POSITIONS) {
            throw new IllegalArgumentException("blocks and air must have 60 nibbles: "
                    + blocks.length + ", " + air.length);
        }
        if (blocks == air) {
            throw new IllegalArgumentException("blocks and air must be different arrays");
        }
    }
}
