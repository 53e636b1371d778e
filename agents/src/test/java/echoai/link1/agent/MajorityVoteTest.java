package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.session.SpeakerSet;
import echoai.link1.session.TrustArm;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The majority-vote baseline beside E8's rule (docs/bench/e8-baselines.md): B follows the sign
 * most speakers claimed on a site and action, a tie gives no advice, one speaker alone is today's
 * rule; its oracle counts the votes on its own (its source free of the rule's code,
 * {@code TrustRuleTest}) and catches a vote that hands ties to the speaker
 * heard last.
 */
class MajorityVoteTest {
    private static final int REFERENT = 7;

    private static Testimony said(int speaker, Action a, int v) {
        return new Testimony(REFERENT, a, v, 10, speaker, 0);
    }

    /** Turn 0 (not an exploration turn), nothing tried, every Q 0: greedy is APPROACH. */
    private static Site fresh(int turn) {
        return new Site(turn, 0, REFERENT, 0, 0, 0, 0, 0, 0);
    }

    @Test
    void theMajoritysSignWinsAndTheTestimonyIsItsSpeakerHeardLast() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.APPROACH, -25));
        heard.put(said(3, Action.APPROACH, 20));
        heard.put(said(4, Action.APPROACH, 30));
        assertThat(MajorityVote.side(heard, REFERENT, Action.APPROACH)).containsExactly(3, 4);
        assertThat(MajorityVote.vote(heard, REFERENT, Action.APPROACH).sender()).isEqualTo(4);
        assertThat(MajorityVote.vote(heard, REFERENT, Action.APPROACH).value()).isEqualTo(30);
        // two foretell harm, one does not: the harm side wins, the later of the two speaks
        ProvenanceStore harm = new ProvenanceStore();
        harm.put(said(1, Action.APPROACH, -25));
        harm.put(said(3, Action.APPROACH, -30));
        harm.put(said(4, Action.APPROACH, 25));
        assertThat(MajorityVote.vote(harm, REFERENT, Action.APPROACH).value()).isEqualTo(-30);
        Proposal p = MajorityVote.decide(fresh(0), harm, 0);
        assertThat(p.plain()).isEqualTo(Action.APPROACH);
        assertThat(p.chosen()).as("diverted away from the harm the majority foretold")
                .isEqualTo(Action.AVOID);
        assertThat(p.diversion()).isTrue();
    }

    @Test
    void aZeroVotesWithNoHarmAsTheCheckReadsIt() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.WAIT, 0));
        heard.put(said(3, Action.WAIT, 12));
        heard.put(said(4, Action.WAIT, -12));
        assertThat(MajorityVote.side(heard, REFERENT, Action.WAIT)).containsExactly(1, 3);
    }

    @Test
    void aTieGivesNoAdviceOnThatActionNotTheSpeakerHeardLast() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.APPROACH, -25));
        heard.put(said(3, Action.APPROACH, 25));
        heard.put(said(3, Action.AVOID, 40));
        assertThat(MajorityVote.side(heard, REFERENT, Action.APPROACH)).isEmpty();
        assertThat(MajorityVote.vote(heard, REFERENT, Action.APPROACH)).isNull();
        TestimonyStore ballot = MajorityVote.ballot(heard, REFERENT);
        assertThat(ballot.get(REFERENT, Action.APPROACH)).isNull();
        assertThat(ballot.get(REFERENT, Action.AVOID).value()).as("one voice is a majority")
                .isEqualTo(40);
        ProvenanceStore tieOnly = new ProvenanceStore();
        tieOnly.put(said(1, Action.APPROACH, -25));
        tieOnly.put(said(3, Action.APPROACH, 25));
        Proposal p = MajorityVote.decide(fresh(0), tieOnly, 0);
        assertThat(p.diversion()).isFalse();
        assertThat(p.chosen()).isEqualTo(Action.APPROACH);
        // today's rule would take the later claim (+25) and so would not divert either; with
        // the liar's claim first, today's rule diverts and the vote does not
        ProvenanceStore liarFirst = new ProvenanceStore();
        liarFirst.put(said(3, Action.APPROACH, 25));
        liarFirst.put(said(1, Action.APPROACH, -25));
        assertThat(ListeningRule.decide(fresh(0), TestimonyStore.of(List.of(
                said(3, Action.APPROACH, 25), said(1, Action.APPROACH, -25))), 0).diversion())
                .isTrue();
        assertThat(MajorityVote.decide(fresh(0), liarFirst, 0).diversion()).isFalse();
    }

    @Test
    void oneSpeakerAloneIsTodaysRuleAndExplorationAndTheBudgetStand() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, Action.APPROACH, -25));
        heard.put(said(1, Action.WAIT, 10));
        for (int turn = 0; turn < 16; turn++) {
            for (int used = 0; used <= ListeningRule.ADVICE_BUDGET; used++) {
                assertThat(MajorityVote.decide(fresh(turn), heard, used))
                        .as("turn %d, budget used %d", turn, used)
                        .isEqualTo(ListeningRule.decide(fresh(turn), heard.of(1), used));
            }
        }
        assertThat(MajorityVote.decide(fresh(7), heard, 0).consulted()).as("exploration")
                .isFalse();
    }

    @Test
    void theVotingNovicePassesEveryGuardAndWithOneSpeakerLivesTodaysLife() {
        for (long seed = 0; seed < 8; seed++) {
            for (SpeakerSet set : SpeakerSet.values()) {
                TalkingAgent b = TalkingAgent.majority(RingWorld.world(seed));
                b.hear(WireChannel.bytes(frames(seed, set)));
                b.live();
                assertThat(b.firewall().holds()).as("seed %d %s", seed, set.label()).isTrue();
                assertThat(b.firewall().unexplainedDiversions()).isZero();
                if (set.kinds().size() == 1) {
                    TalkingAgent today = new TalkingAgent(RingWorld.world(seed));
                    today.hear(WireChannel.bytes(frames(seed, set)));
                    today.live();
                    assertThat(b.digest()).as("seed %d %s", seed, set.label())
                            .isEqualTo(today.digest());
                    assertThat(b.proposals()).isEqualTo(today.proposals());
                }
            }
        }
    }

    @Test
    void itsOracleCatchesAVoteThatHandsTiesToTheSpeakerHeardLast() {
        // today's rule under the majority's oracle: in {H, L} every claim both made is a tie,
        // which the mutant gives to the liar heard last
        int caught = 0;
        for (long seed = 0; seed < 8; seed++) {
            TalkingAgent b = new TalkingAgent(RingWorld.world(seed), Listening.LISTEN,
                    Oracle.majority());
            b.hear(WireChannel.bytes(frames(seed, SpeakerSet.H_L)));
            b.live();
            caught += b.firewall().unexplainedDiversions() > 0 ? 1 : 0;
        }
        assertThat(caught).isPositive();
    }

    static List<echoai.link1.frame.LinkFrame> frames(long seed, SpeakerSet set) {
        return new TrustArm(set, TrustArm.Rule.NOTRUST, false).heard(set.frames(seed));
    }
}
