package echoai.link1.agent;

/**
 * The majority-vote baseline's listening ({@link MajorityVote}): testimony kept per speaker,
 * beside the merged store and apart from CAM, T and Q; each proposal LINK-1's rule over the
 * vote at the site. It learns nothing from B's turns.
 */
final class Voting implements Listening {
    private final ProvenanceStore heard = new ProvenanceStore();

    /** A listener that has heard nothing. */
    Voting() {
    }

    @Override
    public Proposal propose(Site site, TestimonyStore merged, AdviceBudget budget) {
        Proposal p = MajorityVote.decide(site, heard, budget.used(site.referent()));
        if (p.diversion()) {
            budget.spend(site.referent());
        }
        return p;
    }

    @Override
    public void heard(Testimony testimony) {
        heard.put(testimony);
    }

    /** The provenance (package-private: tests read it). */
    ProvenanceStore provenance() {
        return heard;
    }
}
