package echoai.link1.message;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A message cut into frames (docs/spec/MESSAGE.md §2, §3, §5): its stream, its geometry and any
 * frame of it — a data frame or a parity frame at any point of any block. Parity is computed on
 * demand (O(kb) products a byte) with each block size's interpolation weights built once.
 * Immutable from outside; not thread-safe (it caches the weights).
 */
public final class EncodedMessage {
    private final Message message;
    private final Geometry geometry;
    private final byte[] stream;
    private final Interpolation[] bySize = new Interpolation[Geometry.MAX_BLOCK + 1];

    private EncodedMessage(Message message) {
        this.message = message;
        byte[] payload = message.payload();
        this.geometry = Geometry.of(payload.length);
        this.stream = new byte[geometry.streamBytes()];
        System.arraycopy(payload, 0, stream, 0, payload.length);
        MessageCheck.write(message.check(), stream, payload.length);
        stream[payload.length + MessageCheck.BYTES] = (byte) 0x80;
    }

    /**
     * The frames of a message.
     *
     * @param sender the sender id, 0..255
     * @param messageId the message id, 0..255
     * @param payload 1..65 536 bytes (copied)
     * @return the encoded message
     * @throws IllegalArgumentException when an id or the length is out of range
     */
    public static EncodedMessage of(int sender, int messageId, byte[] payload) {
        return new EncodedMessage(Message.of(sender, messageId, payload));
    }

    /**
     * The frames of a message.
     *
     * @param message the message
     * @return the encoded message
     */
    public static EncodedMessage of(Message message) {
        return new EncodedMessage(Objects.requireNonNull(message, "message"));
    }

    /**
     * The message.
     *
     * @return the message encoded
     */
    public Message message() {
        return message;
    }

    /**
     * How the message is cut.
     *
     * @return its geometry
     */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * The frame at a point of a block, POLL clear.
     *
     * @param block 0..B−1
     * @param point 0..255: data below the block's size, parity from it
     * @return the frame
     */
    public DataFrame frame(int block, int point) {
        return frame(block, point, false);
    }

    /**
     * The frame at a point of a block.
     *
     * @param block 0..B−1
     * @param point 0..255
     * @param poll the POLL mark
     * @return the frame
     * @throws IllegalArgumentException when the block or the point is out of range
     */
    public DataFrame frame(int block, int point, boolean poll) {
        MessageFrames.checkRange("block", block, 0, geometry.blocks() - 1);
        MessageFrames.checkByte("point", point);
        int kb = geometry.blockSize(block);
        byte[] fragment = new byte[Geometry.FRAGMENT_BYTES];
        int first = geometry.firstFrame(block);
        if (point < kb) {
            System.arraycopy(stream, Geometry.FRAGMENT_BYTES * (first + point), fragment, 0,
                    fragment.length);
        } else {
            byte[][] data = new byte[kb][];
            for (int x = 0; x < kb; x++) {
                data[x] = new byte[Geometry.FRAGMENT_BYTES];
                System.arraycopy(stream, Geometry.FRAGMENT_BYTES * (first + x), data[x], 0,
                        Geometry.FRAGMENT_BYTES);
            }
            interpolation(kb).evaluate(data, point, Geometry.FRAGMENT_BYTES, fragment, 0);
        }
        return new DataFrame(message.sender(), message.messageId(),
                block == geometry.blocks() - 1, block, poll, kb, point, fragment);
    }

    private Interpolation interpolation(int kb) {
        if (bySize[kb] == null) {
            bySize[kb] = Interpolation.ofFirst(kb);
        }
        return bySize[kb];
    }

    /**
     * One round of one-way sending (§5): every block's data frames and ⌈kb · percent / 100⌉
     * parity frames, interleaved by point, POLL clear.
     *
     * @param parityPercent the parity share, 0..100
     * @return the frames in the order to send them
     */
    public List<DataFrame> round(int parityPercent) {
        int blocks = geometry.blocks();
        int[] from = new int[blocks];
        int[] count = new int[blocks];
        for (int b = 0; b < blocks; b++) {
            count[b] = geometry.blockSize(b) + geometry.parityFrames(b, parityPercent);
        }
        return interleaved(from, count);
    }

    /**
     * Frames of several blocks, one of each block in turn (§5's order): block b's points
     * {@code from[b]}, {@code from[b] + 1}, … ({@code count[b]} of them, after 255 wrapping to
     * 0).
     *
     * @param from each block's first point
     * @param count each block's number of frames, at most 256
     * @return the frames, POLL clear
     */
    public List<DataFrame> interleaved(int[] from, int[] count) {
        int blocks = geometry.blocks();
        if (from.length != blocks || count.length != blocks) {
            throw new IllegalArgumentException("one entry a block: " + blocks);
        }
        int most = 0;
        for (int b = 0; b < blocks; b++) {
            MessageFrames.checkRange("count", count[b], 0, ErasureCode.MAX_POINTS);
            most = Math.max(most, count[b]);
        }
        List<DataFrame> out = new ArrayList<>();
        for (int i = 0; i < most; i++) {
            for (int b = 0; b < blocks; b++) {
                if (i < count[b]) {
                    out.add(frame(b, (from[b] + i) & 0xFF));
                }
            }
        }
        return out;
    }
}
