package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import echoai.link1.api.Link1;
import echoai.link1.api.RoomTest;
import echoai.link1.api.Wilson;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.speech.Speech;
import echoai.link1.speech.SpeechLine;
import echoai.link1.web.site.LocalTool;
import echoai.wsp.Atom;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The browser build computes what the JVM computes: {@code web/target/site/link1.js} (TeaVM's
 * output of link1-core and {@link WebLink}), run in Node, gives each profile's PCM at 8, 16,
 * 44.1 and 48 kHz bit for bit (SHA-256), hears the room test's recordings whole through its
 * streaming receiver, and builds, describes and bounds as the JVM does. Skips without Node or
 * before the module's package phase has compiled link1.js.
 */
class SameAsJvmTest {
    private static final Path LINK1_JS =
            Path.of("web/target/classes/echoai/link1/web/site/link1.js");
    private static final Path SCRIPT = Path.of("web/src/test/node/same-as-jvm.js");
    private static List<JsonNode> lines;

    @BeforeAll
    static void runNode() throws IOException, InterruptedException {
        assumeTrue(Files.isRegularFile(LINK1_JS), "link1.js is built in the package phase");
        assumeTrue(LocalTool.runs("node"), "no node on the PATH");
        Process node = new ProcessBuilder("node", SCRIPT.toString(),
                LINK1_JS.toAbsolutePath().toString()).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as(out).isZero();
        ObjectMapper json = new ObjectMapper();
        lines = new ArrayList<>();
        for (String line : out.strip().split("\n")) {
            lines.add(json.readTree(line));
        }
    }

    @Test
    void pcmIsBitForBitTheJvms() throws NoSuchAlgorithmException {
        LinkFrame frame = frame();
        int cases = 0;
        for (JsonNode line : lines) {
            if (!line.get("kind").asText().equals("pcm")) {
                continue;
            }
            AirProfile profile = AirProfile.parse(line.get("profile").asText());
            short[] pcm = Link1.encode(frame, profile, line.get("rate").asInt());
            assertThat(line.get("samples").asInt()).isEqualTo(pcm.length);
            assertThat(line.get("sha256").asText()).as("%s at %s", profile, line.get("rate"))
                    .isEqualTo(sha256(pcm));
            cases++;
        }
        assertThat(cases).isEqualTo(16);
    }

    /**
     * The physical room in the browser is the JVM's: the spec frame played into the living room
     * (RT60 0.5 s, 2 m, pink noise at 10 dB, seed 3) at 44.1 and 48 kHz, bit for bit.
     */
    @Test
    void thePhysicalRoomIsBitForBitTheJvms() throws NoSuchAlgorithmException {
        int cases = 0;
        for (JsonNode line : lines) {
            if (!line.get("kind").asText().equals("room")) {
                continue;
            }
            AirProfile profile = AirProfile.parse(line.get("profile").asText());
            int rate = line.get("rate").asInt();
            short[] pcm = Link1.throughRoom(Link1.encode(frame(), profile, rate),
                    PhysicalRoomConfig.living(0.5, 2.0, Background.PINK, 10, 3), rate);
            assertThat(line.get("sha256").asText()).as("%s at %s", profile, rate)
                    .isEqualTo(sha256(pcm));
            cases++;
        }
        assertThat(cases).isEqualTo(6);
    }

    /**
     * At 16 kHz the page's encoder gives the spec's pinned vectors (LINK1.md, PROFILE-R.md,
     * PROFILE-F.md).
     */
    @Test
    void theSpecsPinnedVectorsAt16kHz() {
        assertThat(frame().toHex()).isEqualTo("57110107020b1c09ce00001e0000004c010031172130");
        java.util.Map<String, String> pinned = java.util.Map.of(
                "k1", "c0fd457d3197499aafe6fd10761d2a3236f5d1a32e56c0fe5fc22551b44f8051",
                "k2", "d2e0d000aab982ba094740a2b92e1a0b86a84b059832d71cbc3340aee14dfc34",
                "r", "db1a49aa4034313081b44d1a8459865067e855c7ba72e66691f5f570fb54e260",
                "f", "a5f8fa0afd77ef1053e1873fa03c7c57190311d4364eee18f619ce58be7bf5a9");
        int cases = 0;
        for (JsonNode line : lines) {
            if (line.get("kind").asText().equals("pcm") && line.get("rate").asInt() == 16_000) {
                assertThat(line.get("sha256").asText()).as(line.get("profile").asText())
                        .isEqualTo(pinned.get(line.get("profile").asText()));
                cases++;
            }
        }
        assertThat(cases).isEqualTo(4);
    }

    @Test
    void theStreamingReceiverHearsTheRoomTestWhole() {
        int cases = 0;
        for (JsonNode line : lines) {
            if (!line.get("kind").asText().equals("heard")) {
                continue;
            }
            AirProfile profile = AirProfile.parse(line.get("profile").asText());
            List<String> heard = new ArrayList<>();
            line.get("frames").forEach(f -> heard.add(f.asText()));
            assertThat(heard).containsExactlyElementsOf(
                    RoomTest.frames(profile).stream().map(LinkFrame::toHex).toList());
            cases++;
        }
        assertThat(cases).isEqualTo(RoomTest.profiles().size());
    }

    @Test
    void buildsDescribesAndBoundsAsTheJvm() {
        JsonNode built = lines.stream().filter(l -> l.get("kind").asText().equals("built"))
                .findFirst().orElseThrow();
        assertThat(built.get("frame").asText()).isEqualTo(frame().toHex());
        assertThat(built.get("text").asText())
                .isEqualTo(SpeechLine.of(Speech.read(frame()).orElseThrow()));
        assertThat(built.get("described").asText()).isEqualTo(built.get("text").asText()
                + " seq=7");
        assertThat(built.get("bad").asText()).startsWith("rejected: ");
        Wilson.Interval ci = Wilson.interval95(1, 16);
        assertThat(built.get("wilson").get(0).decimalValue()).isEqualByComparingTo(ci.low());
        assertThat(built.get("wilson").get(1).decimalValue()).isEqualByComparingTo(ci.high());
    }

    private static LinkFrame frame() {
        return Speech.frame(Speech.claim(1, 0x3117, Atom.UNIR, -50, 3), 7);
    }

    private static String sha256(short[] pcm) throws NoSuchAlgorithmException {
        ByteBuffer bytes = ByteBuffer.allocate(2 * pcm.length).order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) {
            bytes.putShort(s);
        }
        StringBuilder hex = new StringBuilder();
        for (byte b : MessageDigest.getInstance("SHA-256").digest(bytes.array())) {
            hex.append(String.format(Locale.ROOT, "%02x", b));
        }
        return hex.toString();
    }
}
