package echoai.link1.agent;

import echoai.nexus0.Tamper;
import echoai.nexus0.TurnRecord;
import java.util.function.Supplier;

/**
 * TEST ONLY: the three mutants of issue 27 around E8's trust, injected through the
 * package-private {@link Listening} and {@link OracleTrust} seams. None of them exists in the jar.
 */
final class TrustMutants {
    private TrustMutants() {
    }

    /** E8's rule, delegated to, so that a mutant changes only what it adds. */
    private static class Around implements Listening {
        final Trusting rule = new Trusting();

        @Override
        public Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget) {
            return rule.propose(site, heard, budget);
        }

        @Override
        public void heard(Testimony t) {
            rule.heard(t);
        }

        @Override
        public void acted(TurnRecord rec) {
            rule.acted(rec);
        }

        @Override
        public TrustLog trust() {
            return rule.trust();
        }
    }

    /**
     * Trust written into Q: after each of B's turns, every speaker B checked at that turn has
     * its trust (the Beta mean, in percent) written into Q(s, a) of the site and action checked —
     * trust kept in the core instead of beside the testimony.
     */
    static Listening trustIntoQ(Supplier<TalkingAgent> self) {
        return new Around() {
            @Override
            public void acted(TurnRecord rec) {
                super.acted(rec);
                TrustLedger ledger = rule.ledger();
                for (TrustEvent e : ledger.events()) {
                    if (e.turn() == rec.turn()) {
                        int a = ledger.agreements(e.speaker());
                        int c = ledger.contradictions(e.speaker());
                        int percent = 100 * (TrustRule.PRIOR + a) / (2 * TrustRule.PRIOR + a + c);
                        Tamper.setQ(self.get().testOnlyCore(), rec.state(), rec.action(), percent);
                    }
                }
            }
        };
    }

    /**
     * Trust updated from another speaker's word: when a speaker's claim on a (referent, action)
     * has the other sign of what a speaker heard before said there, the later speaker is marked
     * contradicted — B believing what one speaker says about another's claims, not its own turns.
     */
    static Listening trustFromAnotherSpeaker(Supplier<TalkingAgent> self) {
        return new Around() {
            @Override
            public void heard(Testimony t) {
                ProvenanceStore held = rule.provenance();
                boolean contradicted = false;
                for (int k : held.speakersAbout(t.referent())) {
                    Testimony other = held.get(k, t.referent(), t.action());
                    contradicted |= k != t.sender() && other != null
                            && (other.value() < 0) != (t.value() < 0);
                }
                rule.heard(t);
                if (contradicted) {
                    rule.ledger().record(new TrustEvent(self.get().view().turn(), t.sender(),
                            t.referent(), t.action(), t.value(), 0, false));
                }
            }
        };
    }

    /**
     * An oracle whose account of trust is the rule's own: it heeds at a site whoever the rule's
     * ledger and provenance say (and learns nothing itself), so any fault in the rule's trust
     * agrees with it.
     */
    static OracleTrust readingTheRulesTrust(Supplier<Listening> rule) {
        return new OracleTrust() {
            @Override
            int heededAt(int referent, OracleEar ear) {
                Around around = (Around) rule.get();
                return TrustRule.follow(referent, around.rule.provenance(),
                        around.rule.ledger());
            }

            @Override
            void witness(int referent, int action, int reward, OracleEar ear) {
            }
        };
    }
}
