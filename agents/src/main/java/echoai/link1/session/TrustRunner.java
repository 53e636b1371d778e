package echoai.link1.session;

import echoai.link1.agent.MajorityVote;
import echoai.link1.agent.Proposal;
import echoai.link1.agent.ProvenanceStore;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.TrustEvent;
import echoai.link1.agent.TrustLedger;
import echoai.link1.agent.TrustLog;
import echoai.link1.agent.TrustRule;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * One world of one E8 arm ({@code docs/spec/E8.md}): the speakers say what their kinds make of
 * their lives, B hears the frames that reach it before its turn 0 (under the known-liar
 * baseline only the honest speakers'), lives 256 turns by the arm's rule in {@code world(seed)},
 * and the row is E4's plus, per speaker, its figures ({@link SpeakerFigures}).
 */
public final class TrustRunner {
    private TrustRunner() {
    }

    /** B after its life, with the row and the figures. */
    public record Played(E8World world, TalkingAgent listener) {
    }

    /**
     * One world of a wire arm.
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the row and the speakers' figures
     */
    public static E8World run(long seed, TrustArm arm) {
        return play(seed, arm).world();
    }

    /**
     * One world of a wire arm, keeping B (for the story).
     *
     * @param seed the world seed
     * @param arm the arm
     * @return the world and B after its life
     */
    public static Played play(long seed, TrustArm arm) {
        List<List<LinkFrame>> perSpeaker = arm.set().frames(seed);
        List<LinkFrame> all = new TrustArm(arm.set(), TrustArm.Rule.NOTRUST, arm.honestLast())
                .heard(perSpeaker);
        // the wire delivers every frame as sent (B's hear() takes the wire's bytes)
        return listen(seed, arm.set(), arm.rule(), arm.name(), all, all);
    }

    /**
     * One world of a baseline beside E8's rule, by wire in E8's adversarial order (every wrong
     * speaker's frames after the honest one's), named {@code set:rule}.
     *
     * @param seed the world seed
     * @param set the speakers
     * @param rule the baseline
     * @return the row and the speakers' figures
     */
    public static E8World runBaseline(long seed, SpeakerSet set, BaselineRule rule) {
        List<LinkFrame> all = new TrustArm(set, TrustArm.Rule.NOTRUST, false)
                .heard(set.frames(seed));
        List<byte[]> bytes = new ArrayList<>(all.size());
        all.forEach(f -> bytes.add(f.toBytes()));
        return listenTo(seed, set, false, rule::listener, rule == BaselineRule.MAJORITY,
                rule.armName(set), bytes, all).world();
    }

    /**
     * B's life after its receiver delivered {@code delivered} (every speaker's frames that
     * arrived, in the order they arrived): under KNOWN B takes only the honest speakers'.
     *
     * @param seed the world seed
     * @param set the speakers
     * @param rule how B listens
     * @param name the row's arm name
     * @param delivered the frames B's receiver delivered, in order
     * @param sent every frame the speakers sent
     * @return the world and B after its life
     */
    public static Played listen(long seed, SpeakerSet set, TrustArm.Rule rule, String name,
                                List<LinkFrame> delivered, List<LinkFrame> sent) {
        List<byte[]> bytes = new ArrayList<>(delivered.size());
        delivered.forEach(f -> bytes.add(f.toBytes()));
        return listenTo(seed, set, rule, name, bytes, sent);
    }

    /**
     * B's life after its receiver delivered these 22-byte frames (every speaker's that arrived,
     * in the order they arrived; by air a frame that passed the receiver's CRC may still fail
     * B's frame checks, and is dropped and counted there): under KNOWN B takes only the frames
     * whose sender byte is an honest speaker's. The speakers' figures count the delivered frames
     * that pass every frame check.
     *
     * @param seed the world seed
     * @param set the speakers
     * @param rule how B listens
     * @param name the row's arm name
     * @param delivered the frames' bytes, 22 each, in the order delivered
     * @param sent every frame the speakers sent
     * @return the world and B after its life
     */
    public static Played listenTo(long seed, SpeakerSet set, TrustArm.Rule rule, String name,
                                  List<byte[]> delivered, List<LinkFrame> sent) {
        boolean known = rule == TrustArm.Rule.KNOWN;
        return listenTo(seed, set, known, rule == TrustArm.Rule.TRUST ? TalkingAgent::trusting
                : TalkingAgent::new, false, name, delivered, sent);
    }

    /**
     * B, made by {@code listener}, after its receiver delivered these frames; {@code known}: B
     * takes only the honest speakers' frames; {@code vote}: B follows the majority, and a
     * speaker's claim is used where it is on the winning side of the vote.
     */
    private static Played listenTo(long seed, SpeakerSet set, boolean known,
                                   Function<RingWorld, TalkingAgent> listener, boolean vote,
                                   String name, List<byte[]> delivered, List<LinkFrame> sent) {
        Set<Integer> honest = new HashSet<>();
        for (int j = 0; j < set.kinds().size(); j++) {
            if (!set.kinds().get(j).wrong()) {
                honest.add(Veteran.idOf(j));
            }
        }
        ByteArrayOutputStream taken = new ByteArrayOutputStream();
        List<LinkFrame> valid = new ArrayList<>();
        for (byte[] f : delivered) {
            if (f.length != LinkFrame.LENGTH) {
                throw new IllegalArgumentException("a delivered frame has 22 bytes: " + f.length);
            }
            if (!known || honest.contains(f[LinkFrame.OFFSET_SENDER] & 0xFF)) {
                taken.writeBytes(f);
            }
            if (LinkFrame.parse(f) instanceof FrameResult.Accepted a) {
                valid.add(a.frame());
            }
        }
        List<LinkFrame> accounted = known ? sent.stream()
                .filter(f -> honest.contains(f.sender())).toList() : sent;
        TalkingAgent b = listener.apply(RingWorld.world(seed));
        b.hear(taken.toByteArray());
        b.endOfStream();
        b.live();
        WorldResult row = ArmRunner.result(seed, name, b, accounted);
        return new Played(new E8World(row, figures(set, b, valid, vote)), b);
    }

    /**
     * Per speaker: its claims delivered, the diversions on its testimony, and what B's turns made
     * of its claims (E8's check on B's journal, {@link TrustRule#witness}); in the trust arms that
     * is B's own ledger, and this checks that it is.
     *
     * @param set the speakers
     * @param b B after its life
     * @param delivered every frame B's receiver delivered
     * @param vote whether B followed the majority (a claim on the winning side is used)
     * @return one per speaker, in veteran order
     */
    static List<SpeakerFigures> figures(SpeakerSet set, TalkingAgent b,
                                        List<LinkFrame> delivered, boolean vote) {
        ProvenanceStore all = ProvenanceStore.of(delivered);
        TrustLedger seen = TrustRule.witness(b.journal(), all);
        TrustLog log = b.trust().orElse(null);
        if (log != null && !log.trust().events().equals(seen.events())) {
            throw new IllegalStateException("B's trust differs from its journal's account");
        }
        List<SpeakerFigures> out = new ArrayList<>();
        for (int j = 0; j < set.kinds().size(); j++) {
            int id = Veteran.idOf(j);
            ProvenanceStore votes = vote ? all : null;
            List<Integer> divertedAt = usedOn(id, b, log, votes, true);
            int heeded = usedOn(id, b, log, votes, false).size();
            List<Integer> agreed = new ArrayList<>();
            List<Integer> contradicted = new ArrayList<>();
            List<Integer> trajectory = new ArrayList<>();
            boolean everDisbelieved = false;
            for (TrustEvent e : seen.events(id)) {
                (e.agrees() ? agreed : contradicted).add(e.turn());
                everDisbelieved |= !TrustRule.believed(agreed.size(), contradicted.size());
                trajectory.add(TrustRule.perMille(agreed.size(), contradicted.size()));
            }
            int claims = 0;
            for (int r : all.of(id).referents()) {
                claims += all.of(id).about(r).size();
            }
            out.add(new SpeakerFigures(id, set.kinds().get(j).label(), claims,
                    heeded, divertedAt.size(), agreed.size(), contradicted.size(),
                    after(divertedAt, contradicted, 1), after(divertedAt, contradicted, 2),
                    everDisbelieved, seen.believed(id), agreed, contradicted, trajectory));
        }
        return out;
    }

    /**
     * The turns whose proposal used speaker {@code id}'s testimony — its claim set the informed
     * value of an action B had not tried there — all of them, or only the diversions: in the
     * trust arms only the speaker B followed is used; under today's rule every speaker whose
     * claim the merged store held for an untried action (one diversion may use several); under
     * the majority vote ({@code votes} not null) every speaker on the winning side of the vote
     * on an untried action.
     */
    private static List<Integer> usedOn(int id, TalkingAgent b, TrustLog log,
                                        ProvenanceStore votes, boolean diversionsOnly) {
        List<Integer> out = new ArrayList<>();
        for (Proposal p : b.proposals()) {
            if (!p.consulted() || (diversionsOnly && !p.diversion())) {
                continue;
            }
            int t = p.site().turn();
            boolean used = false;
            for (Action a : Action.values()) {
                int r = p.site().referent();
                Testimony heard = votes != null
                        ? (MajorityVote.side(votes, r, a).contains(id) ? votes.get(id, r, a) : null)
                        : log == null ? b.testimony().get(p.site().referent(), a)
                        : log.followed().get(t) == id ? log.heard().get(id, p.site().referent(), a)
                        : null;
                used |= p.site().n(a) == 0 && heard != null && heard.sender() == id;
            }
            if (used) {
                out.add(t);
            }
        }
        return out;
    }

    /** Diversions after the turn of the k-th contradiction, or -1 when there were fewer. */
    private static int after(List<Integer> divertedAt, List<Integer> contradicted, int k) {
        if (contradicted.size() < k) {
            return -1;
        }
        int turn = contradicted.get(k - 1);
        return (int) divertedAt.stream().filter(t -> t > turn).count();
    }
}
