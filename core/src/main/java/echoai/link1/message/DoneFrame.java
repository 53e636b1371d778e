package echoai.link1.message;

/**
 * A DONE frame (docs/spec/MESSAGE.md §6): "I delivered exactly the message whose check is
 * {@code check}". A sender takes it as delivery only when the check is its message's.
 *
 * @param receiver the receiver's id, 0..255
 * @param sender the message's sender id, 0..255
 * @param messageId the message id, 0..255
 * @param check the delivered message's 64-bit check
 */
public record DoneFrame(int receiver, int sender, int messageId, long check)
        implements MessageFrame {
    /**
     * Checks the ids' ranges.
     *
     * @param receiver 0..255
     * @param sender 0..255
     * @param messageId 0..255
     * @param check any
     */
    public DoneFrame {
        MessageFrames.checkByte("receiver", receiver);
        MessageFrames.checkByte("sender", sender);
        MessageFrames.checkByte("messageId", messageId);
    }

    @Override
    public int type() {
        return MessageFrames.TYPE_DONE;
    }

    @Override
    public byte[] toBytes() {
        byte[] out = MessageFrames.header(MessageFrames.TYPE_DONE, receiver);
        out[3] = (byte) sender;
        out[4] = (byte) messageId;
        MessageCheck.write(check, out, 5);
        return MessageFrames.sealCrc(out);
    }
}
