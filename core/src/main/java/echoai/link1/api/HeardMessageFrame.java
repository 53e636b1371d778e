package echoai.link1.api;

import echoai.link1.message.MessageFrame;
import java.util.Objects;

/**
 * One message-layer frame heard on the air (DATA, NEED or DONE), for a two-way driver that feeds
 * {@link echoai.link1.message.ArqSender} and {@link echoai.link1.message.ArqReceiver}.
 *
 * @param frame       the frame, parsed
 * @param startSample index, at the caller's rate, of its first sample
 * @param endSample   index, at the same rate, just after its last sample; {@code > startSample}
 */
public record HeardMessageFrame(MessageFrame frame, long startSample, long endSample) {
    /**
     * Checks the fields.
     *
     * @param frame       the frame, not null
     * @param startSample its first sample
     * @param endSample   after its last sample, &gt; startSample
     */
    public HeardMessageFrame {
        Objects.requireNonNull(frame, "frame");
        Heard.checkSpan(startSample, endSample);
    }
}
