package echoai.link1.fec;

/**
 * Whitening of the 60 air nibbles: XOR with a fixed sequence from the 16-bit Fibonacci LFSR
 * x¹⁶+x¹⁴+x¹³+x¹¹+1, seed {@code 0xACE1}. Each step computes
 * {@code bit = (s ^ s>>2 ^ s>>3 ^ s>>5) & 1; s = s>>1 | bit<<15}; a nibble is 4 successive output
 * bits (the new feedback {@code bit} of each step, not {@code s & 1}), first bit most significant.
 *
 * <p>The 60 nibbles ({@code 44e2ec23b9c7a8114af7687c85fa02824cd08306f7f4690ba40c95c8d5b7}) are
 * generated at class load by {@link #sequence(int)} and pinned by SHA-256 in {@code WhitenerTest}.
 * Whitening twice is the identity. Stateless and thread-safe.
 */
public final class Whitener {
    /** The LFSR seed. */
    public static final int SEED = 0xACE1;
    /** Nibbles whitened per frame. */
    public static final int NIBBLES = 60;

    private static final byte[] SEQUENCE = sequence(NIBBLES);

    private Whitener() {
    }

    /**
     * The whitening nibble at an air position.
     *
     * @param i 0..59
     * @return 0..15
     * @throws IllegalArgumentException when {@code i} is outside 0..59
     */
    public static int nibble(int i) {
        if (i < 0 || i >= NIBBLES) {
            throw new IllegalArgumentException("i must be in [0, 59]: " + i);
        }
        return SEQUENCE[i];
    }

    /**
     * XORs {@code air[off..off+59]} with the sequence, in place (whitens and de-whitens).
     *
     * @param air the array holding 60 nibbles
     * @param off where they start
     * @throws IllegalArgumentException when 60 nibbles do not fit at {@code off}
     */
    public static void apply(byte[] air, int off) {
        if (off < 0 || off > air.length - NIBBLES) {
            throw new IllegalArgumentException(
                    "off must be in [0, " + (air.length - NIBBLES) + "]: " + off);
        }
        for (int i = 0; i < NIBBLES; i++) {
            air[off + i] = (byte) (air[off + i] ^ SEQUENCE[i]);
        }
    }

    /**
     * The first nibbles of the LFSR output from {@link #SEED}.
     *
     * @param count how many, ≥ 0
     * @return a fresh array of {@code count} nibbles, 0..15
     * @throws IllegalArgumentException when {@code count} is negative
     */
    public static byte[] sequence(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0: " + count);
        }
        byte[] out = new byte[count];
        int s = SEED;
        for (int i = 0; i < count; i++) {
            int nibble = 0;
            for (int b = 0; b < 4; b++) {
                int bit = (s ^ (s >> 2) ^ (s >> 3) ^ (s >> 5)) & 1;
                s = (s >> 1) | (bit << 15);
                nibble = (nibble << 1) | bit;
            }
            out[i] = (byte) nibble;
        }
        return out;
    }
}
