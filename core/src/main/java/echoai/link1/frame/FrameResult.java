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
        BAD_LENGTH, CRC_MISMATCH, BAD_MAGIC, BAD_VERSION, BAD_ACT, INVALID_POSTCARD
    }

    /** The bytes form a valid frame. */
    record Accepted(LinkFrame frame) implements FrameResult {
        public Accepted {
            Objects.requireNonNull(frame, "frame");
        }
    }

    /** The bytes were rejected; {@code detail} says what was seen. */
    record Rejected(Reason reason, String detail) implements FrameResult {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }
}
