package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code link1 perf --browser}: the figure from bench.js's line (median, real-time factor, the
 * site's size), the one-line refusals (a missing tool exits 3, bad options 2), and once for
 * real in headless Chromium where node, Chromium, puppeteer-core and the built site are here.
 */
class BrowserSpeedTest {
    private static final String LINE = "{\"profile\":\"r\",\"sample_rate_hz\":48000,"
            + "\"audio_seconds\":80.28175,\"frames_sent\":16,\"warmup_ms\":1016.14,"
            + "\"warmup_frames_heard\":16,\"frames_heard\":[16,16,16,16,16],"
            + "\"runs_ms\":[700.04,650.4,681.1,2000,690.25],"
            + "\"user_agent\":\"Mozilla/5.0 HeadlessChrome/150.0.0.0\"}";
    private static final BrowserSpeed.SiteSize SITE = new BrowserSpeed.SiteSize(332_527L, 7);

    @TempDir
    Path dir;

    @Test
    void theMedianRunGivesTheRealTimeFactor() {
        PerfResult.Browser b = BrowserSpeed.entry(LINE, 5, "cmd", SITE, 2,
                new BigDecimal("9.77"));
        assertThat(b.runsMs()).containsExactly(new BigDecimal("700.0"), new BigDecimal("650.4"),
                new BigDecimal("681.1"), new BigDecimal("2000.0"), new BigDecimal("690.3"));
        assertThat(b.medianMs()).isEqualTo(new BigDecimal("690.3"));
        assertThat(b.audioSeconds()).isEqualTo(new BigDecimal("80.282"));
        // 80.282 s / 0.6903 s = 116.30 -> 116.3
        assertThat(b.realTimeFactor()).isEqualTo(new BigDecimal("116.3"));
        assertThat(b.warmupMs()).isEqualTo(new BigDecimal("1016.1"));
        assertThat(b.framesHeard()).containsExactly(16, 16, 16, 16, 16);
        assertThat(b.engine()).isEqualTo("Mozilla/5.0 HeadlessChrome/150.0.0.0");
        assertThat(b.siteBytes()).isEqualTo(332_527L);
        assertThat(b.siteFiles()).isEqualTo(7);
        assertThat(b.targetRealTimeFactor()).isEqualTo(20);
        assertThat(b.targetSiteBytes()).isEqualTo(2_000_000L);
        assertThat(b.cpus()).isEqualTo(2);
        assertThat(b.loadAverage1m()).isEqualTo(new BigDecimal("9.77"));
        assertThat(BrowserSpeed.shortfall(b)).isEmpty();
    }

    @Test
    void anEvenCountTakesTheMeanOfTheTwoMiddleRuns() {
        assertThat(BrowserSpeed.median(List.of(new BigDecimal("4.0"), new BigDecimal("1.0"),
                new BigDecimal("2.0"), new BigDecimal("3.1")))).isEqualTo(new BigDecimal("2.6"));
        assertThat(BrowserSpeed.median(List.of(new BigDecimal("5.5"))))
                .isEqualTo(new BigDecimal("5.5"));
    }

    @Test
    void aRunThatMissedAFrameIsNoFigure() {
        PerfResult.Browser b = BrowserSpeed.entry(LINE.replace("[16,16,16,16,16]",
                "[16,16,15,16,16]"), 5, "cmd", SITE, 2, BigDecimal.ONE);
        assertThat(BrowserSpeed.shortfall(b)).hasValue("perf --browser: R's receiver heard 15"
                + " of 16 frames in counted run 3: no figure written");
    }

    @Test
    void aLineThatIsNoResultIsOneLineOfError() {
        for (String bad : new String[] {"", "not json", "[1]", LINE.replace("\"r\"", "\"k1\""),
            LINE.replace("48000", "44100"), LINE.replace(",2000,", ",\"x\","),
            LINE.replace("\"runs_ms\"", "\"ms\"")}) {
            assertThatThrownBy(() -> BrowserSpeed.entry(bad, 5, "cmd", SITE, 2, BigDecimal.ONE))
                    .as(bad).isInstanceOf(EnvironmentException.class)
                    .hasMessageStartingWith("perf --browser: bench.js printed no result of 5 runs"
                            + " of r at 48000 Hz: ").hasMessageNotContaining("\n");
        }
        assertThatThrownBy(() -> BrowserSpeed.entry(LINE, 4, "cmd", SITE, 2, BigDecimal.ONE))
                .isInstanceOf(EnvironmentException.class);
    }

    @Test
    void theSiteIsEveryFileBelowItsFolder() throws IOException {
        Files.write(dir.resolve("link1.js"), new byte[1000]);
        Files.write(dir.resolve("index.html"), new byte[24]);
        Files.createDirectories(dir.resolve("sub"));
        Files.write(dir.resolve("sub/style.css"), new byte[3]);
        assertThat(BrowserSpeed.siteSize(dir)).isEqualTo(new BrowserSpeed.SiteSize(1027, 3));
    }

