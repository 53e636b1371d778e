package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.Dynamics;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * E8's rule (docs/spec/E8.md): testimony per speaker, the check, the Beta trust and its
 * threshold, whom B follows; an honest veteran passes the check wherever it speaks; with one
 * honest speaker the trusting novice lives T's life; the oracle's account shares no code with
 * the rule's.
 */
class TrustRuleTest {
    private static final int SEEDS = 16;
    private static final Path AGENT = Path.of("agents/src/main/java/echoai/link1/agent");
    private static final Pattern SHARED = Pattern.compile("\\b(TrustRule|TrustLedger|TrustEvent"
            + "|TrustLog|TrustProposal|Trusting|ProvenanceStore|Testimony|TestimonyStore"
            + "|ListeningRule|Listening|Nexus0Policy|MajorityVote|Voting|ReputationRule)\\b");

    private static Testimony said(int speaker, int referent, Action a, int v) {
        return new Testimony(referent, a, v, 10, speaker, 0);
    }

    @Test
    void theCheckComparesTheForetoldHarmWithBsOwnReward() {
        assertThat(TrustRule.check(-25, Dynamics.HARM)).isEqualTo(TrustRule.Check.AGREES);
        assertThat(TrustRule.check(25, Dynamics.HARM)).isEqualTo(TrustRule.Check.CONTRADICTS);
        assertThat(TrustRule.check(0, Dynamics.HARM)).isEqualTo(TrustRule.Check.CONTRADICTS);
        assertThat(TrustRule.check(-25, 0)).isEqualTo(TrustRule.Check.CONTRADICTS);
        assertThat(TrustRule.check(12, 0)).isEqualTo(TrustRule.Check.AGREES);
        assertThat(TrustRule.check(0, 0)).isEqualTo(TrustRule.Check.SILENT);
        assertThat(TrustRule.check(40, Dynamics.GOAL_REWARD)).isEqualTo(TrustRule.Check.AGREES);
    }

    @Test
    void aSpeakerIsBelievedWhileAgreementsAreAtLeastContradictions() {
        // Beta(1 + a, 1 + c), believed while its mean (1 + a) / (2 + a + c) >= 1/2
        assertThat(TrustRule.believed(0, 0)).isTrue();
        assertThat(TrustRule.believed(0, 1)).isFalse();
        assertThat(TrustRule.believed(1, 1)).isTrue();
        assertThat(TrustRule.believed(3, 4)).isFalse();
        assertThat(TrustRule.believed(7, 3)).isTrue();
        assertThat(TrustRule.compare(9, 1, 2, 0)).isPositive();
        assertThat(TrustRule.compare(1, 1, 0, 0)).isZero();
        assertThat(TrustRule.compare(0, 1, 0, 0)).isNegative();
    }

