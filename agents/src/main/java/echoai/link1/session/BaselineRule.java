package echoai.link1.session;

import echoai.link1.agent.MajorityVote;
import echoai.link1.agent.ReputationRule;
import echoai.link1.agent.TalkingAgent;
import echoai.nexus0.RingWorld;
import java.util.Locale;

/**
 * The two listening baselines a reviewer expects beside E8's rule ({@code docs/bench/e8-baselines.md}),
 * run on E8's speaker sets in E8's adversarial order by {@link TrustRunner#runBaseline}; apart
 * from {@link TrustArm.Rule}, so that E8's own arms stay as registered.
 */
public enum BaselineRule {
    /** Per site and action the sign most speakers claimed, a tie no advice ({@link MajorityVote}). */
    MAJORITY,
    /**
     * A speaker followed only once B's own turns bore out more of its claims than they
     * contradicted: E8's counts, Beta(1, 1), mean above 1/2 ({@link ReputationRule}).
     */
    REPUTATION;

    /**
     * The rule's name in the arm names.
     *
     * @return {@code majority} or {@code reputation}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * A novice listening by this rule.
     *
     * @param world the world it lives in
     * @return the novice, its oracle checking this rule
     */
    public TalkingAgent listener(RingWorld world) {
        return this == MAJORITY ? TalkingAgent.majority(world) : TalkingAgent.reputation(world);
    }

    /**
     * The arm's name for a set, e.g. {@code H+L:majority}.
     *
     * @param set the speakers
     * @return the name
     */
    public String armName(SpeakerSet set) {
        return set.label() + ":" + label();
    }
}
