package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.AgentView;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.Referent;
import echoai.nexus0.Tamper;
import java.util.function.Supplier;

/**
 * TEST ONLY: the three mutants of LINK1.md ("How the novice listens"), injected through the
 * package-private {@link Listening} seam. None of them exists in the jar.
 */
final class Mutants {
    private Mutants() {
    }

    /** (1) No tried-filter and no budget: heard values override B's own, always. */
    static Listening noFilterNoBudget() {
        return (site, heard, budget) -> unfiltered(site, heard, budget, false);
    }

    /** (2) No tried-filter, with the budget. */
    static Listening noFilterWithBudget() {
        return (site, heard, budget) -> unfiltered(site, heard, budget, true);
    }

    private static Proposal unfiltered(Site site, TestimonyStore heard, AdviceBudget budget,
                                       boolean withBudget) {
        int used = budget.used(site.referent());
        Proposal plain = ListeningRule.plain(site, used);
        if (Nexus0Policy.isExplorationTurn(site.turn())
                || (withBudget && used >= ListeningRule.ADVICE_BUDGET)) {
            return plain;
        }
        int[] v = new int[Action.COUNT];
        for (Action a : Action.values()) {
            Testimony t = heard.get(site.referent(), a);
            v[a.ordinal()] = t != null ? t.value() : site.q(a);
        }
        Action chosen = Nexus0Policy.greedy(v[0], v[1], v[2]);
        Proposal p = new Proposal(site, used, true, plain.plain(), chosen);
        if (p.diversion()) {
            budget.spend(site.referent());
        }
        return p;
    }

    /**
     * (3a) A leak during the proposal: the rule is LINK-1's, but the heard V of each untried
     * action at the current site is written into Q(s, a) — a false value (B never did a there).
     */
    static Listening leakInProposal(Supplier<TalkingAgent> self) {
        return (site, heard, budget) -> {
            Agent core = self.get().testOnlyCore();
            for (Action a : Action.values()) {
                Testimony t = heard.get(site.referent(), a);
                if (site.n(a) == 0 && t != null && t.value() != site.q(a)) {
                    Tamper.setQ(core, site.state(), a, t.value());
                }
            }
            return Listening.LISTEN.propose(site, heard, budget);
        };
    }

    /** (3b) A leak during hear(): a heard V written into Q of the site it names, if in CAM. */
    static Listening leakInHear(Supplier<TalkingAgent> self) {
        return new Listening() {
            @Override
            public Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget) {
                return Listening.LISTEN.propose(site, heard, budget);
            }

            @Override
            public void heard(Testimony t) {
                Agent core = self.get().testOnlyCore();
                AgentView v = core.view();
                for (int s = 0; s < v.camSize(); s++) {
                    if (Referent.of(v.cam(s)) == t.referent() && v.q(s, t.action()) != t.value()) {
                        Tamper.setQ(core, s, t.action(), t.value());
                    }
                }
            }
        };
    }
}
