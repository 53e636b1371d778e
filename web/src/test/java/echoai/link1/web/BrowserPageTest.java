package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import echoai.link1.api.Link1;
import echoai.link1.api.RoomTest;
import echoai.link1.api.Wilson;
import echoai.link1.audio.Wav;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.PhysicalRoomConfig;
import echoai.link1.web.site.LocalTool;
import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page in a real browser (the system Chromium, driven by puppeteer-core from
 * scripts/browser): it decodes a same-origin WAV into {@code #heard}, refuses another
 * origin's, and hears a frame through getUserMedia (Chromium's fake microphone playing a WAV),
 * all through the test contract of docs/web.md. Skips without Chromium, Node or
 * {@code npm ci} in scripts/browser.
 */
class BrowserPageTest {
    private static final Path SITE = Path.of("web/target/classes/echoai/link1/web/site");
    private static final Path SCRIPT = Path.of("scripts/browser/page.js");
    private static final Path PUPPETEER =
            Path.of("scripts/browser/node_modules/puppeteer-core");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Where the room test's row the page made is left for the cli's import test. */
    static final Path PAGE_ROW = Path.of("web/target/room-test-row-from-page.json");

    private static final int[] ROOM_RATES = {44_100, 48_000};
    private static final PhysicalRoomConfig HARD_ROOM =
            PhysicalRoomConfig.living(0.8, 3.0, Background.WHITE, 3, 11);
    private static final java.util.Map<String, List<String>> JVM_HEARD =
            new java.util.HashMap<>();

    @TempDir
    static Path dir;
    private static SiteServer server;
    private static String chromium;

