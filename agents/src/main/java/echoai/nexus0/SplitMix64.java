package echoai.nexus0;

/**
 * SplitMix64 (Steele, Lea &amp; Flood 2014), exactly as NEXUS0.md fixes it: the state is a 64-bit
 * unsigned integer initialised to the seed; {@link #below(long)} is the next output, read as an
 * unsigned 64-bit number, modulo {@code n} (no rejection step, so the contract's worlds follow).
 */
public final class SplitMix64 {
    private static final long GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    /**
     * A generator whose state is {@code seed}.
     *
     * @param seed any 64-bit pattern
     */
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /**
     * The next output.
     *
     * @return 64 bits
     */
    public long next() {
        state += GAMMA;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The next output, unsigned, modulo {@code n}.
     *
     * @param n the modulus, in [1, 2^63)
     * @return 0..n-1
     * @throws IllegalArgumentException when {@code n} is below 1
     */
    public long below(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1: " + n);
        }
        return Long.remainderUnsigned(next(), n);
    }
}
