package echoai.link1.web;

import static echoai.link1.web.PageSteps.PHONE;
import static echoai.link1.web.PageSteps.WIDTHS;
import static echoai.link1.web.PageSteps.assertFits;
import static echoai.link1.web.PageSteps.click;
import static echoai.link1.web.PageSteps.get;
import static echoai.link1.web.PageSteps.type;
import static echoai.link1.web.PageSteps.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

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
import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    private static final Path SITE = PageSteps.SITE;
    private static final Path SCRIPT = Path.of("scripts/browser/page.js");
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
    private static PageSteps browser;

    @BeforeAll
    static void serve() throws IOException {
        chromium = PageSteps.chromiumOrSkip();
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
        browser = new PageSteps(chromium, server.uri());
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
     * The room test's listener hears the K2 recording whole, is stopped, and builds the row
     * docs/web.md describes: how long it listened and what it heard, K2 with 16 of 16, and not
     * the profiles it heard nothing of in a listening shorter than the whole test; on a phone's
     * 390 px the row shown does not widen the page.
     */
    @Test
    void theRoomTestsListenerMakesTheRow() throws Exception {
        Path mic = dir.resolve("room-test-k2.wav");
        Wav.write(mic, RoomTest.recording(AirProfile.K2, 48_000), 48_000);
        JsonNode page = browser.run("?roomtest=listen", PHONE, 90_000, mic,
                waitFor("document.querySelectorAll('#heard li.heard').length >= 16"),
                get("document.getElementById('rt-download').disabled"),
                click("#rt-stop"),
                waitFor("!document.getElementById('rt-download').disabled"),
                type("#rt-form input[name=player]", "fake microphone file"),
                type("#rt-form input[name=listener]", "headless Chromium"),
                type("#rt-form input[name=distance]", "1.5"),
                click("#rt-download"),
                waitFor("document.getElementById('rt-row').textContent !== ''"),
                get("document.getElementById('rt-row').textContent"),
                get(WIDTHS),
                get("document.getElementById('rt-form-status').textContent"));
        JsonNode results = page.get("results");
        assertThat(results.get(0).asBoolean()).as("no download while listening").isTrue();
        JsonNode row = JSON.readTree(results.get(1).asText());
        // kept for the cli's import test (BenchImportCommandTest): the page's row, imported
        Files.writeString(PAGE_ROW, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(row));
        List<String> keys = new ArrayList<>();
        row.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).containsExactly("schema", "schema_version", "sequence", "date", "page",
                "player", "listener", "distance_m", "room", "capture_rate_hz", "listened_s",
                "heard", "user_agent", "profiles");
        assertThat(row.get("schema").asText()).isEqualTo("link1-room-test");
        assertThat(row.get("schema_version").asInt()).isEqualTo(2);
        assertThat(row.get("distance_m").asDouble()).isEqualTo(1.5);
        assertThat(row.get("date").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
        // it listened at least as long as K2's 16 frames take, and heard each of them
        assertThat(row.get("listened_s").asDouble()).isGreaterThanOrEqualTo(
                16.0 * AirProfile.K2.frameSamples() / 16_000);
        assertThat(row.get("heard").asInt()).isGreaterThanOrEqualTo(16);
        assertThat(row.get("profiles")).singleElement().satisfies(p -> {
            assertThat(p.get("profile").asText()).isEqualTo("k2");
            assertThat(p.get("found").asInt()).isEqualTo(16);
            assertThat(p.get("lost").asInt()).isZero();
            assertThat(p.get("wrong").asInt()).isZero();
            Wilson.Interval ci = Wilson.interval95(0, 16);
            assertThat(p.get("per_ci95").get(0).decimalValue()).isEqualByComparingTo(ci.low());
            assertThat(p.get("per_ci95").get(1).decimalValue()).isEqualByComparingTo(ci.high());
        });
        assertThat(results.get(3).asText()).contains("without K1, R");
        assertFits(results.get(2));
        assertThat(page.get("errors")).isEmpty();
    }

    /**
     * Before any listening the room test has nothing to download: the button is disabled and
     * says why, the table shows no figures, and a submit anyway makes no row.
     */
    @Test
    void beforeAnyListeningTheRoomTestOffersNothingToDownload() throws Exception {
        JsonNode page = browser.run("?tab=roomtest", PHONE, 30_000, null,
                get("document.getElementById('rt-download').disabled"),
                get("document.getElementById('rt-form-status').textContent"),
                get("document.getElementById('rt-table').tBodies[0].textContent"),
                type("#rt-form input[name=player]", "laptop"),
                type("#rt-form input[name=listener]", "phone"),
                get("(document.getElementById('rt-form').requestSubmit(),"
                        + " document.getElementById('rt-row').textContent)"),
                get(WIDTHS));
        JsonNode results = page.get("results");
        assertThat(results.get(0).asBoolean()).isTrue();
        assertThat(results.get(1).asText()).startsWith("Nothing to download yet: listen for the"
                + " test first");
        assertThat(results.get(2).asText()).contains("not measured yet").doesNotContain("/ 16")
                .doesNotContain("%");
        assertThat(results.get(3).asText()).isEmpty();
        assertFits(results.get(4));
        assertThat(page.get("errors")).isEmpty();
        assertThat(page.get("failed")).isEmpty();
    }

    /**
     * Send on a phone: Play before Build builds the frame from the fields and plays it; Seq,
     * Referent, Q(s,a) and n(s,a) each have a line of help; the page says to open it on two
     * devices and which profile to pick; no empty "Heard" heading; the favicon is served; and
     * neither Send nor Listen is wider than 390 px.
     */
    @Test
    void sendExplainsItselfAndPlayBuildsTheFrame() throws Exception {
        JsonNode page = browser.run("?tab=send", PHONE, 30_000, null,
                get("document.getElementById('heard-panel').hidden"),
                get("[...document.querySelectorAll('#build-form label')]"
                        + ".filter((l) => /^(Seq|Referent|Q\\(s,a\\)|n\\(s,a\\))/.test(l.textContent.trim()))"
                        + ".map((l) => l.textContent.trim().split(' ')[0] + ': '"
                        + " + (l.querySelector('.help') ? l.querySelector('.help').textContent.trim()"
                        + ".replace(/\\s+/g, ' ') : ''))"),
                get("document.getElementById('two-devices').textContent"),
                get("document.querySelector('#send .profile-help').textContent"),
                click("#play"),
                waitFor("document.getElementById('send-status').textContent !== ''"),
                get("document.getElementById('send-status').textContent"),
                get("document.getElementById('send-hex').value"),
                get(WIDTHS),
                click("nav [data-tab=listen]"),
                get(WIDTHS),
                get("[...document.getElementById('listen-profile').options].map((o) => o.text)"));
        JsonNode r = page.get("results");
        assertThat(r.get(0).asBoolean()).as("the Heard heading is hidden").isTrue();
        List<String> help = new ArrayList<>();
        r.get(1).forEach(h -> help.add(h.asText()));
        assertThat(help).hasSize(4).allSatisfy(h -> assertThat(h).matches(".+: \\S.{20,}"));
        assertThat(r.get(2).asText().replaceAll("\\s+", " "))
                .contains("Open this page on two devices: Listen on one, Play on the other");
        assertThat(r.get(3).asText()).startsWith("Pick the same profile on both devices.")
                .contains("K1: ").contains("K2: ").contains("R: ").contains("F: ").contains("Q: ");
        assertThat(r.get(4).asText()).startsWith("built from the fields above; play")
                .doesNotContain("expected 44 hex digits");
        assertThat(r.get(5).asText()).matches("[0-9a-f]{44}");
        assertFits(r.get(6));
        assertFits(r.get(7));
        List<String> options = new ArrayList<>();
        r.get(8).forEach(o -> options.add(o.asText()));
        assertThat(options).containsExactly("every profile (K1, K2, R, F, Q)", "K1", "K2", "R", "F",
                "Q");
        assertThat(page.get("errors")).isEmpty();
        assertThat(page.get("failed")).as("nothing the page asks for is missing (favicon.ico)")
                .isEmpty();
        HttpResponse<byte[]> icon = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                server.uri().resolve("favicon.ico")).build(), HttpResponse.BodyHandlers
                .ofByteArray());
        assertThat(icon.statusCode()).isEqualTo(200);
        assertThat(icon.headers().firstValue("Content-Type")).contains("image/x-icon");
    }

    /**
     * Listening for K1 while R plays: nothing is heard, and the page says something like
     * profile R is on the air (core's ProfileHint, the rule of modem decode).
     */
    @Test
    void listeningForTheWrongProfileHintsTheRightOne() throws Exception {
        Path mic = dir.resolve("mic-r.wav");
        Wav.write(mic, Link1.encode(RoomTest.frames(AirProfile.R).subList(0, 2), AirProfile.R,
                48_000), 48_000);
        JsonNode page = browser.run("?listen=k1", PHONE, 60_000, mic,
                waitFor("!document.getElementById('listen-hint').hidden"),
                get("document.getElementById('listen-hint-text').textContent"),
                get("document.getElementById('listen-status').textContent"),
                get("document.querySelectorAll('#heard li.heard').length"),
                click("#listen-try"),
                waitFor("document.querySelectorAll('#heard li.heard').length >= 1"),
                get("document.getElementById('listen-status').textContent"),
                get("document.querySelector('#heard li.heard').dataset.profile"));
        JsonNode r = page.get("results");
        assertThat(r.get(0).asText()).isEqualTo("Nothing heard for K1, but something like"
                + " profile R — try it.");
        assertThat(r.get(1).asText()).startsWith("listening for K1 at ");
        assertThat(r.get(2).asInt()).isZero();
        assertThat(r.get(3).asText()).startsWith("listening for R at ");
        assertThat(r.get(4).asText()).isEqualTo("r");
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
