package echoai.link1.message;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * A whole message, as a receiver delivers it: exact, its check verified (docs/spec/MESSAGE.md
 * §2). Immutable; the payload is copied in and out.
 *
 * @param sender the sender id, 0..255
 * @param messageId the message id, 0..255
 * @param payload the bytes, 1..65 536 of them
 * @param check the message's 64-bit check ({@link MessageCheck#of})
 */
public record Message(int sender, int messageId, byte[] payload, long check) {
    /**
     * Checks the fields and that the check is the payload's.
     *
     * @param sender 0..255
     * @param messageId 0..255
     * @param payload 1..65 536 bytes (copied)
     * @param check the payload's check
     * @throws IllegalArgumentException when a field is out of range or the check is not the
     *     payload's
     */
    public Message {
        payload = Objects.requireNonNull(payload, "payload").clone();
        if (MessageCheck.of(sender, messageId, payload) != check) {
            throw new IllegalArgumentException("check is not the payload's: " + Long.toHexString(
                    check));
        }
    }

    /**
     * A message with its check computed.
     *
     * @param sender 0..255
     * @param messageId 0..255
     * @param payload 1..65 536 bytes (copied)
     * @return the message
     */
    public static Message of(int sender, int messageId, byte[] payload) {
        return new Message(sender, messageId, payload,
                MessageCheck.of(sender, messageId, payload));
    }

    /**
     * The payload.
     *
     * @return a fresh copy
     */
    @Override
    public byte[] payload() {
        return payload.clone();
    }

    /**
     * The payload's length.
     *
     * @return bytes, 1..65 536
     */
    public int length() {
        return payload.length;
    }

    /**
     * The payload read as UTF-8 (malformed sequences replaced).
     *
     * @return the text
     */
    public String text() {
        return new String(payload, StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && m.sender == sender && m.messageId == messageId
                && m.check == check && Arrays.equals(m.payload, payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sender, messageId, check, Arrays.hashCode(payload));
    }

    @Override
    public String toString() {
        return "Message[sender=" + sender + ", messageId=" + messageId + ", length="
                + payload.length + ", check=" + Long.toHexString(check) + "]";
    }
}
