package echoai.link1.message;

import java.util.List;
import java.util.Objects;

/**
 * A NEED frame (docs/spec/MESSAGE.md §6): one part of a receiver's answer "of your message I
 * still lack so many frames of each of these 13 blocks". A count is 0..128, or
 * {@link #NONE_HELD} (no frame of that block held) or {@link #END_UNKNOWN} (none of this block
 * nor of any after it: the message's end not heard), the latter at most once and followed by
 * zeros.
 *
 * @param receiver the answering receiver's id, 0..255
 * @param sender the message's sender id, 0..255
 * @param messageId the message id, 0..255
 * @param part this part, 0..parts−1
 * @param parts the parts of this answer, 1..4
 * @param firstBlock the block of the first count, 0..39
 * @param counts the 13 counts, for blocks firstBlock..firstBlock+12
 */
public record NeedFrame(int receiver, int sender, int messageId, int part, int parts,
        int firstBlock, List<Integer> counts) implements MessageFrame {
    /** The counts a NEED frame carries. */
    public static final int COUNTS = 13;
    /** The most parts an answer has (40 blocks, 13 a part). */
    public static final int MAX_PARTS = 4;
    /** Count: the receiver holds no frame of this block. */
    public static final int NONE_HELD = 0xFF;
    /** Count: no frame of this block or any after it (the message's end not heard). */
    public static final int END_UNKNOWN = 0xFE;

    /**
     * Checks every field (above); the counts are copied.
     *
     * @param receiver 0..255
     * @param sender 0..255
     * @param messageId 0..255
     * @param part 0..parts−1
     * @param parts 1..4
     * @param firstBlock 0..39
     * @param counts 13 counts
     */
    public NeedFrame {
        MessageFrames.checkByte("receiver", receiver);
        MessageFrames.checkByte("sender", sender);
        MessageFrames.checkByte("messageId", messageId);
        MessageFrames.checkRange("parts", parts, 1, MAX_PARTS);
        MessageFrames.checkRange("part", part, 0, parts - 1);
        MessageFrames.checkRange("firstBlock", firstBlock, 0, Geometry.MAX_BLOCKS - 1);
        counts = List.copyOf(Objects.requireNonNull(counts, "counts"));
        String problem = countsProblem(counts);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** What is wrong with 13 counts, or null. */
    static String countsProblem(List<Integer> counts) {
        if (counts.size() != COUNTS) {
            return "a NEED frame has 13 counts: " + counts.size();
        }
        boolean ended = false;
        for (int c : counts) {
            if (ended && c != 0) {
                return "counts after END_UNKNOWN must be 0: " + counts;
            }
            if (c == END_UNKNOWN) {
                ended = true;
            } else if (c != NONE_HELD && (c < 0 || c > Geometry.MAX_BLOCK)) {
                return "a count is 0..128, 0xFE or 0xFF: " + c;
            }
        }
        return null;
    }

    @Override
    public int type() {
        return MessageFrames.TYPE_NEED;
    }

    /**
     * The count for a block, if this part covers it.
     *
     * @param block any block
     * @return its count, or 0 outside firstBlock..firstBlock+12
     */
    public int countFor(int block) {
        int i = block - firstBlock;
        return i < 0 || i >= COUNTS ? 0 : counts.get(i);
    }

    @Override
    public byte[] toBytes() {
        byte[] out = MessageFrames.header(MessageFrames.TYPE_NEED, receiver);
        out[3] = (byte) sender;
        out[4] = (byte) messageId;
        out[5] = (byte) (part << 4 | parts);
        out[6] = (byte) firstBlock;
        for (int i = 0; i < COUNTS; i++) {
            out[7 + i] = (byte) (int) counts.get(i);
        }
        return MessageFrames.sealCrc(out);
    }
}
