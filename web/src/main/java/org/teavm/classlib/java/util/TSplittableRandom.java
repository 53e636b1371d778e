package org.teavm.classlib.java.util;

/**
 * {@code java.util.SplittableRandom} for the browser build: TeaVM 0.16.0's class library has
 * none, and the physical room draws from it. TeaVM takes a class named
 * {@code org.teavm.classlib.java.util.T<Name>} on its class path as {@code java.util.<Name>}.
 * Written from the algorithm (Steele, Lea &amp; Flood, "Fast splittable pseudorandom number
 * generators", OOPSLA 2014: SplitMix64, with the JDK's constants and bounded draw), the methods
 * link1-core calls and no others; {@code SameAsJvmTest} checks that the browser's room is the
 * JVM's, bit for bit.
 */
public final class TSplittableRandom {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private long seed;
    private final long gamma;

    /**
     * A generator from a seed, as {@code new SplittableRandom(seed)}.
     *
     * @param seed the seed
     */
    public TSplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    private TSplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    /**
     * A new generator split from this one.
     *
     * @return the new generator
     */
    public TSplittableRandom split() {
        return new TSplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    /**
     * The next long.
     *
     * @return 64 random bits
     */
    public long nextLong() {
        return mix64(nextSeed());
    }

    /**
     * The next int.
     *
     * @return 32 random bits
     */
    public int nextInt() {
        return mix32(nextSeed());
    }

    /**
     * The next int in [0, bound).
     *
     * @param bound the bound, &gt; 0
     * @return the draw
     */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // rejected: u fell in the last, partial run of bound values
        }
        return r;
    }

    /**
     * The next double in [0, 1).
     *
     * @return 53 random bits as a fraction
     */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    private long nextSeed() {
        seed += gamma;
        return seed;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return (n < 24) ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }
}
