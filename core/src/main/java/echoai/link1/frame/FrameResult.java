package echoai.link1.frame;

import java.util.Objects;

/**
 * The outcome of {@link LinkFrame#parse(byte[])}: the channel produces bad frames, so a
 * rejection is a result, not an exception.
 */
public sealed interface FrameResult permits FrameResult.Accepted, FrameResult.Rejected {

    /**
     * Why a frame was rejected, in the order the checks run (spec, "Speech acts"): the first
     * failing check names the reason.
     */
    enum Reason {
        /** Not exactly 22 bytes. */
        BAD_LENGTH,
        /** The CRC in bytes 20..21 does not match bytes 0..19. */
        CRC_MISMATCH,
        /** Byte 0 is not 'W' (0x57). */
        BAD_MAGIC,
        /** The high nibble of byte 1 is not 1. */
        BAD_VERSION,
        /** The low nibble of byte 1 is not an act code (0..3). */
        BAD_ACT,
        /** Bytes 4..19 are not a valid postcard. */
        INVALID_POSTCARD
    }

    /**
     * The bytes form a valid frame.
     *
     * @param frame the parsed frame, never null
     */
    record Accepted(LinkFrame frame) implements FrameResult {
        /**
         * An accepted frame.
         *
         * @param frame the parsed frame, never null
         * @throws NullPointerException when {@code frame} is null
         */
        public Accepted {
            Objects.requireNonNull(frame, "frame");
        }
    }

    /**
     * The bytes were rejected.
     *
     * @param reason the first check that failed, never null
     * @param detail what was seen, for people (e.g. {@code "magic must be 0x57: 0x41"}), never null
     */
    record Rejected(Reason reason, String detail) implements FrameResult {
        /**
         * A rejection.
         *
         * @param reason the first check that failed, never null
         * @param detail what was seen, never null
         * @throws NullPointerException when either is null
         */
        public Rejected {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }
}