    @Test
    void eachMissingToolIsOneLineNamingIt() throws IOException {
        Path node = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> none = List.of(dir.resolve("no-chromium").toString());
        assertThatThrownBy(() -> BrowserSpeed.find(dir, dir.resolve("no-node").toString(), none))
                .isInstanceOf(EnvironmentException.class)
                .hasMessage("perf --browser: cannot run " + dir.resolve("no-node")
                        + " (install Node.js >= 18, or give -Dlink1.browser.node=PATH)");
        // any program that answers --version stands in for node here
        String fakeNode = node.toString();
        assertThatThrownBy(() -> BrowserSpeed.find(dir, fakeNode, none))
                .hasMessage("perf --browser: no Chromium at " + none.get(0)
                        + " (install it, or give -Dlink1.browser.chromium=PATH)");
        List<String> chromium = List.of(fakeNode);
        assertThatThrownBy(() -> BrowserSpeed.find(dir, fakeNode, chromium))
                .hasMessage("perf --browser: no scripts/browser/bench.js here: run from the"
                        + " checkout's root");
        Files.createDirectories(dir.resolve("scripts/browser"));
        Files.writeString(dir.resolve("scripts/browser/bench.js"), "//");
        assertThatThrownBy(() -> BrowserSpeed.find(dir, fakeNode, chromium))
                .hasMessage("perf --browser: no puppeteer-core in scripts/browser/node_modules:"
                        + " run npm ci in scripts/browser");
        Files.createDirectories(dir.resolve("scripts/browser/node_modules/puppeteer-core"));
        assertThatThrownBy(() -> BrowserSpeed.find(dir, fakeNode, chromium))
                .hasMessage("perf --browser: no site in web/target/site (its size is measured"
                        + " there): build it with ./mvnw -pl web -am package");
        Files.createDirectories(dir.resolve("web/target/site"));
        Files.writeString(dir.resolve("web/target/site/link1.js"), "//");
        assertThat(BrowserSpeed.find(dir, fakeNode, chromium).site())
                .isEqualTo(dir.resolve("web/target/site"));
    }

    @Test
    void withoutNodeTheCommandSaysSoInOneLineAndExitsThree() {
        String was = System.getProperty("link1.browser.node");
        System.setProperty("link1.browser.node", dir.resolve("no-node").toString());
        try {
            Ran r = Ran.link1("perf", "--browser", "--out", dir.toString());
            assertThat(r.code()).isEqualTo(Main.EXIT_ENVIRONMENT);
            assertThat(r.err().lines()).hasSize(1).allMatch(l -> l.startsWith(
                    "link1: perf --browser: cannot run "));
            assertThat(dir.resolve("perf.json")).doesNotExist();
        } finally {
            if (was == null) {
                System.clearProperty("link1.browser.node");
            } else {
                System.setProperty("link1.browser.node", was);
            }
        }
    }

    @Test
    void badRunsAndMixedModesExitTwo() {
        for (String[] args : new String[][] {{"perf", "--browser", "--runs", "0"},
            {"perf", "--browser", "--runs", "21"}, {"perf", "--browser", "--decode-48k"},
            {"perf", "--runs", "3"}, {"perf", "--browser", "--runs", "x"}}) {
            Ran r = Ran.link1(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Main.EXIT_USAGE);
            assertThat(r.err().lines()).as(r.err()).hasSize(1);
        }
    }

    /** Headless Chromium for real: one counted run of R, all 16 frames, the site measured. */
    @Test
    void measuresInHeadlessChromium() throws Exception {
        BrowserSpeed.Tools tools;
        try {
            tools = BrowserSpeed.find(Path.of(""), "node", BrowserSpeed.CHROMIUMS);
        } catch (EnvironmentException e) {
            assumeTrue(false, e.getMessage());
            return;
        }
        Ran r = Ran.link1("perf", "--browser", "--runs", "1", "--out", dir.toString());
        assertThat(r.code()).as(r.out() + r.err()).isZero();
        JsonNode b = Json.read(dir.resolve("perf.json")).get("browser");
        assertThat(b.get("frames_heard").toString()).isEqualTo("[16]");
        assertThat(b.get("engine").asText()).contains("Chrome");
        assertThat(b.get("real_time_factor").decimalValue()).isPositive();
        assertThat(b.get("site_bytes").asLong())
                .isEqualTo(BrowserSpeed.siteSize(tools.site()).bytes());
        assertThat(b.get("site_files").asInt()).isGreaterThanOrEqualTo(7);
        assertThat(r.out()).contains("x real time (target >= 20)");
    }
}
