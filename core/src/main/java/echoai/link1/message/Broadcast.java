package echoai.link1.message;

import java.util.ArrayList;
import java.util.List;

/**
 * How a message is sent one way (docs/spec/MESSAGE.md §5): under which ids, with how much parity
 * and how many rounds.
 *
 * @param sender the sender id, 0..255
 * @param messageId the message id, 0..255 (a sender gives consecutive messages different ids)
 * @param parityPercent parity frames per block, % of its data frames (rounded up), 0..100: each
 *     block then survives the loss of any ⌈kb · parityPercent / 100⌉ of its frames
 * @param rounds how many times the whole round is sent, 1..255: a receiver that joins late
 *     completes from a later round
 */
public record Broadcast(int sender, int messageId, int parityPercent, int rounds) {
    /** The library's default parity share, %: every block survives one lost frame in five. */
    public static final int DEFAULT_PARITY_PERCENT = 25;
    /** Sender 0, message 0, 25 % parity, one round. */
    public static final Broadcast DEFAULT = new Broadcast(0, 0, DEFAULT_PARITY_PERCENT, 1);

    /**
     * Checks the ranges.
     *
     * @param sender 0..255
     * @param messageId 0..255
     * @param parityPercent 0..100
     * @param rounds 1..255
     */
    public Broadcast {
        MessageFrames.checkByte("sender", sender);
        MessageFrames.checkByte("messageId", messageId);
        MessageFrames.checkRange("parityPercent", parityPercent, 0, 100);
        MessageFrames.checkRange("rounds", rounds, 1, 255);
    }

    /**
     * The default share and one round, under these ids.
     *
     * @param sender 0..255
     * @param messageId 0..255
     * @return the broadcast
     */
    public static Broadcast of(int sender, int messageId) {
        return new Broadcast(sender, messageId, DEFAULT_PARITY_PERCENT, 1);
    }

    /**
     * Every frame to send, in order: the round ({@link EncodedMessage#round}), {@code rounds}
     * times.
     *
     * @param payload 1..65 536 bytes
     * @return the frames
     */
    public List<DataFrame> frames(byte[] payload) {
        List<DataFrame> round = EncodedMessage.of(sender, messageId, payload)
                .round(parityPercent);
        List<DataFrame> out = new ArrayList<>(round.size() * rounds);
        for (int r = 0; r < rounds; r++) {
            out.addAll(round);
        }
        return out;
    }
}
