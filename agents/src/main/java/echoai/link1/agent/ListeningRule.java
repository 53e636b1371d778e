package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.Nexus0Policy;

/**
 * The novice's proposal rule (LINK1.md, "How the novice listens"), as pure functions.
 *
 * <ul>
 *   <li>Exploration turn (t % 8 == 7): NEXUS-0's own rule; testimony not consulted, no budget.</li>
 *   <li>Otherwise plain = NEXUS-0 greedy. If the site's referent has spent
 *       {@value #ADVICE_BUDGET} diversions, plain.</li>
 *   <li>Else the informed values: per action, Q(s, a) if n(s, a) &gt; 0 (what B tried overrides
 *       what it heard), else the heard V on (referent, a) if any, else Q(s, a) = 0; informed =
 *       argmax, ties to the first action (as greedy). If informed ≠ plain it is a diversion and
 *       spends one unit of the referent's budget (at proposal time, before the gate).</li>
 * </ul>
 */
public final class ListeningRule {
    /** Diversions allowed per site (referent). */
    public static final int ADVICE_BUDGET = 4;

    private ListeningRule() {
    }

    /**
     * The proposal at a site, with the budget of {@value #ADVICE_BUDGET}.
     *
     * @param site what the listener knows of its site
     * @param heard the testimony heard
     * @param budgetUsed diversions already spent at the site's referent, ≥ 0
     * @return the proposal, with its plain and chosen actions
     */
    public static Proposal decide(Site site, TestimonyStore heard, int budgetUsed) {
        return decide(site, heard, budgetUsed, ADVICE_BUDGET);
    }

    /**
     * The rule with {@code adviceBudget} diversions per site instead of {@link #ADVICE_BUDGET}
     * (package-private: tests inject a changed budget as a mutant the oracle must catch).
     */
    static Proposal decide(Site site, TestimonyStore heard, int budgetUsed, int adviceBudget) {
        if (Nexus0Policy.isExplorationTurn(site.turn())) {
            Action explore = Nexus0Policy.leastTried(site.nApproach(), site.nAvoid(), site.nWait());
            return new Proposal(site, budgetUsed, false, explore, explore);
        }
        Action plain = Nexus0Policy.greedy(site.qApproach(), site.qAvoid(), site.qWait());
        if (budgetUsed >= adviceBudget) {
            return new Proposal(site, budgetUsed, false, plain, plain);
        }
        return new Proposal(site, budgetUsed, true, plain, informed(site, heard));
    }

    /**
     * NEXUS-0's own proposal at a site (what a deaf listener proposes).
     *
     * @param site what the listener knows of its site
     * @param budgetUsed diversions already spent at the site's referent, carried into the proposal
     * @return the proposal, testimony not consulted
     */
    public static Proposal plain(Site site, int budgetUsed) {
        Action plain = Nexus0Policy.isExplorationTurn(site.turn())
                ? Nexus0Policy.leastTried(site.nApproach(), site.nAvoid(), site.nWait())
                : Nexus0Policy.greedy(site.qApproach(), site.qAvoid(), site.qWait());
        return new Proposal(site, budgetUsed, false, plain, plain);
    }

    /**
     * The argmax of the informed values, ties to the first action.
     *
     * @param site what the listener knows of its site
     * @param heard the testimony heard
     * @return the informed action
     */
    public static Action informed(Site site, TestimonyStore heard) {
        return Nexus0Policy.greedy(value(site, heard, Action.APPROACH),
                value(site, heard, Action.AVOID), value(site, heard, Action.WAIT));
    }

    private static int value(Site site, TestimonyStore heard, Action a) {
        if (site.n(a) > 0) {
            return site.q(a);
        }
        Testimony t = heard.get(site.referent(), a);
        return t != null ? t.value() : site.q(a);
    }
}
