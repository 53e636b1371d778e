package echoai.link1.bench.arms;

import echoai.link1.agent.LifeMeasures;
import echoai.link1.agent.ListeningRule;
import echoai.link1.agent.Proposal;
import echoai.link1.agent.Site;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.TestimonyStore;
import echoai.link1.session.Arm;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.TurnRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Understanding measured as Lowe et al. (2019), "On the pitfalls of measuring emergent
 * communication", on B's first visits in arm T (the turn where B first stands on a cell). At
 * each, B's decision is recomputed with the pure rule on the same site and budget, under other
 * messages about that site:
 *
 * <ul>
 *   <li><b>positive listening</b>: the decision under A's true claims differs from the one under
 *       silence;</li>
 *   <li><b>CIC</b> (interventional causal influence of communication): messages M = {silence,
 *       A's true claims about this referent, each other referent's claims said about this one},
 *       uniform; the listener is deterministic, so I(M; action) = H(action marginal), the marginal
 *       being the <em>sum</em> of p(m)·p(a|m) over messages. A listener that ignores messages
 *       scores exactly 0;</li>
 *   <li><b>shuffle</b>: the decision under the claims arm X puts on this site (A's claims about
 *       the previous referent in sorted order) differs from the one under the true claims.</li>
 * </ul>
 */
public final class Understanding {
    /** A listener's decision on a site, given what it heard and the budget already spent. */
    @FunctionalInterface
    public interface Decider {
        Action decide(Site site, TestimonyStore heard, int budgetUsed);
    }

    /** LINK-1's listener. */
    public static final Decider LISTENER = (s, h, b) -> ListeningRule.decide(s, h, b).chosen();
    /** A listener that ignores every message (NEXUS-0's own proposal). */
    public static final Decider IGNORING = (s, h, b) -> ListeningRule.plain(s, b).chosen();

    /**
     * One world's figures.
     *
     * @param seed              world seed
     * @param firstVisits       B's first visits in T
     * @param movedBySilence    first visits whose decision differs under silence
     * @param changedByShuffle  first visits whose decision differs under shuffled claims
     * @param cicBits           sum over first visits of the CIC in bits
     * @param cicIgnoringBits   the same for a listener that ignores messages (0)
     */
    public record WorldFigures(long seed, int firstVisits, int movedBySilence,
                               int changedByShuffle, double cicBits, double cicIgnoringBits) {
    }

    private Understanding() {
    }

    /** The figures of B's life {@code b} in arm T, given A's true claims. */
    public static WorldFigures measure(long seed, List<Claim> truth, TalkingAgent b) {
        Map<Integer, List<Testimony>> byReferent = byReferent(truth);
        Map<Integer, Integer> shuffledFrom = inverse(Arm.permutation(truth));
        int visits = 0;
        int moved = 0;
        int shuffled = 0;
        double cic = 0;
        double cicIgnoring = 0;
        for (TurnRecord rec : LifeMeasures.firstVisits(b.journal())) {
            Proposal p = b.proposals().get(rec.turn());
            Site site = p.site();
            int r = site.referent();
            List<TestimonyStore> messages = messages(r, byReferent);
            TestimonyStore silence = messages.get(0);
            TestimonyStore truthHere = messages.get(1);
            Action underTruth = LISTENER.decide(site, truthHere, p.budgetBefore());
            visits++;
            if (underTruth != LISTENER.decide(site, silence, p.budgetBefore())) {
                moved++;
            }
            Integer from = shuffledFrom.get(r);
            TestimonyStore shuffledHere = from == null ? silence : said(r, byReferent.get(from));
            if (underTruth != LISTENER.decide(site, shuffledHere, p.budgetBefore())) {
                shuffled++;
            }
            cic += cicBits(site, p.budgetBefore(), messages, LISTENER);
            cicIgnoring += cicBits(site, p.budgetBefore(), messages, IGNORING);
        }
        return new WorldFigures(seed, visits, moved, shuffled, cic, cicIgnoring);
    }

    /** Messages about referent r: silence, the true claims, then each other referent's claims. */
    static List<TestimonyStore> messages(int r, Map<Integer, List<Testimony>> byReferent) {
        List<TestimonyStore> out = new ArrayList<>();
        out.add(new TestimonyStore());
        out.add(said(r, byReferent.getOrDefault(r, List.of())));
        for (Map.Entry<Integer, List<Testimony>> e : byReferent.entrySet()) {
            if (e.getKey() != r) {
                out.add(said(r, e.getValue()));
            }
        }
        return out;
    }

    /**
     * I(message; action) in bits for a deterministic listener with uniform messages: the
     * entropy of the action marginal p(a) = Σ_m p(m)·[decide(m) = a] (summed, not averaged).
     */
    public static double cicBits(Site site, int budgetUsed, List<TestimonyStore> messages,
                                 Decider decider) {
        int[] counts = new int[Action.COUNT];
        for (TestimonyStore m : messages) {
            counts[decider.decide(site, m, budgetUsed).ordinal()]++;
        }
        double bits = 0;
        for (int c : counts) {
            if (c > 0) {
                double p = (double) c / messages.size();
                bits -= p * StrictMath.log(p) / StrictMath.log(2);
            }
        }
        return bits == 0 ? 0 : bits;
    }

    private static TestimonyStore said(int r, List<Testimony> claims) {
        List<Testimony> out = new ArrayList<>(claims.size());
        for (Testimony t : claims) {
            out.add(t.about(r));
        }
        return TestimonyStore.of(out);
    }

    private static Map<Integer, List<Testimony>> byReferent(List<Claim> truth) {
        Map<Integer, List<Testimony>> out = new LinkedHashMap<>();
        for (int i = 0; i < truth.size(); i++) {
            Claim c = truth.get(i);
            out.computeIfAbsent(c.referent(), k -> new ArrayList<>())
                    .add(new Testimony(c.referent(), Action.ofRel(c.actionRel()), c.value(),
                            c.confidence(), c.speaker(), i & 0xFF));
        }
        return out;
    }

    private static Map<Integer, Integer> inverse(Map<Integer, Integer> map) {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(v, k));
        return out;
    }
}
