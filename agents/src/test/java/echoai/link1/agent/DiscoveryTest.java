package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.Perception;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * E9's discovery on dev worlds: B, perceiving through a member it does not know, identifies A's
 * perception from A's referents and its own sites and then acts on A's testimony at sites it
 * never visited; it identifies the identity when A and B perceive alike; it never identifies
 * without testimony or when A spoke of another world; and the oracle's own account
 * (OracleSight) agrees on every turn while sharing none of the belief's code.
 */
class DiscoveryTest {
    private static final Path AGENT = Path.of("agents/src/main/java/echoai/link1/agent");
    private static final Pattern SHARED = Pattern.compile("\\b(PerceptionBelief|Perception"
            + "|Discovering|DiscoveryLog|Referent|ListeningRule|Listening|TestimonyStore)\\b");

    static TalkingAgent life(long seed, Perception member, List<Claim> claims) {
        RingWorld world = RingWorld.world(seed).perceivedBy(member);
        TalkingAgent b = TalkingAgent.discovering(world);
        List<LinkFrame> frames = new Outbox(Veteran.ID).frames(claims);
        b.hear(new WireChannel().carry(frames));
        b.live();
        return b;
    }

    private static List<Claim> truth(long seed) {
        return new Veteran(RingWorld.world(seed)).claims();
    }

    @Test
    void bIdentifiesAsPerceptionAndTranslatesTruly() {
        for (long seed = 0; seed < 3; seed++) {
            Perception member = Perception.draw(1000 + seed);
            TalkingAgent b = life(seed, member, truth(seed));
            DiscoveryLog log = b.discovery().orElseThrow();
            assertThat(log.firstIdentifiedTurn()).as("seed %d", seed).isBetween(1, 8);
            assertThat(log.narrowedTo(member)).isTrue();
            assertThat(log.narrowedTo(Perception.IDENTITY)).isFalse();
            RingWorld a = RingWorld.world(seed);
            for (TurnRecord rec : b.journal()) {
                int theirs = log.translations().get(rec.turn());
                if (theirs >= 0) {
                    assertThat(theirs).as("turn %d", rec.turn()).isEqualTo(a.referent(rec.cell()));
                }
            }
            assertThat(b.firewall().holds()).isTrue();
            assertThat(b.measures().firstVisitHarm()).isLessThanOrEqualTo(1);
        }
    }

    @Test
    void sharedPerceptionIsDiscoveredAsTheIdentity() {
        TalkingAgent b = life(2, Perception.IDENTITY, truth(2));
        assertThat(b.discovery().orElseThrow().narrowedTo(Perception.IDENTITY)).isTrue();
        assertThat(b.firewall().holds()).isTrue();
    }

    @Test
    void noTestimonyOrAnotherWorldsTestimonyIdentifiesNothing() {
        Perception member = Perception.draw(7);
        TalkingAgent silent = life(1, member, List.of());
        assertThat(silent.discovery().orElseThrow().firstIdentifiedTurn()).isEqualTo(-1);
        assertThat(silent.firewall().holds()).isTrue();
        TalkingAgent other = life(1, member, truth(999_999));
        assertThat(other.discovery().orElseThrow().firstIdentifiedTurn()).isEqualTo(-1);
        assertThat(other.firewall().holds()).isTrue();
        assertThat(other.measures().diversions()).isZero();
    }

    @Test
    void theBeliefNeedsEvidenceBeforeItTranslates() {
        PerceptionBelief belief = new PerceptionBelief();
        RingWorld a = RingWorld.world(0);
        Perception member = Perception.draw(11);
        RingWorld b = a.perceivedBy(member);
        List<Integer> claimed = truth(0).stream().map(Claim::referent).distinct().toList();
        belief.update(claimed, List.of(b.observe(0)));
        assertThat(belief.translate(b.observe(0))).isEqualTo(-1);
        assertThat(belief.consistentCount()).isGreaterThan(100);
        belief.update(claimed, List.of(b.observe(0), b.observe(1), b.observe(2), b.observe(3),
                b.observe(4)));
        assertThat(belief.sitesSeen()).isEqualTo(5);
        assertThat(belief.enoughEvidence()).isTrue();
        int t = belief.translate(b.observe(4));
        if (t >= 0) {
            assertThat(t).isEqualTo(a.referent(4));
        }
    }

    @Test
    void theOraclesDiscoveryNamesNoneOfTheBeliefsCode() throws IOException {
        String text = Files.readString(AGENT.resolve("OracleSight.java"))
                .replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
        assertThat(SHARED.matcher(text).results().map(m -> m.group()).toList()).isEmpty();
    }
}
