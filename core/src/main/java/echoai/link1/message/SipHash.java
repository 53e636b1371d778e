package echoai.link1.message;

/**
 * SipHash-2-4 (Aumasson and Bernstein 2012): 2 compression and 4 finalisation rounds, a 128-bit
 * key, a 64-bit result. The reference's vector (key 00 01 … 0f, message 00 01 … 0e) gives
 * 0xa129ca6149be45e5, written little-endian {@code e545be4961ca29a1}. Integers only, no tables,
 * no allocation.
 */
final class SipHash {
    private long v0;
    private long v1;
    private long v2;
    private long v3;

    private SipHash(long k0, long k1) {
        v0 = k0 ^ 0x736f6d6570736575L;
        v1 = k1 ^ 0x646f72616e646f6dL;
        v2 = k0 ^ 0x6c7967656e657261L;
        v3 = k1 ^ 0x7465646279746573L;
    }

    /**
     * SipHash-2-4 of {@code data[offset .. offset + length)}.
     *
     * @param key16 the 16-byte key (its two halves little-endian, as the reference reads them)
     * @param data the bytes
     * @param offset the first byte
     * @param length how many
     * @return the 64-bit result
     */
    static long hash(byte[] key16, byte[] data, int offset, int length) {
        SipHash h = new SipHash(le64(key16, 0, 8), le64(key16, 8, 8));
        int whole = length - length % 8;
        for (int i = 0; i < whole; i += 8) {
            h.absorb(le64(data, offset + i, 8));
        }
        long last = (long) (length & 0xFF) << 56 | le64(data, offset + whole, length - whole);
        h.absorb(last);
        h.v2 ^= 0xFF;
        h.rounds(4);
        return h.v0 ^ h.v1 ^ h.v2 ^ h.v3;
    }

    private void absorb(long m) {
        v3 ^= m;
        rounds(2);
        v0 ^= m;
    }

    private void rounds(int count) {
        for (int r = 0; r < count; r++) {
            v0 += v1;
            v1 = Long.rotateLeft(v1, 13) ^ v0;
            v0 = Long.rotateLeft(v0, 32);
            v2 += v3;
            v3 = Long.rotateLeft(v3, 16) ^ v2;
            v0 += v3;
            v3 = Long.rotateLeft(v3, 21) ^ v0;
            v2 += v1;
            v1 = Long.rotateLeft(v1, 17) ^ v2;
            v2 = Long.rotateLeft(v2, 32);
        }
    }

    /** Up to 8 bytes from {@code offset}, little-endian. */
    static long le64(byte[] b, int offset, int count) {
        long x = 0;
        for (int i = count - 1; i >= 0; i--) {
            x = x << 8 | (b[offset + i] & 0xFFL);
        }
        return x;
    }
}
