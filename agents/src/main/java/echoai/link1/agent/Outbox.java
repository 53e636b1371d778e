package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import java.util.ArrayList;
import java.util.List;

/**
 * A speaker's frame numbering: sender id fixed, sequence numbers from 0, +1 per frame, mod 256
 * (LINK1.md, "Delivery").
 */
public final class Outbox {
    private final int sender;
    private int next;
    private int sent;

    /**
     * An outbox whose next sequence number is 0.
     *
     * @param sender the sender id, 0..255
     * @throws IllegalArgumentException when {@code sender} is outside 0..255
     */
    public Outbox(int sender) {
        if (sender < 0 || sender > 255) {
            throw new IllegalArgumentException("sender must be in [0, 255]: " + sender);
        }
        this.sender = sender;
    }

    /**
     * Frames one act with the next sequence number (mod 256).
     *
     * @param act the speech act
     * @return the frame
     */
    public LinkFrame frame(SpeechAct act) {
        LinkFrame f = Speech.frame(act, sender, next);
        next = (next + 1) & 0xFF;
        sent++;
        return f;
    }

    /**
     * Frames each act in order, with consecutive sequence numbers.
     *
     * @param acts the speech acts
     * @return the frames, in the same order
     */
    public List<LinkFrame> frames(List<? extends SpeechAct> acts) {
        List<LinkFrame> out = new ArrayList<>(acts.size());
        for (SpeechAct act : acts) {
            out.add(frame(act));
        }
        return out;
    }

    /**
     * Frames made so far.
     *
     * @return the count, 0 or more
     */
    public int sent() {
        return sent;
    }
}
