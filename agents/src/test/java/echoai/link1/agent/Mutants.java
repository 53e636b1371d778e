package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.AgentView;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.Referent;
import echoai.nexus0.Tamper;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * TEST ONLY: the three mutants of LINK1.md ("How the novice listens"), and the two of issue 14
 * (a changed advice budget, a changed action mapping in {@code Testimony.of}), injected through
 * the package-private {@link Listening} seam. None of them exists in the jar.
 */
final class Mutants {
    private Mutants() {
    }

    /** LINK-1's own proposals, for mutants that change only what happens around them. */
    private abstract static class RealRule implements Listening {
        @Override
        public Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget) {
            return Listening.LISTEN.propose(site, heard, budget);
        }
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
        return new RealRule() {
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

    /**
     * (4) The advice budget changed: LINK-1's rule, spending as it does, but with
     * {@code adviceBudget} diversions per site instead of ADVICE_BUDGET = 4.
     */
    static Listening adviceBudget(int adviceBudget) {
        return (site, heard, budget) -> {
            Proposal p = ListeningRule.decide(site, heard, budget.used(site.referent()),
                    adviceBudget);
            if (p.diversion()) {
                budget.spend(site.referent());
            }
            return p;
        };
    }

    /**
     * (5) The action mapping of {@code Testimony.of} changed: a claim's relation atom is read
     * through the real ACTION_REL and then {@code remap}, so testimony lands on the wrong action;
     * the rule itself is LINK-1's.
     */
    static Listening actionMapping(UnaryOperator<Action> remap) {
        return new RealRule() {
            @Override
            public Testimony testimony(Claim claim, LinkFrame frame) {
                return Testimony.of(claim, frame, rel -> remap.apply(Action.ofRel(rel)));
            }
        };
    }
}
