package echoai.link1.session;


import echoai.link1.agent.Channel;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.Action;
import echoai.nexus0.AgentView;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.Referent;
import echoai.nexus0.RingWorld;
import echoai.wsp.Atom;
import echoai.wsp.Postcard;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * E5, dialogue by wire. A lives first; B starts knowing nothing. At the start of each
 * non-exploration turn, after observing and before proposing, B sends ASK(referent) when its
 * state has an untried action (a state never seen counts as untried), the site is not empty
 * (rel ≠ OBSERVAR) and it has not asked about this referent before. The ASK goes through the
 * channel to A, A's answer ({@link Answerer}) back through the channel to B's
 * {@code hear()} (digest checked around it), and only then does B propose. ASKs and UNKNOWNs
 * count as postcards.
 */
public final class Dialogue {
    /** The arm name in E5.json. */
    public static final String ARM = "E5";

    /** One question and its answer. */
    public record Exchange(int turn, int referent, List<SpeechAct> answer) {
        /**
         * An exchange; the answer is copied.
         *
         * @param turn the turn B asked at
         * @param referent the asked site's referent
         * @param answer what A said
         */
        public Exchange {
            answer = List.copyOf(answer);
        }
    }

    /** The finished dialogue: the result, B, and the exchanges in order. */
    public record Outcome(WorldResult result, TalkingAgent listener, List<Exchange> exchanges) {
        /**
         * An outcome; the exchanges are copied.
         *
         * @param result B's E5 row
         * @param listener B after its life
         * @param exchanges the exchanges, in order
         */
        public Outcome {
            exchanges = List.copyOf(exchanges);
        }
    }

    private Dialogue() {
    }

    /**
     * B's way to ask: sends the ASK frame and returns the bytes that come back (A's answer as
     * heard; empty when nothing came back).
     */
    @FunctionalInterface
    public interface Asker {
        /**
         * Sends an ASK and returns what came back.
         *
         * @param turn the turn B asks at
         * @param ask the ASK frame
         * @return the bytes that came back, empty when none
         * @throws IOException when the pipe to A fails
         */
        byte[] ask(int turn, LinkFrame ask) throws IOException;
    }

    /** B after its dialogue life, and how many ASKs it sent. */
    public record Life(TalkingAgent listener, int asksSent) {
    }

    /**
     * Runs a world with both directions through {@code channel}.
     *
     * @param seed the world seed
     * @param channel what carries ASKs and answers
     * @return the outcome
     */
    public static Outcome run(long seed, Channel channel) {
        Answerer a = new Answerer(seed);
        List<LinkFrame> answersSent = new ArrayList<>();
        List<Exchange> exchanges = new ArrayList<>();
        int[] asksHeard = {0};
        Life life;
        try {
            life = listen(seed, (turn, ask) -> {
                ByteArrayOutputStream back = new ByteArrayOutputStream();
                for (Answerer.Answer answer : a.answer(channel.carry(List.of(ask)))) {
                    asksHeard[0]++;
                    answersSent.addAll(answer.frames());
                    back.writeBytes(channel.carry(answer.frames()));
                    exchanges.add(new Exchange(turn, answer.ask().referent(), answer.acts()));
                }
                return back.toByteArray();
            });
        } catch (IOException impossible) {
            throw new UncheckedIOException("an in-process channel does no I/O", impossible);
        }
        WorldResult r = ArmRunner.result(seed, ARM, life.listener(), answersSent);
        return new Outcome(withAsks(r, life.asksSent(), asksHeard[0]), life.listener(),
                exchanges);
    }

    /**
     * B's side of world {@code seed}: B lives; at each ASK point ({@link Dialogue}'s rule) it
     * sends an ASK through {@code asker} and hears what comes back (nothing when it is empty)
     * before it proposes. The stream is ended after the last turn.
     *
     * @param seed the world seed
     * @param asker how B asks
     * @return B after its life, and the ASKs it sent
     * @throws IOException when the asker fails
     */
    public static Life listen(long seed, Asker asker) throws IOException {
        TalkingAgent b = new TalkingAgent(RingWorld.world(seed));
        Outbox fromB = new Outbox(TalkingAgent.ID);
        Set<Integer> asked = new HashSet<>();
        int asksSent = 0;
        while (!b.isOver()) {
            AgentView v = b.view();
            Postcard obs = v.observation();
            int r = Referent.of(obs);
            if (!Nexus0Policy.isExplorationTurn(v.turn()) && obs.rel() != Atom.OBSERVAR
                    && hasUntried(v) && asked.add(r)) {
                asksSent++;
                byte[] back = asker.ask(v.turn(), fromB.frame(new Ask(TalkingAgent.ID, r)));
                if (back.length > 0) {
                    b.hear(back);
                }
            }
            b.turn();
        }
        b.endOfStream();
        return new Life(b, asksSent);
    }

    /**
     * E5's row from the answers' accounting {@code r}: the ASKs count as postcards too, and an
     * ASK A never heard as lost.
     *
     * @param r the answers' accounting
     * @param asksSent ASKs B sent
     * @param asksHeard ASKs A heard
     * @return the E5 row
     */
    public static WorldResult withAsks(WorldResult r, int asksSent, int asksHeard) {
        return ArmRunner.withPostcards(r, r.postcards() + asksSent,
                r.postcardsLost() + asksSent - asksHeard, r.acceptedCorrupt(),
                r.corruptPassedCrc(), r.corruptSpeechShaped());
    }

    private static boolean hasUntried(AgentView v) {
        int s = v.indexOf(v.observation());
        if (s < 0) {
            return true;
        }
        for (Action act : Action.values()) {
            if (v.n(s, act) == 0) {
                return true;
            }
        }
        return false;
    }
}
