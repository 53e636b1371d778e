package echoai.link1.agent;

import echoai.nexus0.AgentView;
import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * E9's listening ({@code docs/spec/E9.md}): LINK-1's rule, but B looks testimony up under the
 * referent A would give to what B sees, once it has identified how A perceives
 * ({@link PerceptionBelief}); until then it does not consult testimony at all (NEXUS-0's own
 * proposal, no budget spent). The advice budget is kept per site as B sees it (B's own referent).
 *
 * <p>Per turn it records the referent it looked testimony up under (-1 when it did not), so the
 * bench can tell when B identified A's perception and whether each translation it acted on was
 * true. The belief and that record live here, beside the testimony, never in CAM, T or Q.
 */
final class Discovering implements Listening {
    private final PerceptionBelief belief;
    private final List<Integer> translations = new ArrayList<>();
    private final List<Integer> sitesSeen = new ArrayList<>();
    private final List<Integer> consistent = new ArrayList<>();

    /** The registered rule. */
    Discovering() {
        this(new PerceptionBelief());
    }

    /** With another belief (tests inject a changed threshold as a mutant). */
    Discovering(PerceptionBelief belief) {
        this.belief = belief;
    }

    @Override
    public Proposal propose(AgentView view, TestimonyStore heard, AdviceBudget budget) {
        List<Postcard> cam = new ArrayList<>(view.camSize());
        for (int i = 0; i < view.camSize(); i++) {
            cam.add(view.cam(i));
        }
        belief.update(heard.referents(), cam);
        Site own = Site.of(view);
        int spent = budget.used(own.referent());
        int theirs = belief.translate(view.observation());
        translations.add(theirs);
        sitesSeen.add(belief.sitesSeen());
        consistent.add(belief.consistentCount());
        if (theirs < 0) {
            return ListeningRule.plain(own, spent);
        }
        Site translated = new Site(own.turn(), own.state(), theirs, own.qApproach(),
                own.qAvoid(), own.qWait(), own.nApproach(), own.nAvoid(), own.nWait());
        Proposal p = ListeningRule.decide(translated, heard, spent);
        if (p.diversion()) {
            budget.spend(own.referent());
        }
        return p;
    }

    @Override
    public Proposal propose(Site site, TestimonyStore heard, AdviceBudget budget) {
        throw new IllegalStateException("discovery needs the agent's view, not only its site");
    }

    @Override
    public DiscoveryLog discovery() {
        return new DiscoveryLog(Collections.unmodifiableList(new ArrayList<>(translations)),
                Collections.unmodifiableList(new ArrayList<>(sitesSeen)),
                Collections.unmodifiableList(new ArrayList<>(consistent)), belief);
    }
}
