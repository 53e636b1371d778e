package echoai.link1.agent;

import java.util.Objects;
import java.util.function.IntPredicate;

/**
 * The reputation baseline beside E8's rule (issue 40, finding 5; {@code docs/bench/e8-baselines.md}),
 * as pure functions: a beta-binomial count per speaker of the claims B's own turns bore out (α)
 * and contradicted (β), prior Beta(1, 1), from the very events E8's trust counts
 * ({@link TrustRule#check}, {@link TrustRule#learn} into a {@link TrustLedger}: each
 * (speaker, referent, action) settled once, the first time B does the action at the site).
 *
 * <ul>
 *   <li><b>Whom B may follow</b> ({@link #believed}): a speaker whose posterior mean
 *       (1 + α) / (2 + α + β) is <em>above</em> 1/2, i.e. α &gt; β. The other reading — the
 *       posterior probability that the speaker's reliability exceeds 1/2 is above 1/2 — is the
 *       same test: Beta(1 + α, 1 + β) has its median above 1/2 exactly when α &gt; β (the prior
 *       is symmetric), so the two cannot differ and the integer comparison serves both. A speaker
 *       not yet checked (mean exactly 1/2) does not steer B: a reputation has to be earned first.
 *       That is the one difference from E8's rule, which lets a speaker steer while its mean is
 *       at least 1/2 (the benefit of the doubt).</li>
 *   <li><b>Among several</b>: as E8's rule, the highest mean, ties to the speaker heard last about
 *       the site ({@link TrustRule#follow}); LINK-1's rule over that speaker's testimony alone,
 *       exploration turns untouched, the advice budget
 *       ({@value ListeningRule#ADVICE_BUDGET} per site) still capping diversions.</li>
 * </ul>
 *
 * <p>Like E8's, the counts live beside the testimony, never in CAM, T or Q.
 */
public final class ReputationRule {
    private ReputationRule() {
    }

    /**
     * Whether a speaker with this record may steer B: its posterior mean above 1/2 (equivalently
     * P(reliability &gt; 1/2) &gt; 1/2), α &gt; β.
     *
     * @param agreements its claims B's own turns bore out (α), ≥ 0
     * @param contradictions its claims they contradicted (β), ≥ 0
     * @return true when borne out more often than contradicted
     */
    public static boolean believed(int agreements, int contradictions) {
        if (agreements < 0 || contradictions < 0) {
            throw new IllegalArgumentException("counts must be >= 0: " + agreements + ", "
                    + contradictions);
        }
        return agreements > contradictions;
    }

    /**
     * The speaker B follows at a referent.
     *
     * @param referent the site's referent
     * @param heard testimony per speaker
     * @param trust the counts per speaker
     * @return the speaker's id, or -1 when no speaker with a reputation above 1/2 said anything
     *         about it
     */
    public static int follow(int referent, ProvenanceStore heard, TrustLedger trust) {
        Objects.requireNonNull(trust, "trust");
        return TrustRule.follow(referent, heard, trust, earned(trust));
    }

    /**
     * The proposal at a site and the speaker it followed.
     *
     * @param site what B knows of its site
     * @param heard testimony per speaker
     * @param trust the counts per speaker
     * @param budgetUsed diversions already spent at the site's referent, ≥ 0
     * @return the proposal and the speaker followed (-1 when none)
     */
    public static TrustProposal decide(Site site, ProvenanceStore heard, TrustLedger trust,
                                       int budgetUsed) {
        Objects.requireNonNull(trust, "trust");
        return TrustRule.decide(site, heard, trust, budgetUsed, earned(trust));
    }

    private static IntPredicate earned(TrustLedger trust) {
        return k -> believed(trust.agreements(k), trust.contradictions(k));
    }
}
