package echoai.link1.web;

import static echoai.link1.web.PageSteps.PHONE;
import static echoai.link1.web.PageSteps.WIDTHS;
import static echoai.link1.web.PageSteps.assertFits;
import static echoai.link1.web.PageSteps.click;
import static echoai.link1.web.PageSteps.download;
import static echoai.link1.web.PageSteps.get;
import static echoai.link1.web.PageSteps.type;
import static echoai.link1.web.PageSteps.upload;
import static echoai.link1.web.PageSteps.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.api.Link1;
import echoai.link1.audio.Wav;
import echoai.link1.message.Broadcast;
import echoai.link1.modem.AirProfile;
import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's Message panel in a real browser. One way: the page records a typed sentence (Save as
 * WAV, Chromium's own download), and a second Chromium, whose fake microphone plays that very
 * file, listens for messages, shows what it holds and lacks, and then the exact sentence; the
 * same recording cut short and damaged shows progress and no message. Two ways: one page runs
 * both stations through its simulated air, which loses a frame that the listener asks for.
 * Skips as {@link BrowserPageTest} does (no Chromium, node or puppeteer-core).
 */
class BrowserMessageTest {
    /** More than ASCII: 56 bytes of UTF-8, five data frames (13 bytes each) and parity. */
    private static final String SENTENCE = "Meet at the north door at six — bring the key, ça va?";
    private static final byte[] BYTES = SENTENCE.getBytes(StandardCharsets.UTF_8);
    private static final Broadcast BROADCAST = new Broadcast(7, 42, 25, 1);
    private static final int DATA_FRAMES = 5;
    private static final int SENDER = BROADCAST.sender();
    private static final int MESSAGE_ID = BROADCAST.messageId();
    private static final int RATE_HZ = 48_000;

    @TempDir
    static Path dir;
    private static SiteServer server;
    private static PageSteps browser;
    private static JsonNode sender;
    private static Path recording;

