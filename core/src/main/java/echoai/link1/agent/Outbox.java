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

    /** An outbox for {@code sender} (0..255), next sequence number 0. */
    public Outbox(int sender) {
        if (sender < 0 || sender > 255) {
            throw new IllegalArgumentException("sender must be in [0, 255]: " + sender);
        }
        this.sender = sender;
    }

    /** Frames {@code act} with the next sequence number. */
    public LinkFrame frame(SpeechAct act) {
        LinkFrame f = Speech.frame(act, sender, next);
        next = (next + 1) & 0xFF;
        sent++;
        return f;
    }

    /** Frames each act in order. */
    public List<LinkFrame> frames(List<? extends SpeechAct> acts) {
        List<LinkFrame> out = new ArrayList<>(acts.size());
        for (SpeechAct act : acts) {
            out.add(frame(act));
        }
        return out;
    }

    /** Frames made so far. */
    public int sent() {
        return sent;
    }
}
