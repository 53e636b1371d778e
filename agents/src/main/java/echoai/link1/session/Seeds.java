package echoai.link1.session;

/**
 * Derives independent seeds for the bench's non-world randomness (noise, random frames,
 * delays): one stream per purpose, {@code mix(seed, stream)}.
 *
 * <p>{@code mix(seed, stream) = fmix64(seed * 0x9E3779B97F4A7C15 + stream)}, where fmix64 is
 * the SplitMix64 output function (Steele, Lea &amp; Flood 2014). Pinned by a test.
 */
public final class Seeds {
    private Seeds() {
    }

    /**
     * An independent 64-bit seed for a stream derived from a seed.
     *
     * @param seed the parent seed
     * @param stream the stream id (e.g. from {@link #stream(String)})
     * @return the derived seed
     */
    public static long mix(long seed, long stream) {
        long z = seed * 0x9E3779B97F4A7C15L + stream;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * A stream id from a short name (FNV-1a 64 of its UTF-8 bytes).
     *
     * @param name e.g. {@code E0}
     * @return the stream id
     */
    public static long stream(String name) {
        long h = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            h ^= b & 0xFF;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
