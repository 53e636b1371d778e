package echoai.link1.message;

import java.util.Objects;

/**
 * A message's 64-bit check (docs/spec/MESSAGE.md §2): SipHash-2-4 with the public key
 * {@code "LINK1-MESSAGE-V1"} over the sender id, the message id, the payload's length (4 bytes,
 * big-endian) and the payload. Written into the message's stream and into DONE as 8 bytes,
 * little-endian. It keeps frames of two messages from being delivered as one; it is not a MAC
 * (the key is public).
 */
public final class MessageCheck {
    /** Bytes of the check on the wire. */
    public static final int BYTES = 8;

    private static final byte[] KEY = {'L', 'I', 'N', 'K', '1', '-', 'M', 'E', 'S', 'S', 'A',
        'G', 'E', '-', 'V', '1'};

    private MessageCheck() {
    }

    /**
     * The check of a message.
     *
     * @param sender the sender id, 0..255
     * @param messageId the message id, 0..255
     * @param payload the payload, 1..65 536 bytes
     * @return the 64-bit check
     * @throws IllegalArgumentException when an id or the length is out of range
     */
    public static long of(int sender, int messageId, byte[] payload) {
        Objects.requireNonNull(payload, "payload");
        MessageFrames.checkByte("sender", sender);
        MessageFrames.checkByte("messageId", messageId);
        Geometry.checkLength(payload.length);
        int length = payload.length;
        byte[] input = new byte[6 + length];
        input[0] = (byte) sender;
        input[1] = (byte) messageId;
        input[2] = (byte) (length >>> 24);
        input[3] = (byte) (length >>> 16);
        input[4] = (byte) (length >>> 8);
        input[5] = (byte) length;
        System.arraycopy(payload, 0, input, 6, length);
        return SipHash.hash(KEY, input, 0, input.length);
    }

    /**
     * Writes a check as 8 bytes, little-endian.
     *
     * @param check the check
     * @param out where to write
     * @param offset the first byte's index
     */
    public static void write(long check, byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, BYTES, out.length);
        for (int i = 0; i < BYTES; i++) {
            out[offset + i] = (byte) (check >>> (8 * i));
        }
    }

    /**
     * Reads a check written by {@link #write}.
     *
     * @param in the bytes
     * @param offset the first byte's index
     * @return the check
     */
    public static long read(byte[] in, int offset) {
        Objects.checkFromIndexSize(offset, BYTES, in.length);
        return SipHash.le64(in, offset, BYTES);
    }
}
