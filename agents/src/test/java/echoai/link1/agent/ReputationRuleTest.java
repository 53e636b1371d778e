package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.session.SpeakerSet;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * The reputation baseline beside E8's rule (docs/bench/e8-baselines.md): E8's counts of borne-out
 * and contradicted claims, prior Beta(1, 1); B follows a speaker only while its posterior mean
 * is above 1/2 — the same test as "P(reliability > 1/2) > 1/2" — so a speaker not checked yet
 * does not steer B, a borne-out one does, a contradicted one is dropped; its oracle catches E8's
 * own rule (the benefit of the doubt) in its place.
 */
class ReputationRuleTest {
    private static final int REFERENT = 7;

    private static Testimony said(int speaker, Action a, int v) {
        return new Testimony(REFERENT, a, v, 10, speaker, 0);
    }

    private static TrustEvent event(int turn, int speaker, boolean agrees) {
        return new TrustEvent(turn, speaker, 9, Action.WAIT, agrees ? 10 : -10, 0, agrees);
    }

    @Test
    void thePriorAloneDoesNotSteerBAReputationIsEarned() {
        assertThat(ReputationRule.believed(0, 0)).as("mean exactly 1/2").isFalse();
        assertThat(TrustRule.believed(0, 0)).as("E8's rule: the benefit of the doubt").isTrue();
        assertThat(ReputationRule.believed(1, 0)).isTrue();
        assertThat(ReputationRule.believed(1, 1)).isFalse();
        assertThat(ReputationRule.believed(2, 1)).isTrue();
        assertThat(ReputationRule.believed(3, 4)).isFalse();
        assertThatThrownBy(() -> ReputationRule.believed(-1, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void meanAboveOneHalfIsTheSameTestAsPosteriorProbabilityAboveOneHalf() {
        // Beta(x, y), integers: P(p <= 1/2) = P(Bin(x + y - 1, 1/2) >= x), so P(p > 1/2) > 1/2
        // iff 2 * sum_{k < x} C(n, k) > 2^n, n = x + y - 1; exact in integers
        for (int a = 0; a <= 30; a++) {
            for (int c = 0; c <= 30; c++) {
                int x = 1 + a;
                int n = x + (1 + c) - 1;
                BigInteger below = BigInteger.ZERO;
                BigInteger choose = BigInteger.ONE;
                for (int k = 0; k < x; k++) {
                    below = below.add(choose);
                    choose = choose.multiply(BigInteger.valueOf(n - k))
                            .divide(BigInteger.valueOf(k + 1));
                }
                boolean probability = below.shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft(n)) > 0;
                boolean mean = 2L * (1 + a) > 2L + a + c;
                assertThat(ReputationRule.believed(a, c)).as("a %d c %d", a, c)
                        .isEqualTo(probability).isEqualTo(mean);
            }
        }
    }

    @Test
    void bFollowsABorneOutSpeakerAndDropsAContradictedOne() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.APPROACH, -25));
        heard.put(said(3, Action.APPROACH, 25));
        TrustLedger trust = new TrustLedger();
        assertThat(ReputationRule.follow(REFERENT, heard, trust)).as("nobody checked yet")
                .isEqualTo(-1);
        assertThat(TrustRule.follow(REFERENT, heard, trust)).as("E8: the later").isEqualTo(3);
        Site site = new Site(0, 0, REFERENT, 0, 0, 0, 0, 0, 0);
        assertThat(ReputationRule.decide(site, heard, trust, 0).proposal().diversion()).isFalse();
        trust.record(event(0, 1, true));
        assertThat(ReputationRule.follow(REFERENT, heard, trust)).as("borne out").isEqualTo(1);
        TrustProposal p = ReputationRule.decide(site, heard, trust, 0);
        assertThat(p.followed()).isEqualTo(1);
        assertThat(p.proposal().chosen()).isEqualTo(Action.AVOID);
        trust.record(event(1, 3, true));
        trust.record(event(2, 3, true));
        assertThat(ReputationRule.follow(REFERENT, heard, trust)).as("higher mean").isEqualTo(3);
        trust.record(event(3, 3, false));
        trust.record(event(4, 3, false));
        assertThat(ReputationRule.follow(REFERENT, heard, trust)).as("3 dropped at 2 of 4")
                .isEqualTo(1);
        trust.record(event(5, 1, false));
        assertThat(ReputationRule.follow(REFERENT, heard, trust)).as("1 dropped at 1 of 2")
                .isEqualTo(-1);
        assertThat(TrustRule.follow(REFERENT, heard, trust)).as("E8 still believes both")
                .isEqualTo(3);
    }

    @Test
    void explorationTurnsAndASpentBudgetAreUntouched() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.APPROACH, -25));
        TrustLedger trust = new TrustLedger();
        trust.record(event(0, 1, true));
        assertThat(ReputationRule.decide(new Site(7, 0, REFERENT, 0, 0, 0, 0, 0, 0), heard,
                trust, 0).followed()).isEqualTo(-1);
        assertThat(ReputationRule.decide(new Site(8, 0, REFERENT, 0, 0, 0, 0, 0, 0), heard,
                trust, ListeningRule.ADVICE_BUDGET).followed()).isEqualTo(-1);
    }

    @Test
    void theNovicePassesEveryGuardAndNoLiarEverSteersIt() {
        for (long seed = 0; seed < 8; seed++) {
            for (SpeakerSet set : SpeakerSet.values()) {
                TalkingAgent b = TalkingAgent.reputation(RingWorld.world(seed));
                b.hear(WireChannel.bytes(MajorityVoteTest.frames(seed, set)));
                b.live();
                assertThat(b.firewall().holds()).as("seed %d %s", seed, set.label()).isTrue();
                TrustLog log = b.trust().orElseThrow();
                for (int t = 0; t < b.proposals().size(); t++) {
                    int k = log.followed().get(t);
                    if (k >= 0) {
                        assertThat(log.trust().agreements(k)).as("seed %d turn %d", seed, t)
                                .isGreaterThan(0);
                    }
                    if (set == SpeakerSet.L || set == SpeakerSet.H_L) {
                        assertThat(k).as("a liar is never borne out").isNotEqualTo(3);
                        assertThat(k == 1 && set == SpeakerSet.L).isFalse();
                    }
                }
            }
        }
    }

    @Test
    void itsOracleCatchesE8sRuleInItsPlace() {
        int caught = 0;
        for (long seed = 0; seed < 8; seed++) {
            TalkingAgent b = new TalkingAgent(RingWorld.world(seed), new Trusting(),
                    Oracle.reputation());
            b.hear(WireChannel.bytes(MajorityVoteTest.frames(seed, SpeakerSet.H)));
            b.live();
            caught += b.firewall().unexplainedDiversions() > 0 ? 1 : 0;
        }
        assertThat(caught).isPositive();
    }
}
