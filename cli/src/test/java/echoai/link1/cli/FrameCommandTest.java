package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.frame.Act;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import echoai.wsp.Atom;
import echoai.wsp.Hex;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FrameCommandTest {
    private static final String CLAIM_HEX = "57110107020b1c09ce00001e0000004c010031172130";

    /** Exit code, stdout and stderr of one run. */
    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void buildsTheSpecClaimVector() {
        Run r = run("frame", "--build", "claim", "--sender", "1", "--seq", "7", "--ref", "0x3117",
                "--action", "approach", "--value", "-50", "--count", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo(CLAIM_HEX + "\n");
    }

    @Test
    void buildsTheOtherActs() {
        Run ask = run("frame", "--build", "ask", "--sender", "2", "--seq", "0", "--ref", "44804");
        assertThat(ask.code()).as(ask.err()).isZero();
        Run decoded = run("frame", ask.out().strip());
        assertThat(decoded.out()).contains("frame: ASK v1 sender=2 seq=0")
                .contains("shape: ASK speaker=2 ref=0xaf04");
        Run unknown = run("frame", "--build", "unknown", "--sender", "1", "--seq", "3", "--ref", "0xaf04");
        assertThat(run("frame", unknown.out().strip()).out()).contains("shape: UNKNOWN speaker=1 ref=0xaf04");
        Run hello = run("frame", "--build", "hello", "--sender", "1", "--seq", "255");
        assertThat(run("frame", hello.out().strip()).out()).contains("shape: HELLO speaker=1");
    }

    @Test
    void decodesTheSpecClaimVector() {
        Run r = run("frame", CLAIM_HEX);
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("frame: CLAIM v1 sender=1 seq=7 crc=0x2130 ok\n"
                + "postcard: YO (I, the speaker) → UNIR (to join) → EFECTO (effect) @ANTES"
                + " (before) | V-50 C+30 | L gen=1 ref=0x3117\n"
                + "shape: CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30\n");
    }

    @Test
    void rejectedFrameExitsOneWithTheReason() {
        Run r = run("frame", CLAIM_HEX.substring(0, 40) + "0000");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).startsWith("rejected: CRC_MISMATCH");
    }

    @Test
    void usageErrorsExitTwoWithOneLine() {
        String[][] bad = {
            {"frame", CLAIM_HEX.substring(2)},
            {"frame", CLAIM_HEX.replace('5', 'g')},
            {"frame"},
            {"frame", "--build", "claim", "--sender", "1", "--seq", "7", "--ref", "0x3117",
                "--action", "approach", "--value", "-50"},
            {"frame", "--build", "hello", "--sender", "1", "--seq", "7", "--ref", "1"},
            {"frame", "--build", "shout", "--sender", "1", "--seq", "7"},
            {"frame", "--build", "hello", "--sender", "256", "--seq", "7"},
            {"frame", "--build", "ask", "--sender", "1", "--seq", "7", "--ref", "0x10000"},
            {"frame", "--build", "ask", "--sender", "1", "--seq", "7", "--ref", "zz"},
            {"frame", "--build", "claim", "--sender", "1", "--seq", "7", "--ref", "1",
                "--action", "approach", "--value", "5", "--count", "0"},
            {"frame", "--build", "claim", "--sender", "1", "--seq", "7", "--ref", "1",
                "--action", "fly", "--value", "5", "--count", "1"},
            {"frame", "--sender", "1", CLAIM_HEX},
            {"frame", "--build", "hello", "--sender", "1", "--seq", "7", CLAIM_HEX},
            {"postcard", "0011"},
            {"postcard", "x".repeat(32)},
        };
        for (String[] args : bad) {
            Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err().strip()).as(String.join(" ", args)).doesNotContain("\n")
                    .startsWith("link1: ");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void postcardCommand() {
        Run ok = run("postcard", "020b1c09ce00001e0000004c01003117");
        assertThat(ok.code()).isZero();
        // each atom with its English beside the Spanish name (issue 37, item 9)
        assertThat(ok.out()).isEqualTo("YO (I, the speaker) → UNIR (to join) → EFECTO (effect)"
                + " @ANTES (before) | V-50 C+30 | L gen=1 ref=0x3117\n"
                + "shape: CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30\n");
        Run observation = run("postcard", "040e0108000000000000004e0000cdaf");
        assertThat(observation.out()).endsWith("shape: none\n");
        Run bad = run("postcard", "300b1c09ce00001e0000004c01003117");
        assertThat(bad.code()).isEqualTo(1);
        assertThat(bad.out()).startsWith("rejected: INVALID_POSTCARD: atom 0");
    }

    @Test
    void claimBuildClipsValueAndCapsConfidence() {
        Run claim = run("frame", "--build", "claim", "--sender", "1", "--seq", "7", "--ref",
                "0x3117", "--action", "avoid", "--value", "200", "--count", "30");
        assertThat(run("frame", claim.out().strip()).out())
                .contains("action=avoid (TEMER) V=100 C=100");
    }

    @Test
    void actByteAndShapeDisagreeing() {
        LinkFrame f = new LinkFrame(Act.ASK, 1, 7,
                Speech.claim(1, 0x3117, Atom.UNIR, -50, 3).postcard());
        Run r = run("frame", Hex.of(f.toBytes()));
        assertThat(r.code()).isZero();
        assertThat(r.out()).endsWith("shape: none (act byte says ASK, postcard has the CLAIM shape)\n");
    }
}
