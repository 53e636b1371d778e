package echoai.link1.agent;

import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.Unknown;
import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.AgentView;
import echoai.nexus0.LifeSummary;
import echoai.nexus0.Referent;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The veteran A (sender id {@value #ID}): a NEXUS-0 agent that lives its 256 turns on
 * construction, then speaks from its final state. It only claims pairs it executed (n &gt; 0):
 * V = clip(Q(s, a), ±100), C = min(100, 10·n(s, a)), referent of CAM[s].
 *
 * <p>In a room of several veterans (docs/spec/E7.md, "Several veterans") veteran j = 0, 1, 2, …
 * of a world is {@link #of(RingWorld, int)}: veteran 0 is A itself; veteran j ≥ 1 speaks as
 * id {@code 2 + j} and its life starts at cell {@code 8·j mod 32} (the NEXUS-0 extension that
 * makes their lives differ).
 */
public final class Veteran {
    /** A's sender id. */
    public static final int ID = 1;

    /** Start cells between one veteran of a room and the next (a quarter of the ring). */
    public static final int START_CELL_STEP = 8;

    private final Agent agent;
    private final int id;
    private final FrameDecoder decoder = new FrameDecoder();

    /**
     * A veteran: lives 256 turns now, by NEXUS-0's own rule.
     *
     * @param world the world it lives in
     */
    public Veteran(RingWorld world) {
        this(new Agent(world), ID);
    }

    private Veteran(Agent agent, int id) {
        this.agent = agent;
        this.id = id;
        agent.live();
    }

    /**
     * Veteran j of a room in {@code world} (docs/spec/E7.md): j = 0 is A (id 1, start cell 0,
     * exactly {@link #Veteran(RingWorld)}); j ≥ 1 has id {@code 2 + j} and starts at cell
     * {@code 8·j mod 32}. Lives its 256 turns now.
     *
     * @param world the world it lives in
     * @param j the veteran's index in the room, 0..253
     * @return the veteran
     * @throws IllegalArgumentException when {@code j} is outside 0..253
     */
    public static Veteran of(RingWorld world, int j) {
        if (j < 0 || j > 253) {
            throw new IllegalArgumentException("j must be in [0, 253]: " + j);
        }
        return j == 0 ? new Veteran(world) : new Veteran(Agent.startingAt(world,
                START_CELL_STEP * j % RingWorld.CELLS), idOf(j));
    }

    /**
     * The sender id of veteran j of a room: 1 for A, {@code 2 + j} after (B is 2).
     *
     * @param j the veteran's index, 0..253
     * @return the id
     */
    public static int idOf(int j) {
        return j == 0 ? ID : 2 + j;
    }

    /**
     * This veteran's sender id.
     *
     * @return {@value #ID} for A, else {@code 2 + j}
     */
    public int id() {
        return id;
    }

    /**
     * What A tells after its life.
     *
     * @return one CLAIM per executed (s, a), in CAM order then APPROACH, AVOID, WAIT
     */
    public List<Claim> claims() {
        AgentView v = agent.view();
        List<Claim> out = new ArrayList<>();
        for (int s = 0; s < v.camSize(); s++) {
            int r = Referent.of(v.cam(s));
            for (Action a : Action.values()) {
                if (v.n(s, a) > 0) {
                    out.add(Speech.claim(id, r, a.rel(), v.q(s, a), v.n(s, a)));
                }
            }
        }
        return out;
    }

    /**
     * The answer to an ASK about {@code referent} (E5): the non-zero Q values of tried actions
     * there as CLAIMs in action order; if every tried value is 0, one CLAIM with V = 0 for the
     * first tried action; UNKNOWN if A tried nothing there or never saw the site. The site is
     * the first CAM entry with this referent.
     *
     * @param referent the asked site's referent, 0..65535
     * @return the CLAIMs, or one UNKNOWN
     */
    public List<SpeechAct> answer(int referent) {
        AgentView v = agent.view();
        int s = stateOf(referent);
        List<SpeechAct> out = new ArrayList<>();
        if (s < 0) {
            out.add(new Unknown(id, referent));
            return out;
        }
        Action firstTried = null;
        for (Action a : Action.values()) {
            if (v.n(s, a) > 0) {
                firstTried = firstTried == null ? a : firstTried;
                if (v.q(s, a) != 0) {
                    out.add(Speech.claim(id, referent, a.rel(), v.q(s, a), v.n(s, a)));
                }
            }
        }
        if (firstTried == null) {
            out.add(new Unknown(id, referent));
        } else if (out.isEmpty()) {
            out.add(Speech.claim(id, referent, firstTried.rel(), 0, v.n(s, firstTried)));
        }
        return out;
    }

    private int stateOf(int referent) {
        AgentView v = agent.view();
        for (int s = 0; s < v.camSize(); s++) {
            if (Referent.of(v.cam(s)) == referent) {
                return s;
            }
        }
        return -1;
    }

    /**
     * The ASKs in a byte stream (frames parsed and read strictly; anything else dropped).
     *
     * @param bytes the received bytes
     * @return the ASKs, in order, maybe empty
     */
    public List<Ask> hearAsks(byte[] bytes) {
        List<Ask> asks = new ArrayList<>();
        for (LinkFrame f : decoder.feed(bytes)) {
            Optional<SpeechAct> act = Speech.read(f);
            if (act.isPresent() && act.get() instanceof Ask ask) {
                asks.add(ask);
            }
        }
        return asks;
    }

    /**
     * A's life figures.
     *
     * @return the summary
     */
    public LifeSummary summary() {
        return agent.summary();
    }

    /**
     * A's core digest.
     *
     * @return the core digest, 64 lowercase hex digits
     */
    public String digest() {
        return agent.digest();
    }

    /**
     * A's read-only view.
     *
     * @return the view
     */
    public AgentView view() {
        return agent.view();
    }

    /**
     * The world A lived in.
     *
     * @return the world
     */
    public RingWorld world() {
        return agent.world();
    }
}
