package echoai.link1.message;

import java.util.Objects;

/**
 * The outcome of {@link MessageFrames#parse}: a {@link MessageFrame}, or a {@link Rejected} with
 * its reason. The air delivers frames of other layers and, rarely, bad ones, so a rejection is a
 * value, not an exception.
 */
public sealed interface ParsedFrame permits MessageFrame, ParsedFrame.Rejected {

    /** Why 22 bytes are not a message frame, in the order the checks run. */
    enum Reason {
        /** Not 22 bytes. */
        BAD_LENGTH,
        /** The CRC-16 in bytes 20..21 does not match bytes 0..19. */
        CRC,
        /** Byte 0 is not 'W' or byte 1's high nibble is not 2: another layer's frame (a postcard). */
        NOT_MESSAGE,
        /** A reserved type, or a field out of its range. */
        MALFORMED
    }

    /**
     * Not a message frame.
     *
     * @param reason the first check that failed
     * @param detail what was seen, for people
     */
    record Rejected(Reason reason, String detail) implements ParsedFrame {
        /**
         * A rejection.
         *
         * @param reason the first check that failed, never null
         * @param detail what was seen, never null
         */
        public Rejected {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }
}