    @BeforeAll
    static void serve() throws Exception {
        String chromium = PageSteps.chromiumOrSkip();
        server = SiteServer.start(SiteFiles.fromFolder(PageSteps.SITE),
                InetAddress.getLoopbackAddress(), 0);
        browser = new PageSteps(chromium, server.uri());
        record();
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    /**
     * The sending page at a phone's width: a file over 4 KiB refused, then the sentence typed,
     * Q chosen, saved as a WAV into a folder and played.
     */
    private static void record() throws IOException, InterruptedException {
        Path big = dir.resolve("big.bin");
        Files.write(big, new byte[5000]);
        Path saved = Files.createDirectories(dir.resolve("saved"));
        sender = browser.run("?tab=message", PHONE, 60_000, null,
                upload("#msg-file", big),
                get("document.getElementById('msg-send-status').textContent"),
                get("(document.getElementById('msg-profile').value = 'q',"
                        + " document.getElementById('msg-sender').value = '" + SENDER + "',"
                        + " document.getElementById('msg-id').value = '" + MESSAGE_ID + "')"),
                type("#msg-text", SENTENCE),
                get("document.getElementById('msg-size').textContent"),
                download("#msg-save", saved),
                get("document.getElementById('msg-send-status').textContent"),
                click("#msg-send"),
                waitFor("document.getElementById('msg-send-status').textContent.startsWith('play')"),
                get("document.getElementById('msg-send-status').textContent"),
                get(WIDTHS));
        recording = saved.resolve(sender.get("results").get(3).asText());
    }

    @Test
    void theSendingPageSavesAndPlaysTheMessage() throws IOException {
        JsonNode r = sender.get("results");
        assertThat(r.get(0).asText()).isEqualTo("big.bin is 5000 bytes: the page sends a file of"
                + " 1 to 4096 bytes (4 KiB); ./link1 air send --file sends up to 64 KiB");
        assertThat(r.get(2).asText()).startsWith(BYTES.length + " bytes (UTF-8)");
        assertThat(r.get(3).asText()).isEqualTo("message-7-42-q.wav");
        assertThat(r.get(4).asText()).isEqualTo("saved " + BYTES.length + " bytes as sender 7,"
                + " message 42 with Q as message-7-42-q.wav, " + seconds() + " s at 48000 Hz");
        // Send after Save: the id moved on
        assertThat(r.get(5).asText()).startsWith("playing " + BYTES.length + " bytes as sender 7,"
                + " message 43 with Q: ");
        assertFits(r.get(6));
        assertThat(sender.get("errors")).isEmpty();
        // the page's recording is the library's, sample for sample
        Wav.Recording wav = Wav.readAny(recording);
        assertThat(wav.sampleRateHz()).isEqualTo(RATE_HZ);
        assertThat(wav.samples()).isEqualTo(Link1.encodeMessage(BYTES, BROADCAST, AirProfile.Q,
                RATE_HZ));
    }

    /**
     * The page's recording as the listening page's microphone: progress first (frames held of
     * needed), then the sentence, once, though the fake microphone plays the file again.
     */
    @Test
    void aSentenceThePageRecordedArrivesOnAnotherPage() throws Exception {
        double loop = Wav.readAny(recording).seconds();
        JsonNode page = browser.run("?tab=message", PHONE, 120_000, recording,
                get("document.getElementById('msg-profile').value = 'q'"),
                click("#msg-listen"),
                waitFor("document.querySelector('#msg-progress li.progress')"),
                get(PROGRESS),
                waitFor("document.querySelector('#msg-arrived li.message')"),
                waitFor(listenedAtLeast(2 * loop + 1)),
                get(ARRIVED),
                get("document.getElementById('msg-counts').textContent"),
                get(WIDTHS),
                click("#msg-stop"),
                get("document.getElementById('msg-listen-status').textContent"));
        JsonNode r = page.get("results");
        JsonNode progress = r.get(1);
        assertThat(progress.get("key").asText()).isEqualTo(SENDER + "/" + MESSAGE_ID);
        assertThat(progress.get("held").asInt()).isPositive();
        assertThat(progress.get("lacking").asInt()).isPositive();
        assertThat(progress.get("text").asText()).contains("from sender 7, message 42: ")
                .contains("still missing: block 0: ");
        JsonNode arrived = r.get(2);
        assertThat(arrived).hasSize(1);
        assertThat(arrived.get(0).get("text").asText()).isEqualTo(SENTENCE);
        assertThat(arrived.get(0).get("head").asText()).startsWith("from sender 7, message 42: "
                + BYTES.length + " bytes of text, heard from ");
        assertThat(arrived.get(0).get("bytes").asInt()).isEqualTo(BYTES.length);
        assertThat(r.get(3).asText()).startsWith("messages delivered 1, given up 0,");
        assertFits(r.get(4));
        assertThat(r.get(5).asText()).startsWith("stopped after ");
        assertThat(page.get("errors")).isEmpty();
    }

    /**
     * A damaged copy of the page's recording: cut before its fifth frame (five are needed), its
     * first frame overwritten with noise. The listener holds some frames and shows them; no
     * message appears.
     */
    @Test
    void aDamagedRecordingShowsProgressAndNoMessage() throws Exception {
        short[] whole = Wav.readAny(recording).samples();
        int frames = BROADCAST.frames(BYTES).size();
        assertThat(frames).isGreaterThan(DATA_FRAMES);
        short[] cut = Arrays.copyOf(whole, whole.length * (DATA_FRAMES - 1) / frames
                - RATE_HZ / 10);
        SplittableRandom noise = new SplittableRandom(39);
        int span = whole.length / frames;
        for (int i = span / 4; i < span * 3 / 4; i++) {
            cut[i] = (short) noise.nextInt(-20_000, 20_000);
        }
        Path damaged = dir.resolve("damaged.wav");
        Wav.write(damaged, cut, RATE_HZ);
        JsonNode page = browser.run("?tab=message", PHONE, 120_000, damaged,
                get("document.getElementById('msg-profile').value = 'q'"),
                click("#msg-listen"),
                waitFor("document.querySelector('#msg-progress li.progress')"),
                waitFor(listenedAtLeast(3.0 * cut.length / RATE_HZ + 1)),
                get(PROGRESS),
                get(ARRIVED));
        JsonNode r = page.get("results");
        assertThat(r.get(1).get("held").asInt()).isBetween(1, DATA_FRAMES - 2);
        assertThat(r.get(1).get("lacking").asInt()).isPositive();
        assertThat(r.get(2)).as("no message from a recording that lacks too much").isEmpty();
        assertThat(page.get("errors")).isEmpty();
    }

    /**
     * Two ways, both ends on one page: {@code ?air=sim&drop=1} gives the page's two-way stations
     * a simulated air stepped by sample counts (air.js) in place of the microphone and the
     * loudspeaker, and drops the first sound played into it, the sender's first DATA frame. The
     * listening station asks for the lost frame (a NEED lacking one frame goes out), the sending
     * station plays one repair round (2 rounds, 6 frames: five data frames and one fresh point),
     * the listener answers DONE, and the sentence arrives exact, once.
     */
    @Test
    void twoWaysTheListenerAsksForALostFrameAndTheSenderRepairs() throws Exception {
        JsonNode page = browser.run("?tab=message&air=sim&drop=1", PHONE, 120_000, null,
                click("#msg-two-ways"),
                get("(document.getElementById('msg-profile').value = 'q',"
                        + " document.getElementById('msg-sender').value = '9')"),
                click("#msg-listen"),
                get("(document.getElementById('msg-sender').value = '" + SENDER + "',"
                        + " document.getElementById('msg-id').value = '" + MESSAGE_ID + "')"),
                type("#msg-text", SENTENCE),
                click("#msg-send"),
                waitFor("document.getElementById('msg-twoway-status').dataset.end"),
                waitFor("document.getElementById('msg-air').dataset.running === 'false'"),
                get("Object.assign({}, document.getElementById('msg-twoway-status').dataset,"
                        + " { text: document.getElementById('msg-twoway-status').textContent })"),
                get("[...document.querySelectorAll('#msg-answer-log li.answer')].map((li) =>"
                        + " ({ kind: li.dataset.kind, lacking: li.dataset.lacking,"
                        + " text: li.textContent }))"),
                get("Object.assign({}, document.getElementById('msg-air').dataset)"),
                get(ARRIVED),
                get("document.getElementById('msg-counts').textContent"),
                get(WIDTHS));
        JsonNode r = page.get("results");
        JsonNode sending = r.get(2);
        assertThat(sending.get("end").asText()).as(sending.toString()).isEqualTo("delivered");
        assertThat(sending.get("rounds").asInt()).isEqualTo(2);
        assertThat(sending.get("framesSent").asInt()).isEqualTo(DATA_FRAMES + 1);
        assertThat(sending.get("text").asText()).isEqualTo("delivered " + BYTES.length
                + " bytes as sender 7, message 42 with Q: the listener said DONE after 2 rounds"
                + " (round 0 and 1 repair), 6 frames played");
        JsonNode answers = r.get(3);
        assertThat(answers).as(answers.toString()).hasSize(2);
        assertThat(answers.get(0).get("kind").asText()).isEqualTo("need");
        assertThat(answers.get(0).get("lacking").asInt()).isEqualTo(1);
        assertThat(answers.get(0).get("text").asText()).contains("from sender 7, message 42,"
                + " still missing block 0: 1 more (of 5)");
        assertThat(answers.get(1).get("kind").asText()).isEqualTo("done");
        JsonNode air = r.get(4);
        assertThat(air.get("dropped").asInt()).isEqualTo(1);
        assertThat(air.get("sounds").asInt()).as("6 DATA, a NEED, a DONE: " + air)
                .isEqualTo(DATA_FRAMES + 3);
        JsonNode arrived = r.get(5);
        assertThat(arrived).hasSize(1);
        assertThat(arrived.get(0).get("text").asText()).isEqualTo(SENTENCE);
        assertThat(arrived.get(0).get("head").asText()).isEqualTo("from sender 7, message 42: "
                + BYTES.length + " bytes of text, whole: this page answers DONE");
        assertThat(r.get(6).asText()).startsWith("messages delivered 1, given up 0,")
                .contains("of messages delivered 0,");
        assertFits(r.get(7));
        assertThat(page.get("errors")).isEmpty();
    }

    /**
     * Two ways on the device's own path: Chromium's fake microphone plays quiet noise, and the
     * sending page, through the page's Microphone and its loudspeaker, plays round 0 (the five
     * data frames, the last a POLL), then waits for an answer that does not come; Stop sending
     * ends it.
     */
    @Test
    void twoWaysTheSendingPagePlaysRoundZeroAndWaits() throws Exception {
        SplittableRandom noise = new SplittableRandom(1);
        short[] quiet = new short[10 * RATE_HZ];
        for (int i = 0; i < quiet.length; i++) {
            quiet[i] = (short) noise.nextInt(-40, 41);
        }
        Path mic = dir.resolve("quiet.wav");
        Wav.write(mic, quiet, RATE_HZ);
        JsonNode page = browser.run("?tab=message", PHONE, 60_000, mic,
                click("#msg-two-ways"),
                get("(document.getElementById('msg-profile').value = 'q',"
                        + " document.getElementById('msg-sender').value = '" + SENDER + "',"
                        + " document.getElementById('msg-id').value = '" + MESSAGE_ID + "')"),
                type("#msg-text", SENTENCE),
                click("#msg-send"),
                waitFor("document.getElementById('msg-twoway-status').dataset.state"
                        + " === 'waiting'"),
                get("Object.assign({}, document.getElementById('msg-twoway-status').dataset,"
                        + " { text: document.getElementById('msg-twoway-status').textContent })"),
                click("#msg-send-stop"),
                get("document.getElementById('msg-twoway-status').textContent"));
        JsonNode r = page.get("results");
        JsonNode sending = r.get(1);
        assertThat(sending.get("rounds").asInt()).as(sending.toString()).isEqualTo(1);
        assertThat(sending.get("framesSent").asInt()).isEqualTo(DATA_FRAMES);
        assertThat(sending.has("end")).isFalse();
        assertThat(sending.get("text").asText()).startsWith("two ways, " + BYTES.length
                + " bytes as sender 7, message 42 with Q: waiting for the listener's answer;"
                + " 1 round (round 0 only), 5 frames played, ");
        assertThat(r.get(2).asText()).isEqualTo("stopped after 1 round (round 0 only),"
                + " 5 frames played");
        assertThat(page.get("errors")).isEmpty();
    }

    private static final String PROGRESS = "(() => { const li = document.querySelector("
            + "'#msg-progress li.progress'); return { key: li.dataset.key, held:"
            + " Number(li.dataset.held), lacking: Number(li.dataset.lacking), text: li.textContent"
            + " }; })()";
    private static final String ARRIVED = "[...document.querySelectorAll('#msg-arrived"
            + " li.message')].map((li) => ({ head: li.firstChild.textContent, bytes:"
            + " Number(li.dataset.bytes), text: (li.querySelector('.message-text') || {})"
            + ".textContent }))";

    private static String listenedAtLeast(double seconds) {
        return "Number(document.getElementById('msg-listen-status').dataset.listenedS || 0) >= "
                + seconds;
    }

    private static String seconds() throws IOException {
        return String.format(java.util.Locale.ROOT, "%.1f", Wav.readAny(recording).seconds());
    }
}
