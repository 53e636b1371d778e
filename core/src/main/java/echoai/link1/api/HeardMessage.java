package echoai.link1.api;

import echoai.link1.message.Message;
import java.util.Objects;

/**
 * One whole message heard on the air: exact, its 64-bit check passed (docs/spec/MESSAGE.md), and
 * where its frames lay in the caller's stream.
 *
 * @param message     the message
 * @param startSample index, at the caller's rate, of the first sample of the first frame of it
 *                    that its assembly kept
 * @param endSample   index, at the same rate, just after the frame that completed it;
 *                    {@code > startSample}
 */
public record HeardMessage(Message message, long startSample, long endSample) {
    /**
     * Checks the fields.
     *
     * @param message     the message, not null
     * @param startSample the first frame's first sample
     * @param endSample   after the last frame, &gt; startSample
     */
    public HeardMessage {
        Objects.requireNonNull(message, "message");
        Heard.checkSpan(startSample, endSample);
    }
}
