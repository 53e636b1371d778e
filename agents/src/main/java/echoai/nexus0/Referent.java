package echoai.nexus0;

import echoai.wsp.Postcard;

/**
 * The referent of a site: FNV-1a 32-bit (offset basis 0x811C9DC5, prime 0x01000193) of the 16
 * observation bytes, {@code & 0xFFFF}. Two agents that see the same site compute the same value.
 */
public final class Referent {
    private static final int FNV_OFFSET = 0x811C9DC5;
    private static final int FNV_PRIME = 0x01000193;

    private Referent() {
    }

    /**
     * The referent of an observation postcard.
     *
     * @param observation the postcard
     * @return 0..65535
     */
    public static int of(Postcard observation) {
        return of(observation.toBytes());
    }

    /**
     * The referent of 16 observation bytes.
     *
     * @param observation the 16 bytes
     * @return 0..65535
     * @throws IllegalArgumentException when there are not 16 bytes
     */
    public static int of(byte[] observation) {
        if (observation.length != Postcard.LENGTH) {
            throw new IllegalArgumentException("observation must be 16 bytes: " + observation.length);
        }
        return fnv1a32(observation) & 0xFFFF;
    }

    /**
     * FNV-1a 32 of some bytes.
     *
     * @param bytes the bytes
     * @return the 32-bit hash
     */
    public static int fnv1a32(byte[] bytes) {
        int h = FNV_OFFSET;
        for (byte b : bytes) {
            h ^= b & 0xFF;
            h *= FNV_PRIME;
        }
        return h;
    }
}
