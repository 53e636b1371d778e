package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;

/**
 * A's side of one E5 world: the veteran of {@code world(seed)} (it lives its 256 turns when
 * made) answering the ASKs it hears, each answer as frames from sender 1 with sequence numbers
 * going on from answer to answer. The same object serves the in-process dialogue and A's
 * process ({@code link1 speak --answer}).
 */
public final class Answerer {
    private final Veteran veteran;
    private final Outbox outbox = new Outbox(Veteran.ID);

    /** One answer: the ASK heard, what A says, and its frames. */
    public record Answer(Ask ask, List<SpeechAct> acts, List<LinkFrame> frames) {
        /**
         * An answer; the lists are copied.
         *
         * @param ask the ASK heard
         * @param acts what A says
         * @param frames the acts' frames
         */
        public Answer {
            acts = List.copyOf(acts);
            frames = List.copyOf(frames);
        }
    }

    /**
     * A in world(seed), after its life (lived now).
     *
     * @param seed the world seed
     */
    public Answerer(long seed) {
        this.veteran = new Veteran(RingWorld.world(seed));
    }

    /**
     * The answers to every ASK heard.
     *
     * @param heard the bytes that reached A
     * @return one answer per ASK, in order; none when no ASK survived the channel
     */
    public List<Answer> answer(byte[] heard) {
        List<Answer> out = new ArrayList<>();
        for (Ask ask : veteran.hearAsks(heard)) {
            List<SpeechAct> acts = veteran.answer(ask.referent());
            out.add(new Answer(ask, acts, outbox.frames(acts)));
        }
        return out;
    }

    /**
     * All frames of some answers.
     *
     * @param answers the answers
     * @return their frames, in order
     */
    public static List<LinkFrame> frames(List<Answer> answers) {
        return answers.stream().flatMap(a -> a.frames().stream()).toList();
    }
}