    @BeforeAll
    static void serve() throws IOException {
        assumeTrue(Files.isRegularFile(SITE.resolve("link1.js")), "link1.js is not built");
        assumeTrue(LocalTool.runs("node"), "no node on the PATH");
        assumeTrue(Files.isDirectory(PUPPETEER),
                "no puppeteer-core: npm ci in scripts/browser");
        Optional<String> found = Stream.of("/usr/bin/chromium", "/usr/bin/chromium-browser")
                .filter(p -> Files.isExecutable(Path.of(p))).findFirst();
        assumeTrue(found.isPresent(), "no chromium");
        chromium = found.get();
        Path site = Files.createDirectories(dir.resolve("site"));
        try (Stream<Path> files = Files.list(SITE)) {
            for (Path f : files.toList()) {
                Files.copy(f, site.resolve(f.getFileName()));
            }
        }
        // two of the room test's K2 frames at a laptop's 44.1 kHz, for ?decode
        List<LinkFrame> two = RoomTest.frames(AirProfile.K2).subList(0, 2);
        Wav.write(site.resolve("two-k2.wav"), Link1.encode(two, AirProfile.K2, 44_100), 44_100);
        Files.writeString(site.resolve("not-a-wav.wav"), "RIFF? no");
        // six frames of each profile through the physical room, at 44.1 and 48 kHz
        for (int rate : ROOM_RATES) {
            for (AirProfile profile : RoomTest.profiles()) {
                short[] pcm = Link1.throughRoom(Link1.encode(RoomTest.frames(profile)
                        .subList(0, 6), profile, rate), HARD_ROOM, rate);
                Wav.write(site.resolve(roomWav(profile, rate)), pcm, rate);
                JVM_HEARD.put(roomWav(profile, rate), Link1.decode(pcm, profile, rate).stream()
                        .map(h -> h.frame().toHex()).toList());
            }
        }
        server = SiteServer.start(SiteFiles.fromFolder(site), InetAddress.getLoopbackAddress(), 0);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void decodesASameOriginWavIntoTheHeardList() throws Exception {
        JsonNode page = open("?decode=two-k2.wav&profile=k2", 2, 60_000, null);
        assertThat(frames(page)).containsExactlyInAnyOrderElementsOf(
                RoomTest.frames(AirProfile.K2).subList(0, 2).stream().map(LinkFrame::toHex)
                        .toList());
        assertThat(page.get("heard").get(0).get("profile").asText()).isEqualTo("k2");
        assertThat(page.get("decoded").asText()).isEqualTo("done");
        assertThat(page.get("errors")).isEmpty();
        assertThat(page.get("build").asText()).startsWith("LINK-1 page, built from ");
    }

    /**
     * The same recordings give the same frames in the browser as on the JVM: each profile through
     * the physical room (RT60 0.8 s, 3 m, white noise at 3 dB, where frames are lost) at 44.1 and
     * 48 kHz, decoded through ?decode and by {@link Link1#decode}.
     */
    @Test
    void physicalRoomRecordingsDecodeAsOnTheJvm() throws Exception {
        int lost = 0;
        for (int rate : ROOM_RATES) {
            for (AirProfile profile : RoomTest.profiles()) {
                String wav = roomWav(profile, rate);
                List<String> jvm = JVM_HEARD.get(wav);
                JsonNode page = open("?decode=" + wav + "&profile=" + profile.name()
                        .toLowerCase(java.util.Locale.ROOT), jvm.size(), 60_000, null);
                assertThat(page.get("decoded").asText()).as(wav).isEqualTo("done");
                assertThat(frames(page)).as(wav).isEqualTo(jvm); // #heard: in the order heard
                lost += 6 - jvm.size();
            }
        }
        assertThat(lost).as("the point must lose frames for the comparison to mean much")
                .isPositive();
    }

    @Test
    void refusesAnotherOriginAndWhatIsNoWav() throws Exception {
        JsonNode other = open("?decode=https://example.org/x.wav&profile=k1", 0, 20_000, null);
        assertThat(other.get("decoded").asText()).isEqualTo("refused");
        assertThat(other.get("listen").asText()).contains("not on this page's origin");
        JsonNode bad = open("?decode=not-a-wav.wav&profile=k1", 0, 20_000, null);
        assertThat(bad.get("decoded").asText()).isEqualTo("failed");
        assertThat(bad.get("listen").asText()).contains("cannot decode: not a WAV file");
        assertThat(frames(bad)).isEmpty();
    }

    /** ?listen=k2 at load: getUserMedia, the worklet and the streaming receiver hear a frame. */
    @Test
    void hearsAFrameThroughTheMicrophone() throws Exception {
        LinkFrame frame = RoomTest.frames(AirProfile.K2).get(5);
        Path mic = dir.resolve("mic.wav");
        Wav.write(mic, Link1.encode(frame, AirProfile.K2, 48_000), 48_000);
        JsonNode page = open("?listen=k2", 1, 45_000, mic);
        assertThat(page.get("listen").asText()).startsWith("listening for K2 at ");
        assertThat(frames(page)).isNotEmpty().allMatch(f -> f.equals(frame.toHex()));
        assertThat(page.get("errors")).isEmpty();
    }

    /**
     * The room test's listener hears the K2 recording whole and builds the row docs/web.md
     * describes: 16 of 16 for K2, nothing for the profiles not played, the Wilson intervals the
     * bench writes.
     */
    @Test
    void theRoomTestsListenerMakesTheRow() throws Exception {
        Path mic = dir.resolve("room-test-k2.wav");
        Wav.write(mic, RoomTest.recording(AirProfile.K2, 48_000), 48_000);
        JsonNode page = open("?roomtest=listen", 16, 90_000, mic);
        JsonNode row = page.get("row");
        // kept for the cli's import test (BenchImportCommandTest): the page's row, imported
        Files.writeString(PAGE_ROW, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(row));
        List<String> keys = new ArrayList<>();
        row.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactly("schema", "schema_version", "sequence", "date", "page",
                "player", "listener", "distance_m", "room", "capture_rate_hz", "user_agent",
                "profiles");
        assertThat(row.get("schema").asText()).isEqualTo("link1-room-test");
        assertThat(row.get("distance_m").asDouble()).isEqualTo(1.5);
        assertThat(row.get("date").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
        for (JsonNode p : row.get("profiles")) {
            int lost = p.get("profile").asText().equals("k2") ? 0 : 16;
            assertThat(p.get("sent").asInt()).isEqualTo(16);
            assertThat(p.get("lost").asInt()).as(p.toString()).isEqualTo(lost);
            assertThat(p.get("found").asInt()).isEqualTo(16 - lost);
            assertThat(p.get("wrong").asInt()).isZero();
            Wilson.Interval ci = Wilson.interval95(lost, 16);
            assertThat(p.get("per_ci95").get(0).decimalValue()).isEqualByComparingTo(ci.low());
            assertThat(p.get("per_ci95").get(1).decimalValue()).isEqualByComparingTo(ci.high());
        }
        assertThat(page.get("errors")).isEmpty();
    }

    private static String roomWav(AirProfile profile, int rate) {
        return "room-" + profile.name().toLowerCase(java.util.Locale.ROOT) + "-" + rate + ".wav";
    }

    private static List<String> frames(JsonNode page) {
        List<String> out = new ArrayList<>();
        page.get("heard").forEach(h -> out.add(h.get("frame").asText()));
        return out;
    }

    private static JsonNode open(String query, int frames, int timeoutMs, Path mic)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", SCRIPT.toString(), chromium,
                server.uri() + query, Integer.toString(frames), Integer.toString(timeoutMs)));
        if (mic != null) {
            command.add(mic.toAbsolutePath().toString());
        }
        Process node = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(timeoutMs + 60_000L, TimeUnit.MILLISECONDS)).isTrue();
        assertThat(node.exitValue()).as(out).isZero();
        String[] lines = out.strip().split("\n");
        return JSON.readTree(lines[lines.length - 1]);
    }
}
