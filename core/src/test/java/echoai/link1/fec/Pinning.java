package echoai.link1.fec;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Canonical table hashing for pins: a 4-byte entry count, then each entry as one byte. */
final class Pinning {
    private Pinning() {
    }

    static String sha256OfNibbles(int[] entries) {
        ByteBuffer buf = ByteBuffer.allocate(4 + entries.length);
        buf.putInt(entries.length);
        for (int e : entries) {
            buf.put((byte) e);
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(buf.array()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
