package echoai.link1.modem;

/**
 * The check a decoded 22-byte candidate must pass to be delivered: in LINK-1 the frame's
 * CRC-16/CCITT-FALSE ({@code LinkFrame::crcOk}), injected because the modem may not depend on
 * the frame package. Exactly one candidate per greeting is offered to it.
 */
@FunctionalInterface
public interface FrameCheck {
    /**
     * Whether a decoded candidate is accepted.
     *
     * @param frame22 the 22 decoded bytes, not to be modified
     * @return true to deliver the frame, false to drop it
     */
    boolean accept(byte[] frame22);
}
