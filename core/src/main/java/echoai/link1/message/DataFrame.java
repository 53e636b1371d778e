package echoai.link1.message;

import echoai.wsp.Hex;
import java.util.Arrays;
import java.util.Objects;

/**
 * A DATA frame (docs/spec/MESSAGE.md §1): one 13-byte fragment of a message, at a point of a
 * block. Immutable; the fragment is copied in and out.
 *
 * @param sender the sender id, 0..255
 * @param messageId the message id, 0..255
 * @param last whether {@code block} is the message's last block
 * @param block the block, 0..39
 * @param poll whether the sender's round ends here and it waits for an answer (two ways)
 * @param blockSize the block's data frames kb, 1..128
 * @param point the fragment's point in the block, 0..255 (data below kb, parity from kb)
 * @param fragment the 13 bytes
 */
public record DataFrame(int sender, int messageId, boolean last, int block, boolean poll,
        int blockSize, int point, byte[] fragment) implements MessageFrame {
    /**
     * Checks every field's range (above).
     *
     * @param sender the sender id, 0..255
     * @param messageId the message id, 0..255
     * @param last whether the block is the last
     * @param block 0..39
     * @param poll whether the frame ends a round
     * @param blockSize 1..128
     * @param point 0..255
     * @param fragment 13 bytes (copied)
     */
    public DataFrame {
        MessageFrames.checkByte("sender", sender);
        MessageFrames.checkByte("messageId", messageId);
        MessageFrames.checkRange("block", block, 0, Geometry.MAX_BLOCKS - 1);
        MessageFrames.checkRange("blockSize", blockSize, 1, Geometry.MAX_BLOCK);
        MessageFrames.checkByte("point", point);
        Objects.requireNonNull(fragment, "fragment");
        if (fragment.length != Geometry.FRAGMENT_BYTES) {
            throw new IllegalArgumentException("a fragment has 13 bytes: " + fragment.length);
        }
        fragment = fragment.clone();
    }

    @Override
    public int type() {
        return MessageFrames.TYPE_DATA;
    }

    /**
     * The fragment.
     *
     * @return a fresh copy of the 13 bytes
     */
    @Override
    public byte[] fragment() {
        return fragment.clone();
    }

    /** The fragment without a copy, for this package's hot paths (not to be modified). */
    byte[] fragmentRef() {
        return fragment;
    }

    /**
     * Whether this frame is a parity frame.
     *
     * @return true when the point is at or beyond the block's size
     */
    public boolean isParity() {
        return point >= blockSize;
    }

    /**
     * This frame with another POLL mark.
     *
     * @param mark the POLL mark
     * @return this frame when the mark is the same, else a copy with it
     */
    public DataFrame withPoll(boolean mark) {
        return mark == poll ? this
                : new DataFrame(sender, messageId, last, block, mark, blockSize, point, fragment);
    }

    /**
     * Whether two frames say the same but for POLL.
     *
     * @param other another frame
     * @return true when every field but POLL is equal
     */
    public boolean sameContent(DataFrame other) {
        return other.sender == sender && other.messageId == messageId && other.last == last
                && other.block == block && other.blockSize == blockSize && other.point == point
                && Arrays.equals(other.fragment, fragment);
    }

    @Override
    public byte[] toBytes() {
        byte[] out = MessageFrames.header(MessageFrames.TYPE_DATA, sender);
        out[3] = (byte) messageId;
        out[4] = (byte) ((last ? 0x80 : 0) | block);
        out[5] = (byte) ((poll ? 0x80 : 0) | (blockSize - 1));
        out[6] = (byte) point;
        System.arraycopy(fragment, 0, out, 7, Geometry.FRAGMENT_BYTES);
        return MessageFrames.sealCrc(out);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DataFrame d && d.poll == poll && sameContent(d);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sender, messageId, last, block, poll, blockSize, point,
                Arrays.hashCode(fragment));
    }

    @Override
    public String toString() {
        return "DataFrame[sender=" + sender + ", messageId=" + messageId + ", last=" + last
                + ", block=" + block + ", poll=" + poll + ", blockSize=" + blockSize + ", point="
                + point + ", fragment=" + Hex.of(fragment) + "]";
    }
}
