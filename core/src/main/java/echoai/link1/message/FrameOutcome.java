package echoai.link1.message;

import java.util.Objects;

/**
 * What a {@link Reassembler} did with one frame (docs/spec/MESSAGE.md §4): channel outcomes are
 * values. Each case but {@link Delivered} and {@link Held} is also counted by
 * {@link Reassembler#count}.
 */
public sealed interface FrameOutcome {

    /**
     * The frame completed a message, whose check passed: it is delivered, exact.
     *
     * @param message the message
     */
    record Delivered(Message message) implements FrameOutcome {
        /**
         * A delivery.
         *
         * @param message the message, never null
         */
        public Delivered {
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * The frame was held; its message is not complete yet.
     *
     * @param sender the sender id
     * @param messageId the message id
     */
    record Held(int sender, int messageId) implements FrameOutcome {
    }

    /**
     * A frame of a message delivered recently (rule 3): not assembled again.
     *
     * @param message the message it belongs to
     */
    record Repeat(Message message) implements FrameOutcome {
        /**
         * A repeat.
         *
         * @param message the message, never null
         */
        public Repeat {
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * A fragment already held, or one that adds nothing to a complete block (rules 5, 6).
     *
     * @param sender the sender id
     * @param messageId the message id
     */
    record Duplicate(int sender, int messageId) implements FrameOutcome {
    }

    /**
     * The frame disagreed with its assembly (rule 4): the assembly was discarded and a new one
     * started from this frame.
     *
     * @param sender the sender id
     * @param messageId the message id
     */
    record Conflict(int sender, int messageId) implements FrameOutcome {
    }

    /**
     * The frame completed every block but the result failed its check or its geometry (rule 7):
     * the assembly was discarded, nothing delivered.
     *
     * @param sender the sender id
     * @param messageId the message id
     */
    record CheckFailed(int sender, int messageId) implements FrameOutcome {
    }

    /**
     * A NEED or DONE frame, for the two-way logic.
     *
     * @param frame the frame
     */
    record Control(MessageFrame frame) implements FrameOutcome {
        /**
         * A control frame.
         *
         * @param frame a {@link NeedFrame} or {@link DoneFrame}, never null
         */
        public Control {
            Objects.requireNonNull(frame, "frame");
        }
    }

    /**
     * Not a message frame, or a bad one (rule 1).
     *
     * @param reason why
     */
    record Dropped(ParsedFrame.Reason reason) implements FrameOutcome {
        /**
         * A dropped frame.
         *
         * @param reason the reason, never null
         */
        public Dropped {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
