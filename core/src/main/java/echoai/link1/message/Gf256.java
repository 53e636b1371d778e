package echoai.link1.message;

/**
 * GF(2⁸) on the primitive polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D), generator 2
 * (docs/spec/MESSAGE.md §3): a byte's bits are the coefficients, addition is XOR. The antilog
 * table has 510 entries so that a product's log sum needs no reduction; both tables are built
 * once, at class load, by a pure loop.
 */
final class Gf256 {
    /** The primitive polynomial, with its x⁸ term. */
    static final int POLY = 0x11D;
    /** The multiplicative group's order. */
    static final int ORDER = 255;

    /** {@code EXP[i]} = 2^i, for i in 0..509. */
    static final int[] EXP = new int[2 * ORDER];
    /** {@code LOG[a]} = log₂ a for a in 1..255; {@code LOG[0]} is unused (0). */
    static final int[] LOG = new int[256];

    static {
        int x = 1;
        for (int i = 0; i < ORDER; i++) {
            EXP[i] = x;
            EXP[i + ORDER] = x;
            LOG[x] = i;
            x <<= 1;
            if ((x & 0x100) != 0) {
                x ^= POLY;
            }
        }
    }

    private Gf256() {
    }

    /** The product of two field elements (bytes 0..255). */
    static int mul(int a, int b) {
        return a == 0 || b == 0 ? 0 : EXP[LOG[a] + LOG[b]];
    }

    /** The inverse of a non-zero element. */
    static int inv(int a) {
        if (a == 0) {
            throw new ArithmeticException("0 has no inverse in GF(256)");
        }
        return EXP[(ORDER - LOG[a]) % ORDER];
    }
}
