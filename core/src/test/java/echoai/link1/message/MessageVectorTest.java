package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.wsp.Hex;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MESSAGE.md §7's vectors, from scripts/message_vector.py (written from the spec alone), against
 * the Java encoder; the spec's text holds the same hex.
 */
class MessageVectorTest {
    static final String V1_CHECK = "eb3056d3280a6e97";
    static final List<String> V1 = List.of(
            "57200107800000686921eb3056d3280a6e978000f69c",
            "57200107800001686921eb3056d3280a6e9780008dfd");
    static final byte[] V2_TEXT = "LINK-1 carries a message of any length, exact or nothing"
            .getBytes(StandardCharsets.US_ASCII);
    static final String V2_CHECK = "489b76d3f170397c";
    static final List<String> V2 = List.of(
            "572002c88004004c494e4b2d31206361727269658bb5",
            "572002c8800401732061206d657373616765206ff4f3",
            "572002c88004026620616e79206c656e6774682cd224",
            "572002c8800403206578616374206f72206e6f74d1b6",
            "572002c880040468696e67489b76d3f170397c801bad",
            "572002c88004055ce8f549c9cf679fb994008c7bc4dd",
            "572002c8800406ad7dec45f68ac2051ecf5737630957");
    static final String V3_CHECK = "48b72c2464aa11c0";
    static final String V3_SHA256 =
            "5fed3530f43d28232300bc47ecbc370cbf68ae32edfbaf27b3bd3922fbe25045";
    static final String V3_FIRST = "57200300004d00030a11181f262d343b4249505728b7";
    static final String V3_LAST = "57200300004d6122de4eeb7a2483a3c00957003a69b8";
    static final String NEED = "57210902c80100020000000000000000000000008746";
    static final String DONE = "57220902c8489b76d3f170397c0000000000000022ad";
    static final String POLL = "572002c8808406ad7dec45f68ac2051ecf5737635d45";

    static byte[] v3Payload() {
        byte[] p = new byte[2000];
        for (int i = 0; i < p.length; i++) {
            p[i] = (byte) (7 * i + 3);
        }
        return p;
    }

    private static List<String> hex(List<DataFrame> frames) {
        return frames.stream().map(f -> Hex.of(f.toBytes())).toList();
    }

    private static String checkHex(long check) {
        byte[] b = new byte[8];
        MessageCheck.write(check, b, 0);
        return Hex.of(b);
    }

    @Test
    void sipHashGivesTheReferenceVectors() {
        byte[] key = new byte[16];
        byte[] message = new byte[15];
        for (int i = 0; i < 16; i++) {
            key[i] = (byte) i;
        }
        System.arraycopy(key, 0, message, 0, 15);
        assertThat(SipHash.hash(key, message, 0, 15)).isEqualTo(0xa129ca6149be45e5L);
        assertThat(checkHex(SipHash.hash(key, message, 0, 15))).isEqualTo("e545be4961ca29a1");
        assertThat(checkHex(SipHash.hash(key, new byte[0], 0, 0))).isEqualTo("310e0edd47db6f72");
    }

    @Test
    void theFieldMatchesTheSpecsChecks() {
        assertThat(Gf256.mul(0x02, 0x80)).isEqualTo(0x1D);
        assertThat(Gf256.inv(0x02)).isEqualTo(0x8E);
        assertThat(Gf256.mul(0x53, 0xCA)).isEqualTo(0x8F);
    }

    @Test
    void aShortMessage() {
        EncodedMessage m = EncodedMessage.of(1, 7, "hi!".getBytes(StandardCharsets.US_ASCII));
        assertThat(checkHex(m.message().check())).isEqualTo(V1_CHECK);
        assertThat(m.geometry().dataFrames()).isEqualTo(1);
        assertThat(hex(m.round(25))).isEqualTo(V1);
    }

    @Test
    void aMessageOfSeveralFrames() {
        EncodedMessage m = EncodedMessage.of(2, 200, V2_TEXT);
        assertThat(V2_TEXT).hasSize(56);
        assertThat(checkHex(m.message().check())).isEqualTo(V2_CHECK);
        assertThat(m.geometry().dataFrames()).isEqualTo(5);
        assertThat(hex(m.round(25))).isEqualTo(V2);
    }

    @Test
    void aMessageOfTwoBlocks() throws NoSuchAlgorithmException {
        EncodedMessage m = EncodedMessage.of(3, 0, v3Payload());
        Geometry g = m.geometry();
        assertThat(g.dataFrames()).isEqualTo(155);
        assertThat(g.blocks()).isEqualTo(2);
        assertThat(g.blockSize(0)).isEqualTo(78);
        assertThat(g.blockSize(1)).isEqualTo(77);
        assertThat(checkHex(m.message().check())).isEqualTo(V3_CHECK);
        List<DataFrame> round = m.round(25);
        assertThat(round).hasSize(195);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (DataFrame f : round) {
            sha.update(f.toBytes());
        }
        assertThat(Hex.of(sha.digest())).isEqualTo(V3_SHA256);
        assertThat(Hex.of(round.get(0).toBytes())).isEqualTo(V3_FIRST);
        assertThat(Hex.of(round.get(194).toBytes())).isEqualTo(V3_LAST);
    }

    @Test
    void needDoneAndPoll() {
        EncodedMessage m = EncodedMessage.of(2, 200, V2_TEXT);
        NeedFrame need = new NeedFrame(9, 2, 200, 0, 1, 0,
                List.of(2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0));
        assertThat(Hex.of(need.toBytes())).isEqualTo(NEED);
        assertThat(Hex.of(new DoneFrame(9, 2, 200, m.message().check()).toBytes()))
                .isEqualTo(DONE);
        List<DataFrame> round = m.round(25);
        assertThat(Hex.of(round.get(round.size() - 1).withPoll(true).toBytes())).isEqualTo(POLL);
    }

    @Test
    void theSpecHoldsTheseVectors() throws IOException {
        String spec = Files.readString(Path.of("docs/spec/MESSAGE.md"));
        for (String hex : List.of(V1_CHECK, V2_CHECK, V3_CHECK, V3_SHA256, V3_FIRST, V3_LAST,
                NEED, DONE, POLL)) {
            assertThat(spec).contains(hex);
        }
        assertThat(spec).contains(V1).contains(V2);
    }

    /** The reference script, run here when python3 is on the PATH, prints the same vectors. */
    @Test
    void theReferenceScriptPrintsTheseVectors() throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder("python3", "scripts/message_vector.py")
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "no python3: " + e.getMessage());
            return;
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(out).isZero();
        for (String hex : List.of(V1_CHECK, V2_CHECK, V3_CHECK, V3_SHA256, V3_FIRST, V3_LAST,
                NEED, DONE, POLL)) {
            assertThat(out).contains(hex);
        }
        assertThat(out).contains(V1).contains(V2);
    }
}
