package echoai.link1.session;

import echoai.link1.results.WorldResult;

import echoai.link1.agent.Channel;
import echoai.link1.agent.Outbox;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Veteran;
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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * E5, dialogue by wire. A lives first; B starts knowing nothing. At the start of each
 * non-exploration turn, after observing and before proposing, B sends ASK(referent) when its
 * state has an untried action (a state never seen counts as untried), the site is not empty
 * (rel ≠ OBSERVAR) and it has not asked about this referent before. The ASK goes through the
 * channel to A, A's answer ({@link Veteran#answer(int)}) back through the channel to B's
 * {@code hear()} (digest checked around it), and only then does B propose. ASKs and UNKNOWNs
 * count as postcards.
 */
public final class Dialogue {
    /** The arm name in E5.json. */
    public static final String ARM = "E5";

    /** One question and its answer. */
    public record Exchange(int turn, int referent, List<SpeechAct> answer) {
        public Exchange {
            answer = List.copyOf(answer);
        }
    }

    /** The finished dialogue: the result, B, and the exchanges in order. */
    public record Outcome(WorldResult result, TalkingAgent listener, List<Exchange> exchanges) {
        public Outcome {
            exchanges = List.copyOf(exchanges);
        }
    }

    private Dialogue() {
    }

    /** Runs world {@code seed} with both directions through {@code channel}. */
    public static Outcome run(long seed, Channel channel) {
        RingWorld world = RingWorld.world(seed);
        Veteran a = new Veteran(world);
        TalkingAgent b = new TalkingAgent(world);
        Outbox fromB = new Outbox(TalkingAgent.ID);
        Outbox fromA = new Outbox(Veteran.ID);
        List<LinkFrame> answersSent = new ArrayList<>();
        List<Exchange> exchanges = new ArrayList<>();
        Set<Integer> asked = new HashSet<>();
        int asksSent = 0;
        int asksHeard = 0;
        while (!b.isOver()) {
            AgentView v = b.view();
            Postcard obs = v.observation();
            int r = Referent.of(obs);
            if (!Nexus0Policy.isExplorationTurn(v.turn()) && obs.rel() != Atom.OBSERVAR
                    && hasUntried(v) && asked.add(r)) {
                LinkFrame ask = fromB.frame(new Ask(TalkingAgent.ID, r));
                asksSent++;
                for (Ask heard : a.hearAsks(channel.carry(List.of(ask)))) {
                    asksHeard++;
                    List<SpeechAct> answer = a.answer(heard.referent());
                    List<LinkFrame> frames = fromA.frames(answer);
                    answersSent.addAll(frames);
                    b.hear(channel.carry(frames));
                    exchanges.add(new Exchange(v.turn(), heard.referent(), answer));
                }
            }
            b.turn();
        }
        b.endOfStream();
        WorldResult r = ArmRunner.result(seed, ARM, b, answersSent);
        int asksLost = asksSent - asksHeard;
        WorldResult withAsks = r.withPostcards(r.postcards() + asksSent,
                r.postcardsLost() + asksLost);
        return new Outcome(withAsks, b, exchanges);
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
