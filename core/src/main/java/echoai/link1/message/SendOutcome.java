package echoai.link1.message;

import java.util.List;
import java.util.Objects;

/**
 * How a two-way send ended (docs/spec/MESSAGE.md §6, "End states"): values, not exceptions.
 */
public sealed interface SendOutcome {

    /** Why a sender gave up. */
    enum Reason {
        /** Its probes went unanswered: the receiver heard nothing, or nothing came back. */
        NO_ANSWER,
        /** It ran every repair round and the receiver still lacked frames. */
        TOO_MANY_ROUNDS
    }

    /**
     * Repair rounds run.
     *
     * @return 0 when round 0 sufficed
     */
    int rounds();

    /**
     * Frames sent, probes included.
     *
     * @return the count
     */
    long framesSent();

    /**
     * A DONE with the message's check came back.
     *
     * @param rounds repair rounds run
     * @param framesSent frames sent
     */
    record Delivered(int rounds, long framesSent) implements SendOutcome {
    }

    /**
     * The sender stopped without a DONE.
     *
     * @param reason why
     * @param missing per block, the frames the receiver's last NEED said it lacked
     *     ({@link Lack#UNKNOWN} for a block of which it held none); empty when no NEED came
     * @param rounds repair rounds run
     * @param framesSent frames sent
     */
    record GaveUp(Reason reason, List<Integer> missing, int rounds, long framesSent)
            implements SendOutcome {
        /**
         * Copies the list.
         *
         * @param reason why, never null
         * @param missing per block, never null
         * @param rounds repair rounds run
         * @param framesSent frames sent
         */
        public GaveUp {
            Objects.requireNonNull(reason, "reason");
            missing = List.copyOf(Objects.requireNonNull(missing, "missing"));
        }
    }
}
