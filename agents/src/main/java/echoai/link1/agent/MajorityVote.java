package echoai.link1.agent;

import echoai.nexus0.Action;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The majority-vote baseline beside E8's rule (issue 40, finding 5;
 * {@code docs/bench/e8-baselines.md}), as pure functions: no trust and no learning, only a count
 * of heads over the testimony kept per speaker ({@link ProvenanceStore}).
 *
 * <ul>
 *   <li><b>The vote</b> ({@link #vote}): on (referent, a), each speaker that claimed something
 *       there casts one vote with its latest claim's sign, as E8's check reads a claim: V &lt; 0
 *       foretells harm, V ≥ 0 foretells none. The side with more votes wins; the testimony
 *       B uses is the winning side's heard last about the referent (so one speaker alone is
 *       today's rule, and several who agree are today's rule among them).</li>
 *   <li><b>A tie is no advice</b>: with as many votes each way (one honest speaker against one
 *       liar, say) B hears nothing on that action and keeps its own value there. Not today's
 *       default (the later claim wins): in the adversarial order that would hand every tie to
 *       the speaker heard last, and the baseline would be today's rule again wherever two
 *       speakers disagree.</li>
 *   <li><b>The proposal</b> ({@link #decide}): LINK-1's rule ({@link ListeningRule}) over the
 *       ballot — per action the vote's testimony — so exploration turns are untouched, what B
 *       tried overrides what it heard, and the advice budget
 *       ({@value ListeningRule#ADVICE_BUDGET} per site) still caps diversions.</li>
 * </ul>
 *
 * <p>The ballot is built per proposal from the testimony and dropped: nothing of it reaches CAM,
 * T or Q.
 */
public final class MajorityVote {
    private MajorityVote() {
    }

    /**
     * The speakers on the winning side of the vote on (referent, action).
     *
     * @param heard testimony per speaker
     * @param referent the referent, 0..65535
     * @param action the action
     * @return their ids, ascending; empty on a tie or when nobody spoke there
     */
    public static List<Integer> side(ProvenanceStore heard, int referent, Action action) {
        List<Integer> harm = new ArrayList<>();
        List<Integer> none = new ArrayList<>();
        for (int k : heard.speakersAbout(referent)) {
            Testimony t = heard.get(k, referent, action);
            if (t != null) {
                (t.value() < 0 ? harm : none).add(k);
            }
        }
        if (harm.size() == none.size()) {
            return List.of();
        }
        return List.copyOf(harm.size() > none.size() ? harm : none);
    }

    /**
     * The testimony the vote on (referent, action) gives B: the winning side's, of the speaker
     * heard last about the referent.
     *
     * @param heard testimony per speaker
     * @param referent the referent, 0..65535
     * @param action the action
     * @return the testimony, or null on a tie or when nobody spoke there
     */
    public static Testimony vote(ProvenanceStore heard, int referent, Action action) {
        int last = -1;
        for (int k : side(heard, referent, action)) {
            if (last < 0 || heard.lastHeard(k, referent) > heard.lastHeard(last, referent)) {
                last = k;
            }
        }
        return last < 0 ? null : heard.get(last, referent, action);
    }

    /**
     * The ballot at a referent: per action, the vote's testimony.
     *
     * @param heard testimony per speaker
     * @param referent the referent, 0..65535
     * @return a store holding at most one testimony per action of the referent
     */
    public static TestimonyStore ballot(ProvenanceStore heard, int referent) {
        Objects.requireNonNull(heard, "heard");
        TestimonyStore out = new TestimonyStore();
        for (Action a : Action.values()) {
            Testimony t = vote(heard, referent, a);
            if (t != null) {
                out.put(t);
            }
        }
        return out;
    }

    /**
     * The proposal at a site: LINK-1's rule over the ballot of the site's referent.
     *
     * @param site what B knows of its site
     * @param heard testimony per speaker
     * @param budgetUsed diversions already spent at the site's referent, ≥ 0
     * @return the proposal
     */
    public static Proposal decide(Site site, ProvenanceStore heard, int budgetUsed) {
        return ListeningRule.decide(site, ballot(heard, site.referent()), budgetUsed);
    }
}
