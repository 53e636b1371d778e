package echoai.nexus0;

import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The NEXUS-0 agent: CAM, T and Q, a 256-turn life in a {@link RingWorld}, starting at cell 0
 * (or, by the E7 extension of docs/spec/E7.md, at a given start cell: the only way two
 * veterans' lives in one world differ).
 * One {@link #turn()}:
 *
 * <ol>
 *   <li>obs = observe(pos); s = its CAM index (appended if new);</li>
 *   <li>proposal = the {@link Proposer} (default {@link Proposer#NEXUS0}) on a read-only view;</li>
 *   <li>the {@link Gate} judges it (VETO → WAIT);</li>
 *   <li>act: (jump, r) from {@link Dynamics}; move;</li>
 *   <li>s' = CAM index of the new observation (appended if new);</li>
 *   <li>learn about the executed action: Q (integer rule), n(s,a) += 1, last harm if r &lt; 0.</li>
 * </ol>
 *
 * <p>Nothing outside this package can write CAM, T or Q: a proposer sees an {@link AgentView}
 * only, and the agent exposes no mutator but {@code turn()}. Storage is allocated up front.
 */
public final class Agent {
    /** Turns in a life. */
    public static final int LIFE_TURNS = 256;
    /**
     * States an agent can hold. A life sees at most the ring's 32 distinct observations; the other
     * half is headroom so that a tampered CAM (tests of the auditor) still fits.
     */
    public static final int MAX_STATES = 2 * RingWorld.CELLS;

    private final RingWorld world;
    private final Proposer proposer;
    private final Cortex cortex;
    private final Cam cam = new Cam(MAX_STATES);
    private final Transitions transitions = new Transitions(MAX_STATES);
    private final QTable qTable = new QTable(MAX_STATES);
    private final Gate gate = new Gate();
    private final List<TurnRecord> journal = new ArrayList<>(LIFE_TURNS);
    private final View view = new View();
    private int t;
    private final int startCell;
    private int pos;
    private int state = -1;
    private int harm;
    private int totalReturn;
    private int cortexCalls;

    /**
     * A NEXUS-0 veteran-to-be, proposing by its own rule, cortex off.
     *
     * @param world the world, never null
     */
    public Agent(RingWorld world) {
        this(world, Proposer.NEXUS0, Cortex.OFF);
    }

    /**
     * An agent whose proposals come from {@code proposer}; cortex off.
     *
     * @param world the world, never null
     * @param proposer the proposal rule, never null
     */
    public Agent(RingWorld world, Proposer proposer) {
        this(world, proposer, Cortex.OFF);
    }

    /**
     * An agent with a proposer and a cortex.
     *
     * @param world the world, never null
     * @param proposer the proposal rule, never null
     * @param cortex the cortex, {@link Cortex#OFF} for none
     */
    public Agent(RingWorld world, Proposer proposer, Cortex cortex) {
        this(world, proposer, cortex, 0);
    }

    /**
     * A NEXUS-0 agent, proposing by its own rule, cortex off, whose life starts at
     * {@code startCell} instead of cell 0 (docs/spec/E7.md, "Several veterans": an extension of
     * NEXUS-0, declared as one; start cell 0 is NEXUS-0 itself).
     *
     * @param world the world, never null
     * @param startCell the cell of turn 0, 0..31
     * @return the agent, at turn 0
     * @throws IllegalArgumentException when {@code startCell} is outside 0..31
     */
    public static Agent startingAt(RingWorld world, int startCell) {
        return new Agent(world, Proposer.NEXUS0, Cortex.OFF, startCell);
    }

    private Agent(RingWorld world, Proposer proposer, Cortex cortex, int startCell) {
        if (startCell < 0 || startCell >= RingWorld.CELLS) {
            throw new IllegalArgumentException("startCell must be in [0, 31]: " + startCell);
        }
        this.startCell = startCell;
        this.pos = startCell;
        this.world = Objects.requireNonNull(world, "world");
        this.proposer = Objects.requireNonNull(proposer, "proposer");
        this.cortex = Objects.requireNonNull(cortex, "cortex");
    }

    /**
     * A twin: a fresh agent in the same (immutable) world, proposing {@code proposals} in order.
     *
     * @param proposals the proposals, one per turn
     * @return the twin, at turn 0
     */
    public Agent twin(List<Action> proposals) {
        return new Agent(world, new ReplayProposer(proposals), Cortex.OFF, startCell);
    }

    /**
     * Plays one turn.
     *
     * @return its journal record
     * @throws IllegalStateException after 256 turns
     */
    public TurnRecord turn() {
        if (t >= LIFE_TURNS) {
            throw new IllegalStateException("life is over: " + LIFE_TURNS + " turns lived");
        }
        int cell = pos;
        Postcard obs = world.observe(cell);
        int s = cam.intern(obs);
        state = s;
        boolean exploration = Nexus0Policy.isExplorationTurn(t);
        Action proposal = Objects.requireNonNull(proposer.propose(view), "proposal");
        if (cortex != Cortex.OFF) {
            cortexCalls++;
            Action advice = cortex.advise(view);
            if (advice != null) {
                proposal = advice;
            }
        }
        Gate.Verdict verdict = gate.decide(transitions, t, s, proposal);
        Action action = verdict == Gate.Verdict.VETO ? Action.WAIT : proposal;
        CellKind kind = world.kind(cell);
        int r = Dynamics.reward(kind, action);
        pos = RingWorld.move(cell, Dynamics.jump(kind, action));
        Postcard next = world.observe(pos);
        int s2 = cam.intern(next);
        qTable.learn(s, action, r, s2);
        transitions.record(s, action, t, r);
        if (r < 0) {
            harm++;
        }
        totalReturn += r;
        TurnRecord rec = new TurnRecord(t, cell, obs, s, proposal, exploration, verdict, action, r,
                pos, next, s2, qTable.q(s, Action.APPROACH), qTable.q(s, Action.AVOID),
                qTable.q(s, Action.WAIT), cam.size());
        journal.add(rec);
        state = s2;
        t++;
        return rec;
    }

    /**
     * Plays the rest of the life.
     *
     * @return the summary
     */
    public LifeSummary live() {
        while (!isOver()) {
            turn();
        }
        return summary();
    }

    /**
     * Whether the life is over.
     *
     * @return true once 256 turns are lived
     */
    public boolean isOver() {
        return t >= LIFE_TURNS;
    }

    /**
     * The observation the agent will see at step 1 of the next turn.
     *
     * @return the postcard of the cell under it
     */
    public Postcard peekObservation() {
        return world.observe(pos);
    }

    /**
     * The read-only view of this agent (the same object a proposer receives).
     *
     * @return the view
     */
    public AgentView view() {
        return view;
    }

    /**
     * The world this agent lives in.
     *
     * @return the world
     */
    public RingWorld world() {
        return world;
    }

    /**
     * The cell the agent stands on (the world's truth, not a fact of the agent).
     *
     * @return the cell, 0..31
     */
    public int position() {
        return pos;
    }

    /**
     * Turns lived so far.
     *
     * @return 0..256
     */
    public int turnsLived() {
        return t;
    }

    /**
     * The journal so far.
     *
     * @return one record per turn, read-only
     */
    public List<TurnRecord> journal() {
        return Collections.unmodifiableList(journal);
    }

    /**
     * The figures so far.
     *
     * @return the summary
     */
    public LifeSummary summary() {
        int tried = 0;
        for (int s = 0; s < cam.size(); s++) {
            for (Action a : Action.values()) {
                if (transitions.n(s, a) > 0) {
                    tried++;
                }
            }
        }
        return new LifeSummary(t, harm, totalReturn, cam.size(), tried, gate.vetoes(),
                gate.passes(), cortexCalls);
    }

    /**
     * Calls made to the cortex.
     *
     * @return the count, 0 when it is off
     */
    public int cortexCalls() {
        return cortexCalls;
    }

    /**
     * An immutable copy of CAM, T and Q now.
     *
     * @return the snapshot
     */
    public CoreSnapshot snapshot() {
        return CoreSnapshot.of(view);
    }

    /**
     * The core digest now.
     *
     * @return 64 lowercase hex digits
     */
    public String digest() {
        return CoreDigest.hex(snapshot());
    }

    /** TEST ONLY: the agent's CAM, for tamper tests in this package. */
    Cam testOnlyCam() {
        return cam;
    }

    /** TEST ONLY: the agent's T, for tamper tests in this package. */
    Transitions testOnlyTransitions() {
        return transitions;
    }

    /** TEST ONLY: the agent's Q, for tamper tests in this package. */
    QTable testOnlyQTable() {
        return qTable;
    }

    /** The read-only view; a private class so no caller can cast it back to the agent. */
    private final class View implements AgentView {
        @Override
        public int turn() {
            return t;
        }

        @Override
        public int state() {
            return state >= 0 ? state : cam.indexOf(world.observe(pos));
        }

        @Override
        public Postcard observation() {
            return world.observe(pos);
        }

        @Override
        public int q(int s, Action a) {
            return qTable.q(s, a);
        }

        @Override
        public int n(int s, Action a) {
            return transitions.n(s, a);
        }

        @Override
        public int lastHarm(int s, Action a) {
            return transitions.lastHarm(s, a);
        }

        @Override
        public int indexOf(Postcard observation) {
            return cam.indexOf(observation);
        }

        @Override
        public int camSize() {
            return cam.size();
        }

        @Override
        public Postcard cam(int i) {
            return cam.get(i);
        }
    }
}
