package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.Referent;
import echoai.nexus0.TurnRecord;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * E8's listening rule ({@code docs/spec/E8.md}), a declared extension of LINK1.md's ("How the
 * novice listens"), as pure functions: testimony is kept per speaker ({@link ProvenanceStore}),
 * and B's trust in each speaker comes from its own verification only ({@link TrustLedger}).
 *
 * <ul>
 *   <li><b>Check</b> ({@link #check}): when B itself does action a at a site (after the gate, on
 *       any turn) and a speaker had claimed V for (the site's referent, a), the claim predicted
 *       harm when V &lt; 0 and no harm when V ≥ 0; B's reward r says which happened. They differ:
 *       a contradiction. They agree and V ≠ 0: an agreement. V = 0 and no harm: no evidence (a
 *       liar's inversion leaves 0 as it is). Each claim is checked once, the first time B does
 *       its action at its site. An honest veteran passes it although its V is a bootstrapped
 *       Q, not a reward: Q(s, WAIT) never falls below 0 (its target is maxQ(s)/2 ≥ Q(s, WAIT)/2),
 *       so maxQ ≥ 0 everywhere and a zero-reward action's Q is never negative; a harmful
 *       action's target is at most −50 + 60/2 &lt; 0 (no Q exceeds 30/(1 − 1/2)), so its Q is
 *       negative from its first update. So V &lt; 0 exactly where the reward is −50, whatever
 *       the speaker lived, unless two cells share a referent.</li>
 *   <li><b>Trust</b>: a Beta({@value #PRIOR} + agreements, {@value #PRIOR} + contradictions)
 *       posterior per speaker; a speaker is <b>believed</b> while its mean is at least
 *       {@value #THRESHOLD_NUM}/{@value #THRESHOLD_DEN} (compared exactly, in integers).</li>
 *   <li><b>Whom B follows at a site</b> ({@link #follow}): among the believed speakers that said
 *       something about the site's referent, the one with the highest mean; ties to the one whose
 *       latest claim about the referent was heard last (LINK-1's "a later claim replaces an
 *       earlier one", so that with no evidence yet the rule is today's).</li>
 *   <li><b>The proposal</b> ({@link #decide}): LINK-1's rule with the followed speaker's
 *       testimony alone — exploration turns untouched, what B tried overrides what it heard,
 *       the advice budget ({@value ListeningRule#ADVICE_BUDGET} per site) still caps
 *       diversions; with no believed speaker about the site, NEXUS-0's own proposal.</li>
 * </ul>
 */
public final class TrustRule {
    /** Agreements and contradictions B credits every speaker with before any evidence. */
    public static final int PRIOR = 1;
    /** The threshold's numerator: believed while mean ≥ NUM / DEN. */
    public static final int THRESHOLD_NUM = 1;
    /** The threshold's denominator. */
    public static final int THRESHOLD_DEN = 2;

    /** What one check of a claim against B's own outcome found. */
    public enum Check {
        /** The claim's sign was borne out (and the claim was not 0). */
        AGREES,
        /** The claim's sign was contradicted. */
        CONTRADICTS,
        /** V = 0 and no harm: no evidence either way. */
        SILENT
    }

    private TrustRule() {
    }

    /**
     * One claim checked against what B got for the same action at the same site.
     *
     * @param claimedValue the speaker's V, -100..100
     * @param reward B's reward
     * @return whether it agrees, contradicts, or says nothing
     */
    public static Check check(int claimedValue, int reward) {
        boolean predictedHarm = claimedValue < 0;
        boolean harm = reward < 0;
        if (predictedHarm != harm) {
            return Check.CONTRADICTS;
        }
        return claimedValue != 0 ? Check.AGREES : Check.SILENT;
    }

    /**
     * Whether a speaker with this evidence is believed: (PRIOR + a) / (2 PRIOR + a + c) ≥
     * THRESHOLD_NUM / THRESHOLD_DEN.
     *
     * @param agreements claims borne out, ≥ 0
     * @param contradictions claims contradicted, ≥ 0
     * @return true when at or above the threshold
     */
    public static boolean believed(int agreements, int contradictions) {
        return believed(agreements, contradictions, THRESHOLD_NUM, THRESHOLD_DEN);
    }

    /** Believed while the mean is at least num / den (the dev measurement of other thresholds). */
    static boolean believed(int agreements, int contradictions, int num, int den) {
        return (long) (PRIOR + agreements) * den
                >= (long) num * (2L * PRIOR + agreements + contradictions);
    }

    /**
     * The Beta mean (PRIOR + a) / (2 PRIOR + a + c) of a speaker's trust in per mille, rounded
     * down: what B's trust in it is after {@code agreements} borne-out and {@code contradictions}
     * contradicted claims.
     *
     * @param agreements its claims B's own turns bore out, ≥ 0
     * @param contradictions its claims B's own turns contradicted, ≥ 0
     * @return the trust in per mille, 0..1000
     */
    public static int perMille(int agreements, int contradictions) {
        return (int) (1000L * (PRIOR + agreements) / (2L * PRIOR + agreements + contradictions));
    }

    /**
     * Compares two speakers' posterior means exactly.
     *
     * @param a1 the first's agreements
     * @param c1 the first's contradictions
     * @param a2 the second's agreements
     * @param c2 the second's contradictions
     * @return negative, 0 or positive as the first's mean is below, equal to or above the second's
     */
    public static int compare(int a1, int c1, int a2, int c2) {
        long left = (long) (PRIOR + a1) * (2L * PRIOR + a2 + c2);
        long right = (long) (PRIOR + a2) * (2L * PRIOR + a1 + c1);
        return Long.compare(left, right);
    }

    /**
     * The speaker B follows at a referent.
     *
     * @param referent the site's referent
     * @param heard testimony per speaker
     * @param trust B's trust
     * @return the speaker's id, or -1 when no believed speaker said anything about it
     */
    public static int follow(int referent, ProvenanceStore heard, TrustLedger trust) {
        return follow(referent, heard, trust, trust::believed);
    }

    /**
     * The speaker B follows at a referent, among those {@code mayFollow} admits: the highest
     * mean, ties to the one heard last (the reputation baseline admits fewer,
     * {@link ReputationRule}).
     */
    static int follow(int referent, ProvenanceStore heard, TrustLedger trust,
                      IntPredicate mayFollow) {
        int best = -1;
        for (int k : heard.speakersAbout(referent)) {
            if (!mayFollow.test(k)) {
                continue;
            }
            if (best < 0) {
                best = k;
                continue;
            }
            int c = compare(trust.agreements(k), trust.contradictions(k),
                    trust.agreements(best), trust.contradictions(best));
            if (c > 0 || (c == 0 && heard.lastHeard(k, referent)
                    > heard.lastHeard(best, referent))) {
                best = k;
            }
        }
        return best;
    }

    /**
     * The proposal at a site and the speaker it followed.
     *
     * @param site what B knows of its site
     * @param heard testimony per speaker
     * @param trust B's trust
     * @param budgetUsed diversions already spent at the site's referent, ≥ 0
     * @return the proposal (LINK-1's rule over the followed speaker's testimony) and that speaker
     */
    public static TrustProposal decide(Site site, ProvenanceStore heard, TrustLedger trust,
                                       int budgetUsed) {
        Objects.requireNonNull(trust, "trust");
        return decide(site, heard, trust, budgetUsed, trust::believed);
    }

    /** {@link #decide} with the speakers {@code mayFollow} admits ({@link ReputationRule}). */
    static TrustProposal decide(Site site, ProvenanceStore heard, TrustLedger trust,
                                int budgetUsed, IntPredicate mayFollow) {
        Objects.requireNonNull(heard, "heard");
        Objects.requireNonNull(trust, "trust");
        if (Nexus0Policy.isExplorationTurn(site.turn())
                || budgetUsed >= ListeningRule.ADVICE_BUDGET) {
            return new TrustProposal(ListeningRule.plain(site, budgetUsed), -1);
        }
        int k = follow(site.referent(), heard, trust, mayFollow);
        if (k < 0) {
            return new TrustProposal(ListeningRule.plain(site, budgetUsed), -1);
        }
        return new TrustProposal(ListeningRule.decide(site, heard.of(k), budgetUsed), k);
    }

    /**
     * What a life's turns make of the speakers' claims by this rule's check: the ledger a
     * trusting B with this testimony would hold after living {@code journal} (for the bench, in
     * any arm: in the no-trust arms B never acts on it).
     *
     * @param journal B's turns, in turn order
     * @param heard testimony per speaker, all heard before turn 0
     * @return the ledger
     */
    public static TrustLedger witness(List<TurnRecord> journal, ProvenanceStore heard) {
        TrustLedger trust = new TrustLedger();
        for (TurnRecord rec : journal) {
            learn(rec, heard, trust);
        }
        return trust;
    }

    /**
     * B's own turn as evidence: every speaker that claimed something about what B just did
     * where it did it, and whose claim was not checked yet, is checked against B's reward.
     *
     * @param rec B's turn (what it did after the gate and what it got)
     * @param heard testimony per speaker
     * @param trust B's trust, updated
     */
    static void learn(TurnRecord rec, ProvenanceStore heard, TrustLedger trust) {
        int referent = Referent.of(rec.observation());
        Action a = rec.action();
        for (int k : heard.speakersAbout(referent)) {
            Testimony t = heard.get(k, referent, a);
            if (t == null || !trust.markTested(k, referent, a)) {
                continue;
            }
            Check c = check(t.value(), rec.reward());
            if (c != Check.SILENT) {
                trust.record(new TrustEvent(rec.turn(), k, referent, a, t.value(), rec.reward(),
                        c == Check.AGREES));
            }
        }
    }
}
