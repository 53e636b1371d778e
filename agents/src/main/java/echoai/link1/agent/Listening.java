package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.AgentView;
import echoai.nexus0.TurnRecord;

/**
 * How a {@link TalkingAgent} turns testimony into a proposal. Package-private on purpose: the
 * two rules users can have are {@link #LISTEN} and {@link #DEAF}; tests in this package inject
 * the spec's mutants through it (no switch a user could turn on).
 */
interface Listening {
    /** LINK-1's rule ({@link ListeningRule}), spending the budget on each diversion. */
    Listening LISTEN = (site, heard, budget) -> {
        Proposal p = ListeningRule.decide(site, heard, budget.used(site.referent()));
        if (p.diversion()) {
            budget.spend(site.referent());
        }
        return p;
    };

    /** Hears but never consults testimony: NEXUS-0's own proposal (the deaf control). */
    Listening DEAF = (site, heard, budget) -> ListeningRule.plain(site, budget.used(site.referent()));

    /** The proposal at {@code site}; may spend {@code budget}. */
    Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget);

    /**
     * The proposal for the turn a view shows (what {@link TalkingAgent} calls): the site's
     * proposal unless a rule needs more of the view (E9's {@link Discovering} reads B's CAM).
     */
    default Proposal propose(AgentView view, TestimonyStore heard, AdviceBudget budget) {
        return propose(Site.of(view), heard, budget);
    }

    /** What a rule that discovers A's perception did (E9); null for the v1 rules. */
    default DiscoveryLog discovery() {
        return null;
    }

    /** The testimony a heard CLAIM becomes (a hook for tests; the real rules use Testimony.of). */
    default Testimony testimony(Claim claim, LinkFrame frame) {
        return Testimony.of(claim, frame);
    }

    /**
     * Called after each testimony is stored (E8's {@link Trusting} keeps it per speaker; the v1
     * rules do nothing; a hook for tests).
     */
    default void heard(Testimony testimony) {
    }

    /**
     * Called after each of B's turns with its record: B's own experience, the only thing E8's
     * {@link Trusting} learns its trust from; the v1 rules do nothing.
     */
    default void acted(TurnRecord rec) {
    }

    /** What a rule that weighs its speakers did (E8); null for the v1 rules. */
    default TrustLog trust() {
        return null;
    }
}
