package echoai.link1.agent;

import echoai.link1.frame.FrameDecoder;
import echoai.link1.frame.FrameResult.Reason;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.Unknown;
import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.AgentView;
import echoai.nexus0.Auditor;
import echoai.nexus0.CoreSnapshot;
import echoai.nexus0.LifeSummary;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The novice B (id {@value #ID}): a NEXUS-0 {@link Agent} whose only change is its proposer
 * (the extension point), plus what it heard, kept apart. {@link #hear(byte[])} parses frames
 * with a {@link FrameDecoder}, reads CLAIMs strictly and keeps them in a {@link TestimonyStore}
 * (a frame heard again byte for byte — a retry — is one testimony, taken once);
 * the proposal follows {@link ListeningRule}; the gate, acting and learning are NEXUS-0's.
 *
 * <p>Guards of P3, each apart from the code it checks: the core digest before and after every
 * {@code hear()}; the {@link Oracle} on every turn (own ledger, from the snapshot before the
 * turn, reading the accepted frames itself); the NEXUS-0 {@link Auditor} on every turn; and
 * the deaf replay twin ({@link #firewall()}).
 */
public final class TalkingAgent {
    /** B's sender id. */
    public static final int ID = 2;

    private final Agent agent;
    private final Listening listening;
    private final TestimonyStore testimony = new TestimonyStore();
    private final AdviceBudget budget = new AdviceBudget();
    private final List<Proposal> proposals = new ArrayList<>(Agent.LIFE_TURNS);
    private final FrameDecoder decoder = new FrameDecoder();
    private final List<LinkFrame> heardFrames = new ArrayList<>();
    private final Set<ByteBuffer> framesTaken = new HashSet<>();
    private final Oracle oracle;
    private final Auditor auditor = new Auditor();
    private int testimonyCoreWrites;
    private int heardBytes;
    private int digestCheckedBytes;
    private int claims;
    private int unknowns;
    private int otherActs;
    private int malformed;
    private int duplicates;

    /**
     * A listening novice.
     *
     * @param world the world it lives in (arm D: {@code RingWorld.worldD(seed)})
     */
    public TalkingAgent(RingWorld world) {
        this(world, Listening.LISTEN);
    }

    /**
     * A novice that hears (and stores) but never consults testimony: the deaf control.
     *
     * @param world the world it lives in
     * @return the deaf novice
     */
    public static TalkingAgent deaf(RingWorld world) {
        return new TalkingAgent(world, Listening.DEAF);
    }

    /**
     * A novice that discovers how A perceives before it acts on testimony (E9,
     * {@code docs/spec/E9.md}): {@link Discovering}, checked by an oracle that discovers on its
     * own ({@link Oracle#discovering()}).
     *
     * @param world the world it lives in, as B perceives it ({@link RingWorld#perceivedBy})
     * @return the discovering novice
     */
    public static TalkingAgent discovering(RingWorld world) {
        return new TalkingAgent(world, new Discovering(), Oracle.discovering());
    }

    /**
     * A novice that keeps testimony per speaker and learns whom to believe from its own turns
     * (E8, {@code docs/spec/E8.md}): {@link TrustRule}, checked by an oracle with its own account
     * of the speakers and of B's trust in them ({@link Oracle#trusting()}).
     *
     * @param world the world it lives in
     * @return the trusting novice
     */
    public static TalkingAgent trusting(RingWorld world) {
        return new TalkingAgent(world, new Trusting(), Oracle.trusting());
    }

    /**
     * A novice that follows the majority of its speakers on each site and action, a tie giving
     * no advice (the majority-vote baseline beside E8's rule, {@link MajorityVote}), checked by
     * an oracle with its own count of the votes ({@link Oracle#majority()}).
     *
     * @param world the world it lives in
     * @return the voting novice
     */
    public static TalkingAgent majority(RingWorld world) {
        return new TalkingAgent(world, new Voting(), Oracle.majority());
    }

    /**
     * A novice that follows a speaker only once its own turns bore out more of that speaker's
     * claims than they contradicted (the reputation baseline beside E8's rule,
     * {@link ReputationRule}: the same counts as E8's trust, a beta-binomial posterior with
     * prior Beta(1, 1), mean above 1/2), checked by an oracle with its own account
     * ({@link Oracle#reputation()}).
     *
     * @param world the world it lives in
     * @return the novice
     */
    public static TalkingAgent reputation(RingWorld world) {
        return new TalkingAgent(world, new Trusting(new TrustLedger(), ReputationRule::decide),
                Oracle.reputation());
    }

    /** A novice with another listening rule (tests inject the spec's mutants here). */
    TalkingAgent(RingWorld world, Listening listening) {
        this(world, listening, new Oracle());
    }

    /** A novice with a listening rule and the oracle that checks it (E9's discovery). */
    TalkingAgent(RingWorld world, Listening listening, Oracle oracle) {
        this.listening = Objects.requireNonNull(listening, "listening");
        this.oracle = Objects.requireNonNull(oracle, "oracle");
        this.agent = new Agent(world, this::propose);
    }

    private Action propose(AgentView view) {
        Proposal p = listening.propose(view, testimony, budget);
        proposals.add(p);
        return p.chosen();
    }

    /**
     * Hears all of {@code bytes}; see {@link #hear(byte[], int, int)}.
     *
     * @param bytes a chunk of the stream
     * @return what this chunk brought
     */
    public Hearing hear(byte[] bytes) {
        return hear(bytes, 0, bytes.length);
    }

    /**
     * Hears {@code length} bytes (a chunk of a stream; a frame may span chunks): every frame
     * the decoder accepts is read strictly; CLAIMs become testimony, invalid frames are dropped
     * and counted by reason. The core digest is taken before and after; any change counts as a
     * testimony write into CAM/T/Q. The bytes so checked are counted apart from the bytes taken
     * in ({@link Firewall#digestCheckedBytes()} against {@link Firewall#heardBytes()}): counted
     * in bytes, not calls, so that the count does not depend on how a stream was chunked.
     *
     * @param bytes the array holding the chunk
     * @param offset index of the chunk's first byte
     * @param length the chunk's length, 0 or more
     * @return what this chunk brought (frames, claims, drops)
     */
    public Hearing hear(byte[] bytes, int offset, int length) {
        String before = agent.digest();
        int c0 = claims;
        int u0 = unknowns;
        int o0 = otherActs;
        int m0 = malformed;
        int frames = takeIn(bytes, offset, length);
        boolean unchanged = before.equals(agent.digest());
        digestCheckedBytes += length;
        if (!unchanged) {
            testimonyCoreWrites++;
        }
        return new Hearing(length, frames, claims - c0, unknowns - u0, otherActs - o0,
                malformed - m0, unchanged);
    }

    /**
     * Takes bytes in without the digest around them: only {@link #hear(byte[], int, int)} may
     * call it (package-private so that a test can play the path that skips the guard). Returns
     * the frames the decoder accepted.
     */
    int takeIn(byte[] bytes, int offset, int length) {
        heardBytes += length;
        List<LinkFrame> frames = decoder.feed(bytes, offset, length);
        for (LinkFrame frame : frames) {
            oracle.hear(frame.toBytes());
            if (!framesTaken.add(ByteBuffer.wrap(frame.toBytes()))) {
                duplicates++;
                continue;
            }
            heardFrames.add(frame);
            take(frame);
        }
        return frames.size();
    }

    private void take(LinkFrame frame) {
        Optional<SpeechAct> act = Speech.read(frame);
        if (act.isEmpty() || act.get().speaker() != frame.sender()) {
            malformed++;
        } else if (act.get() instanceof Claim claim) {
            Testimony t = listening.testimony(claim, frame);
            testimony.put(t);
            listening.heard(t);
            claims++;
        } else if (act.get() instanceof Unknown) {
            unknowns++;
        } else {
            otherActs++;
        }
    }

    /** Ends the byte stream: a partial frame pending is dropped and counted. */
    public void endOfStream() {
        decoder.finish();
    }

    /**
     * Plays one turn with the oracle and the auditor watching; returns its record. (A turn of
     * the NEXUS-0 agent inside played any other way is seen by neither, and
     * {@link Firewall#holds()} fails for it.)
     *
     * @return the turn's record
     */
    public TurnRecord turn() {
        CoreSnapshot before = agent.snapshot();
        TurnRecord rec = agent.turn();
        oracle.check(before, rec);
        auditor.check(rec, agent.snapshot());
        listening.acted(rec);
        return rec;
    }

    /** Plays the rest of the life. */
    public void live() {
        while (!agent.isOver()) {
            turn();
        }
    }

    /**
     * The P3 audit so far. The replay twin is a deaf NEXUS-0 agent in the same world, fed the
     * proposals that reached B's gate turn by turn; it must end with B's core digest.
     *
     * @return the guards' counts
     */
    public Firewall firewall() {
        List<Action> gateProposals = new ArrayList<>(agent.turnsLived());
        for (TurnRecord rec : agent.journal()) {
            gateProposals.add(rec.proposal());
        }
        Agent twin = agent.twin(gateProposals);
        for (int t = 0; t < gateProposals.size(); t++) {
            twin.turn();
        }
        return new Firewall(auditor.falseFacts(), auditor.destroyed(), agent.cortexCalls(),
                testimonyCoreWrites, twin.digest().equals(agent.digest()),
                oracle.unexplainedDiversions(), oracle.checked(), auditor.checks(), heardBytes,
                digestCheckedBytes);
    }

    /**
     * Whether the life is over.
     *
     * @return true once 256 turns are lived
     */
    public boolean isOver() {
        return agent.isOver();
    }

    /**
     * Read-only view of B's state (between turns: the coming turn and observation).
     *
     * @return the view
     */
    public AgentView view() {
        return agent.view();
    }

    /**
     * The world B lives in.
     *
     * @return the world
     */
    public RingWorld world() {
        return agent.world();
    }

    /**
     * B's journal.
     *
     * @return one record per turn lived, in turn order
     */
    public List<TurnRecord> journal() {
        return agent.journal();
    }

    /**
     * B's proposals as its rule made them.
     *
     * @return one per turn lived, unmodifiable
     */
    public List<Proposal> proposals() {
        return Collections.unmodifiableList(proposals);
    }

    /**
     * What B heard (read-only outside this package).
     *
     * @return the testimony store
     */
    public TestimonyStore testimony() {
        return testimony;
    }

    /**
     * The advice budget ledger.
     *
     * @return the ledger
     */
    public AdviceBudget budget() {
        return budget;
    }

    /**
     * Every frame the decoder accepted (for accepted-corrupt checks).
     *
     * @return them in hearing order, unmodifiable
     */
    public List<LinkFrame> heardFrames() {
        return Collections.unmodifiableList(heardFrames);
    }

    /**
     * Candidate frames with a good CRC rejected for one reason.
     *
     * @param reason the reason
     * @return the count, 0 or more
     */
    public long rejected(Reason reason) {
        return decoder.rejected(reason);
    }

    /**
     * Bytes skipped by the decoder while looking for a frame.
     *
     * @return the count, 0 or more
     */
    public long garbageBytes() {
        return decoder.garbageBytes();
    }

    /**
     * Frames heard again, byte for byte, after they were first taken (a retry, or one frame
     * heard twice): each is one testimony, stored once, so the repeats are suppressed
     * (docs/spec/E7.md).
     *
     * @return the count, 0 or more
     */
    public int duplicatesHeard() {
        return duplicates;
    }

    /**
     * CLAIMs stored.
     *
     * @return the count, 0 or more
     */
    public int claimsHeard() {
        return claims;
    }

    /**
     * UNKNOWN answers heard.
     *
     * @return the count, 0 or more
     */
    public int unknownsHeard() {
        return unknowns;
    }

    /**
     * Accepted frames dropped because their postcard lacks the act's shape.
     *
     * @return the count, 0 or more
     */
    public int malformedHeard() {
        return malformed;
    }

    /**
     * B's life figures.
     *
     * @return the summary so far
     */
    public LifeSummary summary() {
        return agent.summary();
    }

    /**
     * B's per-life measures so far.
     *
     * @return first-visit harm, harm, return, diversions, sites, vetoes
     */
    public LifeMeasures measures() {
        return LifeMeasures.of(this);
    }

    /**
     * B's core digest.
     *
     * @return the core digest, 64 lowercase hex digits
     */
    public String digest() {
        return agent.digest();
    }

    /**
     * What B did with its belief about A's perception (E9), when it discovers.
     *
     * @return the log, or empty for a v1 listener
     */
    public Optional<DiscoveryLog> discovery() {
        return Optional.ofNullable(listening.discovery());
    }

    /**
     * What B did with its speakers (E8), when it weighs them.
     *
     * @return the log, or empty for a v1 listener
     */
    public Optional<TrustLog> trust() {
        return Optional.ofNullable(listening.trust());
    }

    /** TEST ONLY: the NEXUS-0 agent inside, for leak mutants (package-private). */
    Agent testOnlyCore() {
        return agent;
    }
}