    @Test
    void twoSpeakersOnOneReferentAreTwoTestimonies() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, 0x3117, Action.APPROACH, -25));
        heard.put(said(3, 0x3117, Action.APPROACH, 25));
        heard.put(said(1, 0x3117, Action.APPROACH, -12));
        assertThat(heard.speakers()).containsExactly(1, 3);
        assertThat(heard.speakersAbout(0x3117)).containsExactly(1, 3);
        assertThat(heard.get(1, 0x3117, Action.APPROACH).value()).isEqualTo(-12);
        assertThat(heard.get(3, 0x3117, Action.APPROACH).value()).isEqualTo(25);
        assertThat(heard.lastHeard(1, 0x3117)).isEqualTo(2);
        assertThat(heard.lastHeard(3, 0x3117)).isEqualTo(1);
        assertThat(heard.stored()).isEqualTo(3);
        assertThat(heard.of(2).all()).isEmpty();
    }

    @Test
    void bFollowsTheMostTrustedBelievedSpeakerTiesToWhoSpokeLast() {
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, 7, Action.APPROACH, -25));
        heard.put(said(3, 7, Action.APPROACH, 25));
        TrustLedger trust = new TrustLedger();
        assertThat(TrustRule.follow(7, heard, trust)).as("no evidence: the later").isEqualTo(3);
        trust.record(new TrustEvent(0, 1, 9, Action.AVOID, 10, 0, true));
        assertThat(TrustRule.follow(7, heard, trust)).as("more trusted").isEqualTo(1);
        trust.record(new TrustEvent(1, 1, 9, Action.WAIT, 10, 0, false));
        trust.record(new TrustEvent(2, 1, 8, Action.WAIT, 10, 0, false));
        assertThat(trust.believed(1)).isFalse();
        assertThat(TrustRule.follow(7, heard, trust)).isEqualTo(3);
        trust.record(new TrustEvent(3, 3, 8, Action.WAIT, -10, 0, false));
        assertThat(TrustRule.follow(7, heard, trust)).as("nobody believed").isEqualTo(-1);
        assertThat(TrustRule.follow(8, heard, trust)).as("nobody spoke").isEqualTo(-1);
    }

    @Test
    void eachClaimIsCheckedOnceTheFirstTimeBDoesItsActionAtItsSite() {
        RingWorld w = RingWorld.world(0);
        int cell0 = w.referent(0);
        ProvenanceStore heard = new ProvenanceStore();
        heard.put(said(1, cell0, Action.WAIT, 6));
        heard.put(said(3, cell0, Action.WAIT, -6));
        TrustLedger trust = new TrustLedger();
        TurnRecord wait = new TurnRecord(0, 0, w.observe(0), 0, Action.WAIT, false,
                echoai.nexus0.Gate.Verdict.PASS, Action.WAIT, 0, 0, w.observe(0), 0, 0, 0, 0, 1);
        TrustRule.learn(wait, heard, trust);
        TrustRule.learn(wait, heard, trust);
        assertThat(trust.agreements(1)).isEqualTo(1);
        assertThat(trust.contradictions(3)).isEqualTo(1);
        assertThat(trust.events()).hasSize(2);
    }

    @Test
    void anHonestVeteranPassesTheCheckWhereverItSpeaks() {
        // V is the veteran's bootstrapped Q, yet its sign is the one-step harm: Q(s, WAIT) >= 0
        // always, so maxQ >= 0 and a zero-reward action's target is >= 0; a harmful action's
        // target is at most -50 + 60/2 < 0. Every claim of veterans 0-3 in the dev worlds:
        int claims = 0;
        for (long seed = 0; seed < SEEDS; seed++) {
            RingWorld w = RingWorld.world(seed);
            for (int j = 0; j < 4; j++) {
                for (Claim c : Veteran.of(w, j).claims()) {
                    int cell = cellOf(w, c.referent());
                    int r = Dynamics.reward(w.kind(cell), Action.ofRel(c.actionRel()));
                    assertThat(TrustRule.check(c.value(), r)).as("seed %d veteran %d %s", seed, j,
                            c).isNotEqualTo(TrustRule.Check.CONTRADICTS);
                    claims++;
                }
            }
        }
        assertThat(claims).isGreaterThan(2500);
    }

    private static int cellOf(RingWorld w, int referent) {
        int found = -1;
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            if (w.referent(cell) == referent) {
                assertThat(found).as("referents distinct in world %d", w.seed()).isEqualTo(-1);
                found = cell;
            }
        }
        return found;
    }

    @Test
    void withOneHonestSpeakerTheTrustingNoviceLivesTsLife() {
        for (long seed = 0; seed < SEEDS; seed++) {
            RingWorld w = RingWorld.world(seed);
            List<LinkFrame> frames = new Outbox(Veteran.ID).frames(new Veteran(w).claims());
            TalkingAgent t = new TalkingAgent(w);
            TalkingAgent trusting = TalkingAgent.trusting(w);
            for (TalkingAgent b : List.of(t, trusting)) {
                b.hear(WireChannel.bytes(frames));
                b.live();
            }
            assertThat(trusting.digest()).as("seed %d", seed).isEqualTo(t.digest());
            assertThat(trusting.proposals()).isEqualTo(t.proposals());
            assertThat(trusting.firewall().holds()).isTrue();
            TrustLog log = trusting.trust().orElseThrow();
            assertThat(log.trust().contradictions(Veteran.ID)).isZero();
            assertThat(log.trust().agreements(Veteran.ID)).isPositive();
            List<Integer> followed = new ArrayList<>();
            for (Proposal p : trusting.proposals()) {
                if (p.diversion()) {
                    followed.add(log.followed().get(p.site().turn()));
                }
            }
            assertThat(followed).isNotEmpty().containsOnly(Veteran.ID);
        }
    }

    @Test
    void theOraclesTrustNamesNoneOfTheRulesCode() throws IOException {
        for (String file : List.of("OracleTrust.java", "Oracle.java", "OracleEar.java",
                "OracleVote.java")) {
            String text = Files.readString(AGENT.resolve(file))
                    .replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
            assertThat(SHARED.matcher(text).results().map(m -> m.group()).toList()).as(file)
                    .isEmpty();
        }
    }
}
