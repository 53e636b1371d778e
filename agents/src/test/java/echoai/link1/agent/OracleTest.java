package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.Act;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechAct;
import echoai.nexus0.Action;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.RingWorld;
import echoai.wsp.Atom;
import echoai.wsp.Postcard;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The oracle is independent of what it checks (issue 14, item 3): its source names none of the
 * listener's rule, policy, budget or testimony code; its greedy and least-tried choices agree
 * with NEXUS-0's on every small input; its own frame reader agrees with the listener's strict
 * reader on real claims and on one-byte variants of them.
 */
class OracleTest {
    private static final Path AGENT = Path.of("agents/src/main/java/echoai/link1/agent");
    /** What the oracle must not use: the rule, NEXUS-0's policy, the budget, the store, the readers. */
    private static final Pattern SHARED = Pattern.compile("\\b(ListeningRule|Listening|Nexus0Policy"
            + "|ADVICE_BUDGET|AdviceBudget|TestimonyStore|Testimony|Speech|Claim|ofRel|Proposal"
            + "|Site)\\b");

    /** The source of {@code file} without its comments (javadoc may name what it avoids). */
    private static String code(String file) throws IOException {
        String text = Files.readString(AGENT.resolve(file));
        return text.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
    }

    @Test
    void theOracleNamesNoneOfTheCodeItChecks() throws IOException {
        for (String file : List.of("Oracle.java", "OracleEar.java")) {
            assertThat(SHARED.matcher(code(file)).results().map(m -> m.group()).toList())
                    .as(file).isEmpty();
        }
        assertThat(Oracle.BUDGET).isEqualTo(4);
    }

    @Test
    void greedyAndLeastTriedAgreeWithNexusZeroOnEverySmallInput() {
        for (int a = -2; a <= 2; a++) {
            for (int b = -2; b <= 2; b++) {
                for (int c = -2; c <= 2; c++) {
                    assertThat(Action.of(Oracle.greedy(new int[] {a, b, c})))
                            .as("greedy %d %d %d", a, b, c)
                            .isEqualTo(Nexus0Policy.greedy(a, b, c));
                    int na = a + 2;
                    int nb = b + 2;
                    int nc = c + 2;
                    assertThat(Action.of(Oracle.leastTried(new int[] {na, nb, nc})))
                            .as("leastTried %d %d %d", na, nb, nc)
                            .isEqualTo(Nexus0Policy.leastTried(na, nb, nc));
                }
            }
        }
    }

    @Test
    void theEarReadsActionsByTheSpecsTable() {
        OracleEar ear = new OracleEar();
        ear.hear(claim(0x0102, Atom.UNIR, 11, 0));
        ear.hear(claim(0x0102, Atom.TEMER, -22, 1));
        ear.hear(claim(0x0102, Atom.OBSERVAR, 33, 2));
        assertThat(ear.value(0x0102, 0)).isEqualTo(11);
        assertThat(ear.value(0x0102, 1)).isEqualTo(-22);
        assertThat(ear.value(0x0102, 2)).isEqualTo(33);
        assertThat(ear.value(0x0103, 0)).isNull();
        ear.hear(claim(0x0102, Atom.TEMER, 44, 3));
        assertThat(ear.value(0x0102, 1)).as("a later claim replaces").isEqualTo(44);
        assertThat(ear.claimsRead()).isEqualTo(4);
    }

    @Test
    void theEarIgnoresWhatIsNotAClaimAndRefusesRejectedBytes() {
        OracleEar ear = new OracleEar();
        ear.hear(Speech.frame(new Ask(TalkingAgent.ID, 7), TalkingAgent.ID, 0).toBytes());
        Postcard fromOther = new Claim(3, 7, Atom.UNIR, 50, 10).postcard();
        ear.hear(new LinkFrame(Act.CLAIM, Veteran.ID, 1, fromOther).toBytes());
        Postcard claimCard = new Claim(Veteran.ID, 7, Atom.UNIR, 50, 10).postcard();
        ear.hear(new LinkFrame(Act.ASK, Veteran.ID, 2, claimCard).toBytes());
        assertThat(ear.claimsRead()).isZero();
        byte[] bad = claim(7, Atom.UNIR, 50, 3);
        bad[10] ^= 1;
        assertThatThrownBy(() -> ear.hear(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("frame22 must be an accepted frame");
    }

    /**
     * Every real claim of dev world 0, and 4,000 seeded one-byte variants of them (re-framed
     * with a good CRC, skipped when the postcard turns invalid): the ear reads a claim exactly
     * when the listener's strict reader does, with the same action and value.
     */
    @Test
    void theEarAgreesWithTheListenersReaderOnClaimsAndTheirVariants() {
        List<Claim> claims = new Veteran(RingWorld.world(0)).claims();
        SplittableRandom rng = new SplittableRandom(14_003L);
        int compared = 0;
        for (int i = 0; i < 4_000 + claims.size(); i++) {
            byte[] bytes = Speech.frame(claims.get(i % claims.size()), Veteran.ID, i & 0xFF)
                    .toBytes();
            if (i >= claims.size()) {
                bytes[1 + rng.nextInt(19)] = (byte) rng.nextInt(256);
            }
            Optional<LinkFrame> frame = reframe(bytes);
            if (frame.isPresent()) {
                assertThat(earReading(frame.get())).as("variant %d", i)
                        .isEqualTo(listenerReading(frame.get()));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(2_000);
    }

    private static Optional<LinkFrame> reframe(byte[] bytes) {
        int act = bytes[1] & 0x0F;
        if ((bytes[1] & 0xFF) >>> 4 != LinkFrame.VERSION || !Act.isValid(act)
                || Postcard.violation(bytes, LinkFrame.OFFSET_POSTCARD) != null) {
            return Optional.empty();
        }
        return Optional.of(new LinkFrame(Act.of(act), bytes[2] & 0xFF, bytes[3] & 0xFF,
                Postcard.fromBytes(bytes, LinkFrame.OFFSET_POSTCARD)));
    }

    private static String earReading(LinkFrame frame) {
        OracleEar ear = new OracleEar();
        ear.hear(frame.toBytes());
        int r = frame.postcard().referent();
        for (int a = 0; a < Action.COUNT; a++) {
            if (ear.value(r, a) != null) {
                return Action.of(a) + "=" + ear.value(r, a);
            }
        }
        return "none";
    }

    private static String listenerReading(LinkFrame frame) {
        Optional<SpeechAct> act = Speech.read(frame);
        if (act.isEmpty() || act.get().speaker() != frame.sender()
                || !(act.get() instanceof Claim claim)) {
            return "none";
        }
        Testimony t = Testimony.of(claim, frame);
        return t.action() + "=" + t.value();
    }

    private static byte[] claim(int referent, Atom rel, int v, int seq) {
        return Speech.frame(new Claim(Veteran.ID, referent, rel, v, 10), Veteran.ID, seq)
                .toBytes();
    }
}
