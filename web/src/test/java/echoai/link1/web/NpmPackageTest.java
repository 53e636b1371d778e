package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import echoai.link1.api.HeardMessage;
import echoai.link1.api.Link1;
import echoai.link1.api.MessageReceiver;
import echoai.link1.frame.LinkFrame;
import echoai.link1.message.Broadcast;
import echoai.link1.message.Message;
import echoai.link1.modem.AirProfile;
import echoai.link1.web.site.LocalTool;
import echoai.wsp.Hex;
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
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The npm package as a user gets it: {@code npm pack} in {@code web/}, the tarball installed
 * offline into a fresh npm project, the README's example run there with {@code node --test}, and
 * {@code web/src/test/node/npm-package.mjs} importing {@code link1-modem} and printing what the
 * JVM compares: {@code encodeMessage}'s floats are {@code s / 32768} of the samples
 * {@link Link1#encodeMessage} gives (SHA-256) for 1, 100 and 1024 bytes on every profile at 48 kHz; the streaming receiver,
 * fed 100 ms chunks, hears exactly the message, where the JVM's does; a copy with a frame lost
 * still gives it, a copy with most frames lost gives none. Skips without node or npm, or before
 * link1.js is compiled (process-classes).
 */
class NpmPackageTest {
    private static final Path WEB = Path.of("web");
    private static final Path LINK1_JS =
            Path.of("web/target/classes/echoai/link1/web/site/link1.js");
    private static final int RATE_HZ = 48_000;
    private static final int CHUNK = 4800;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;
    private static JsonNode packed;
    private static Path project;
    private static List<JsonNode> lines;

    @BeforeAll
    static void packInstallAndRun() throws IOException, InterruptedException {
        assumeTrue(Files.isRegularFile(LINK1_JS),
                "link1.js is compiled at process-classes: ./mvnw -pl web -am package");
        assumeTrue(LocalTool.runs("node"), "no node on the PATH");
        assumeTrue(LocalTool.runs("npm"), "no npm on the PATH");
        packed = JSON.readTree(NodeRun.ok(WEB, "npm", "pack", "--json", "--pack-destination",
                tmp.toAbsolutePath().toString())).get(0);
        project = Files.createDirectories(tmp.resolve("app"));
        Files.writeString(project.resolve("package.json"),
                "{\"name\": \"readme-check\", \"private\": true, \"type\": \"module\"}\n");
        NodeRun.ok(project, "npm", "install", "--offline", "--no-audit", "--no-fund",
                tmp.resolve(packed.get("filename").asText()).toAbsolutePath().toString());
        Files.copy(Path.of("web/src/test/node/npm-package.mjs"), project.resolve("check.mjs"));
        lines = new ArrayList<>();
        for (String line : NodeRun.ok(project, "node", "check.mjs").strip().split("\n")) {
            lines.add(JSON.readTree(line));
        }
    }

    @Test
    void theReadmeExampleRunsUnderNodesTestRunner() throws IOException, InterruptedException {
        Files.writeString(project.resolve("readme.test.js"), readmeExample());
        String out = NodeRun.ok(project, "node", "--test", "readme.test.js");
        assertThat(out).contains("# pass 1", "# fail 0", "from 1, message 42: hello, room");
    }

    @Test
    void theTarballHoldsTheModuleItsTypesAndNoDependency() throws IOException {
        List<String> files = new ArrayList<>();
        packed.get("files").forEach(f -> files.add(f.get("path").asText()));
        assertThat(files).containsExactlyInAnyOrder("README.md", "package.json", "npm/index.js",
                "npm/index.d.ts", "npm/link1.js");
        JsonNode manifest = JSON.readTree(WEB.resolve("package.json").toFile());
        assertThat(manifest.get("type").asText()).isEqualTo("module");
        assertThat(manifest.has("dependencies")).isFalse();
        Matcher parent = Pattern.compile("<parent>.*?<version>([^<]+)</version>", Pattern.DOTALL)
                .matcher(Files.readString(WEB.resolve("pom.xml")));
        assertThat(parent.find()).isTrue();
        assertThat(packed.get("version").asText()).isEqualTo(parent.group(1));
    }

    @Test
    void theTypeDeclarationsNameEveryExport() throws IOException {
        TreeSet<String> declared = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^export (?:function|class) (\\w+)")
                .matcher(Files.readString(WEB.resolve("npm/index.d.ts")));
        while (m.find()) {
            declared.add(m.group(1));
        }
        List<String> exported = new ArrayList<>();
        line("exports").get("names").forEach(n -> exported.add(n.asText()));
        assertThat(exported).containsExactlyElementsOf(declared);
    }

    @Test
    void encodeMessageIsTheJvmsSamplesOver32768() throws NoSuchAlgorithmException {
        int cases = 0;
        for (JsonNode line : all("pcm")) {
            AirProfile profile = AirProfile.parse(line.get("profile").asText());
            int length = line.get("length").asInt();
            short[] pcm = Link1.encodeMessage(payload(length), profile, RATE_HZ);
            assertThat(line.get("samples").asInt()).isEqualTo(pcm.length);
            assertThat(line.get("sha256").asText()).as("%s, %d bytes", profile, length)
                    .isEqualTo(floatSha256(pcm));
            cases++;
        }
        assertThat(cases).isEqualTo(3 * AirProfile.values().length);
    }

    @Test
    void theStreamingReceiverHearsExactlyTheMessageWhereTheJvmDoes() {
        int cases = 0;
        for (JsonNode line : all("heard")) {
            AirProfile profile = AirProfile.parse(line.get("profile").asText());
            byte[] sent = payload(100);
            short[] pcm = Link1.encodeMessage(sent, profile, RATE_HZ);
            MessageReceiver jvm = Link1.messageReceiver(profile, RATE_HZ);
            for (int at = 0; at < pcm.length; at += CHUNK) {
                jvm.accept(pcm, at, Math.min(CHUNK, pcm.length - at));
            }
            HeardMessage expected = jvm.finish().get(0);
            JsonNode messages = line.get("messages");
            assertThat(messages).as("%s", profile).hasSize(1);
            JsonNode heard = messages.get(0);
            assertThat(heard.get("bytes").asText()).isEqualTo(Hex.of(sent));
            assertThat(heard.get("check").asText())
                    .isEqualTo(String.format(Locale.ROOT, "%016x", Message.of(0, 0, sent).check()));
            assertThat(heard.get("startSample").asLong()).isEqualTo(expected.startSample());
            assertThat(heard.get("endSample").asLong()).isEqualTo(expected.endSample());
            assertThat(line.get("mostHeldInProgress").asInt()).as("progress while it arrived")
                    .isBetween(1, 8);
            assertThat(line.get("progress")).isEmpty();
            assertThat(line.get("counts").get("delivered").asInt()).isEqualTo(1);
            cases++;
        }
        assertThat(cases).isEqualTo(AirProfile.values().length);
    }

    @Test
    void int16InputOwnIdsAndTheAsyncIterator() throws NoSuchAlgorithmException {
        JsonNode line = line("int16");
        short[] pcm = Link1.encodeMessage(payload(40), new Broadcast(9, 200, 50, 1), AirProfile.Q,
                RATE_HZ);
        assertThat(line.get("pcm16sha256").asText()).isEqualTo(sha256(pcm, false));
        assertThat(line.get("sha256").asText()).isEqualTo(floatSha256(pcm));
        JsonNode iterated = line.get("iterated");
        assertThat(iterated).hasSize(1);
        assertThat(iterated.get(0).get("sender").asInt()).isEqualTo(9);
        assertThat(iterated.get(0).get("messageId").asInt()).isEqualTo(200);
        assertThat(iterated.get(0).get("bytes").asText()).isEqualTo(Hex.of(payload(40)));
    }

    /**
     * Noise over a tenth of F's 100-byte message loses a frame (11 of its 12 heard) and the
     * message still arrives exact; over the middle 60 % it loses too many: no message, and
     * progress says what is lacking.
     */
    @Test
    void aCorruptedRecordingGivesTheExactMessageOrNone() {
        for (JsonNode line : all("corrupt")) {
            JsonNode counts = line.get("counts");
            int framesHeard = counts.get("held").asInt() + counts.get("afterDelivery").asInt()
                    + counts.get("duplicate").asInt();
            assertThat(counts.get("checkFailed").asInt()).isZero();
            assertThat(counts.get("conflict").asInt()).isZero();
            if (line.get("stretch").asText().equals("a tenth")) {
                assertThat(framesHeard).isLessThan(12);
                assertThat(line.get("messages")).hasSize(1);
                assertThat(line.get("messages").get(0).get("bytes").asText())
                        .isEqualTo(Hex.of(payload(100)));
            } else {
                assertThat(line.get("messages")).isEmpty();
                assertThat(framesHeard).isLessThan(9);
                JsonNode lack = line.get("progress").get(0);
                assertThat(lack.get("framesHeld").asInt()).isEqualTo(framesHeard);
                assertThat(lack.get("framesLackingAtLeast").asInt()).isEqualTo(9 - framesHeard);
            }
        }
        assertThat(all("corrupt")).hasSize(2);
    }

    @Test
    void badArgumentsThrowTheLibrarysMessages() {
        List<String> refused = new ArrayList<>();
        line("refusals").get("messages").forEach(m -> refused.add(m.asText()));
        assertThat(refused).containsExactly(
                catchThrowable(() -> AirProfile.parse("x")).getMessage(),
                catchThrowable(() -> Link1.encodeMessage(new byte[1], AirProfile.F, 4000))
                        .getMessage(),
                catchThrowable(() -> Link1.encodeMessage(new byte[0], AirProfile.F, RATE_HZ))
                        .getMessage(),
                "bytes must be a Uint8Array", "sampleRate must be an integer: 44100.5");
    }

    @Test
    void encodeFrameAndTheProfilesAreTheJvms() throws NoSuchAlgorithmException {
        JsonNode line = line("frame");
        LinkFrame frame = LinkFrame.fromHex("57110107020b1c09ce00001e0000004c010031172130");
        short[] pcm = Link1.encode(frame, AirProfile.R, RATE_HZ);
        assertThat(line.get("sha256").asText()).isEqualTo(floatSha256(pcm));
        List<String> profiles = new ArrayList<>();
        line.get("profiles").forEach(p -> profiles.add(p.get("profile").asText() + " "
                + p.get("frameSeconds").asDouble()));
        List<String> expected = new ArrayList<>();
        for (AirProfile p : AirProfile.values()) {
            expected.add(p.label() + " " + p.frameSamples() / 16_000.0);
        }
        assertThat(profiles).containsExactlyElementsOf(expected);
    }

    /** The first {@code ```js} block of web/README.md, verbatim. */
    private static String readmeExample() throws IOException {
        String readme = Files.readString(WEB.resolve("README.md"));
        int start = readme.indexOf("```js\n");
        assertThat(start).as("a ```js block in web/README.md").isNotNegative();
        int end = readme.indexOf("\n```\n", start);
        return readme.substring(start + "```js\n".length(), end + 1);
    }

    private static byte[] payload(int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (131 * i + 7);
        }
        return bytes;
    }

    private static JsonNode line(String kind) {
        List<JsonNode> found = all(kind);
        assertThat(found).as(kind).hasSize(1);
        return found.get(0);
    }

    private static List<JsonNode> all(String kind) {
        return lines.stream().filter(l -> l.get("kind").asText().equals(kind)).toList();
    }

    /** SHA-256 of the package's floats: s / 32768 as IEEE 754 single, little-endian. */
    private static String floatSha256(short[] pcm) throws NoSuchAlgorithmException {
        return sha256(pcm, true);
    }

    private static String sha256(short[] pcm, boolean asFloat) throws NoSuchAlgorithmException {
        ByteBuffer bytes = ByteBuffer.allocate((asFloat ? 4 : 2) * pcm.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        for (short s : pcm) {
            if (asFloat) {
                bytes.putFloat(s / 32768f);
            } else {
                bytes.putShort(s);
            }
        }
        return Hex.of(MessageDigest.getInstance("SHA-256").digest(bytes.array()));
    }

    /** Runs node and npm with no update check, audit or funding message. */
    private static final class NodeRun {
        static String ok(Path dir, String... command) throws IOException, InterruptedException {
            Path err = Files.createTempFile(tmp, "stderr", ".txt");
            ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectError(err.toFile());
            pb.environment().put("npm_config_update_notifier", "false");
            pb.environment().put("npm_config_audit", "false");
            pb.environment().put("npm_config_fund", "false");
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as("%s in %s:%n%s%n%s", String.join(" ", command), dir, out,
                    Files.readString(err)).isZero();
            return out;
        }
    }
}
