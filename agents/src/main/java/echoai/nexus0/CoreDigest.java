package echoai.nexus0;

import echoai.wsp.Hex;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The core digest: SHA-256 over CAM (every postcard's 16 bytes, in order), then for each s in
 * order and each action in order, n(s,a), Q(s,a) and the last-harm turn (-1 if none), each a
 * 4-byte big-endian signed integer. Equal digests mean identical CAM, T and Q.
 */
public final class CoreDigest {
    private CoreDigest() {
    }

    /**
     * The digest of a core.
     *
     * @param core the snapshot
     * @return 32 bytes
     */
    public static byte[] of(CoreSnapshot core) {
        int size = core.camSize();
        ByteBuffer buf = ByteBuffer.allocate(size * 16 + size * Action.COUNT * 12);
        for (int s = 0; s < size; s++) {
            buf.put(core.cam().get(s).toBytes());
        }
        for (int s = 0; s < size; s++) {
            for (Action a : Action.values()) {
                buf.putInt(core.n(s, a)).putInt(core.q(s, a)).putInt(core.lastHarm(s, a));
            }
        }
        try {
            return MessageDigest.getInstance("SHA-256").digest(buf.array());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK must provide SHA-256", e);
        }
    }

    /**
     * The digest in hex.
     *
     * @param core the snapshot
     * @return 64 lowercase hex digits
     */
    public static String hex(CoreSnapshot core) {
        return Hex.of(of(core));
    }
}
