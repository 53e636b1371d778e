package echoai.link1.agent;

import echoai.nexus0.TurnRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * E8's listening ({@code docs/spec/E8.md}): testimony kept per speaker, trust in each speaker
 * from B's own turns only, and LINK-1's rule over the testimony of the speaker B trusts most
 * ({@link TrustRule}; the reputation baseline, {@link ReputationRule}, over the same counts). The provenance, the trust and the per-turn record of whom B followed live
 * here, beside the testimony, never in CAM, T or Q.
 */
final class Trusting implements Listening {
    /** Whom a trusting listener follows at a site, and what it proposes. */
    @FunctionalInterface
    interface Rule {
        /** The proposal at {@code site} over {@code heard} and {@code trust}. */
        TrustProposal decide(Site site, ProvenanceStore heard, TrustLedger trust, int budgetUsed);
    }

    private final ProvenanceStore heard = new ProvenanceStore();
    private final TrustLedger trust;
    private final Rule rule;
    private final List<Integer> followed = new ArrayList<>();

    /** The registered rule. */
    Trusting() {
        this(new TrustLedger());
    }

    /** The rule over another ledger (the dev measurement of other thresholds). */
    Trusting(TrustLedger trust) {
        this(trust, TrustRule::decide);
    }

    /**
     * Another rule over the same provenance and the same counts of borne-out and contradicted
     * claims (the reputation baseline, {@link ReputationRule}).
     */
    Trusting(TrustLedger trust, Rule rule) {
        this.trust = trust;
        this.rule = rule;
    }

    @Override
    public Proposal propose(Site site, TestimonyStore merged, AdviceBudget budget) {
        TrustProposal p = rule.decide(site, heard, trust, budget.used(site.referent()));
        followed.add(p.followed());
        if (p.proposal().diversion()) {
            budget.spend(site.referent());
        }
        return p.proposal();
    }

    @Override
    public void heard(Testimony testimony) {
        heard.put(testimony);
    }

    @Override
    public void acted(TurnRecord rec) {
        TrustRule.learn(rec, heard, trust);
    }

    @Override
    public TrustLog trust() {
        return new TrustLog(Collections.unmodifiableList(new ArrayList<>(followed)), heard,
                trust);
    }

    /** The ledger (package-private: tests plant mutants around it). */
    TrustLedger ledger() {
        return trust;
    }

    /** The provenance (package-private: tests plant mutants around it). */
    ProvenanceStore provenance() {
        return heard;
    }
}
