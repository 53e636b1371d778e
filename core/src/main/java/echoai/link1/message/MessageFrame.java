package echoai.link1.message;

/**
 * One frame of the message layer (docs/spec/MESSAGE.md §1): a 22-byte LINK-1 frame whose byte 1
 * has the high nibble 2 and the type in its low nibble — {@link DataFrame} (type 0),
 * {@link NeedFrame} (1) or {@link DoneFrame} (2). Values: {@link MessageFrames#parse} gives one
 * (or a {@link ParsedFrame.Rejected}), {@link #toBytes()} writes it.
 */
public sealed interface MessageFrame extends ParsedFrame permits DataFrame, NeedFrame, DoneFrame {
    /**
     * The frame's type, byte 1's low nibble.
     *
     * @return {@link MessageFrames#TYPE_DATA}, {@link MessageFrames#TYPE_NEED} or
     *     {@link MessageFrames#TYPE_DONE}
     */
    int type();

    /**
     * The 22 bytes on the wire, CRC included.
     *
     * @return a fresh array
     */
    byte[] toBytes();
}
