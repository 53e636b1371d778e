package echoai.link1.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.web.site.LocalTool;
import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code link1 perf --browser}: R's streaming receiver as the page runs it, timed in headless
 * Chromium. The jar's site is served on 127.0.0.1 ({@link SiteServer}, any free port) and
 * {@code node scripts/browser/bench.js CHROMIUM URL?bench=r&runs=N} opens the page's benchmark
 * mode: the room test's R recording at 48 kHz fed to a fresh receiver in 100 ms chunks, one
 * warm-up run and N counted runs, each timed in the page with {@code performance.now()}. The
 * median run gives the real-time factor (audio seconds per second); the size of the site is
 * that of every file of {@code web/target/site/}, the folder the build writes for hosting.
 *
 * <p>Node is {@code -Dlink1.browser.node} (else {@code node} on the PATH), Chromium
 * {@code -Dlink1.browser.chromium} (else {@code /usr/bin/chromium} or
 * {@code /usr/bin/chromium-browser}); the script, puppeteer-core ({@code npm ci} in
 * {@code scripts/browser}) and the site are found below the working folder, the checkout.
 */
final class BrowserSpeed {
    static final String PROFILE = "r";
    static final int RATE_HZ = 48_000;
    static final int TARGET_REAL_TIME_FACTOR = 20;
    static final long TARGET_SITE_BYTES = 2_000_000L;
    static final List<String> CHROMIUMS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser");
    static final Path SCRIPTS = Path.of("scripts/browser");
    static final Path SITE = Path.of("web/target/site");
    /** How long bench.js waits for the page's result, ms. */
    static final int TIMEOUT_MS = 600_000;

    private BrowserSpeed() {
    }

    /** What the run needs: node, Chromium, the script and the site's folder. */
    record Tools(String node, String chromium, Path script, Path site) {
    }

    /** The site's size: every file's bytes, and how many files. */
    record SiteSize(long bytes, int files) {
    }

    /** Finds the tools, serves the site, runs the benchmark and returns the perf.json entry. */
    static PerfResult.Browser measure(int runs) throws IOException, InterruptedException {
        Tools tools = find(Path.of(""), System.getProperty("link1.browser.node", "node"),
                chromiums());
        SiteSize size = siteSize(tools.site());
        String url;
        String line;
        try (SiteServer server = SiteServer.start(SiteFiles.fromJar(),
                InetAddress.getLoopbackAddress(), 0)) {
            url = server.uri() + "?bench=" + PROFILE + "&runs=" + runs;
            line = run(tools, url);
        }
        String command = "node scripts/browser/bench.js " + tools.chromium() + " <site>?bench="
                + PROFILE + "&runs=" + runs + " (headless; the site from the jar)";
        return entry(line, runs, command, size, Runtime.getRuntime().availableProcessors(),
                Json.fixed(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                        2));
    }

    private static List<String> chromiums() {
        String given = System.getProperty("link1.browser.chromium");
        return given == null ? CHROMIUMS : List.of(given);
    }

    /**
     * The tools below {@code root}, or an {@link EnvironmentException} naming the first one
     * missing (one line).
     */
    static Tools find(Path root, String node, List<String> chromiums) {
        if (!LocalTool.runs(node)) {
            throw new EnvironmentException("perf --browser: cannot run " + node
                    + " (install Node.js >= 18, or give -Dlink1.browser.node=PATH)");
        }
        Optional<String> chromium = chromiums.stream()
                .filter(p -> Files.isExecutable(Path.of(p))).findFirst();
        if (chromium.isEmpty()) {
            throw new EnvironmentException("perf --browser: no Chromium at "
                    + String.join(" or ", chromiums)
                    + " (install it, or give -Dlink1.browser.chromium=PATH)");
        }
        Path script = root.resolve(SCRIPTS).resolve("bench.js");
        if (!Files.isRegularFile(script)) {
            throw new EnvironmentException("perf --browser: no " + SCRIPTS.resolve("bench.js")
                    + " here: run from the checkout's root");
        }
        if (!Files.isDirectory(root.resolve(SCRIPTS).resolve("node_modules/puppeteer-core"))) {
            throw new EnvironmentException("perf --browser: no puppeteer-core in "
                    + SCRIPTS.resolve("node_modules") + ": run npm ci in " + SCRIPTS);
        }
        Path site = root.resolve(SITE);
        if (!Files.isRegularFile(site.resolve("link1.js"))) {
            throw new EnvironmentException("perf --browser: no site in " + SITE
                    + " (its size is measured there): build it with ./mvnw -pl web -am package");
        }
        return new Tools(node, chromium.get(), script, site);
    }

    /** Every regular file below {@code dir}: their bytes and their number. */
    static SiteSize siteSize(Path dir) throws IOException {
        long bytes = 0;
        int files = 0;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path f : all.filter(Files::isRegularFile).toList()) {
                bytes += Files.size(f);
                files++;
            }
        }
        return new SiteSize(bytes, files);
    }

    /** {@code node bench.js CHROMIUM URL TIMEOUT}: its last line of stdout. */
    private static String run(Tools tools, String url) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(tools.node(), tools.script().toString(), tools.chromium(),
                url, Integer.toString(TIMEOUT_MS)).start();
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> all(
                p.getErrorStream()));
        String out = new String(all(p.getInputStream()), StandardCharsets.UTF_8);
        if (!p.waitFor(TIMEOUT_MS + 60_000L, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            throw new EnvironmentException("perf --browser: bench.js did not end within "
                    + (TIMEOUT_MS / 1000 + 60) + " s");
        }
        if (p.exitValue() != 0) {
            String why = lastLine(new String(err.join(), StandardCharsets.UTF_8));
            throw new EnvironmentException("perf --browser: bench.js exited " + p.exitValue()
                    + (why.isEmpty() ? "" : ": " + why));
        }
        return lastLine(out);
    }

    private static byte[] all(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            return new byte[0];
        }
    }

    private static String lastLine(String text) {
        List<String> lines = text.strip().lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
    }

    /**
     * The perf.json entry from the line bench.js printed: the median of the counted runs, the
     * real-time factor at it (1 decimal, half up) and the site's size beside the targets. A
     * line that is no result of {@code runs} counted runs of R at 48 kHz is an
     * {@link EnvironmentException}.
     */
    static PerfResult.Browser entry(String line, int runs, String command, SiteSize size,
                                    int cpus, BigDecimal load) {
        JsonNode r;
        try {
            r = Json.MAPPER.readTree(line);
        } catch (JsonProcessingException e) {
            r = null;
        }
        if (r == null || !r.isObject() || !r.path("profile").asText().equals(PROFILE)
                || r.path("sample_rate_hz").asInt() != RATE_HZ
                || !r.path("audio_seconds").isNumber() || !r.path("warmup_ms").isNumber()
                || !r.path("user_agent").isTextual() || !r.path("frames_sent").isInt()
                || !numbers(r.path("runs_ms"), runs) || !numbers(r.path("frames_heard"), runs)) {
            throw new EnvironmentException("perf --browser: bench.js printed no result of "
                    + runs + " runs of " + PROFILE + " at " + RATE_HZ + " Hz: "
                    + (line.length() > 200 ? line.substring(0, 200) + "…" : line));
        }
        List<BigDecimal> ms = new ArrayList<>();
        r.path("runs_ms").forEach(v -> ms.add(v.decimalValue().setScale(1, RoundingMode.HALF_UP)));
        List<Integer> heard = new ArrayList<>();
        r.path("frames_heard").forEach(v -> heard.add(v.asInt()));
        BigDecimal median = median(ms);
        BigDecimal audio = r.path("audio_seconds").decimalValue().setScale(3, RoundingMode.HALF_UP);
        BigDecimal factor = median.signum() <= 0 ? BigDecimal.ZERO.setScale(1)
                : audio.multiply(BigDecimal.valueOf(1000)).divide(median, 1,
                        RoundingMode.HALF_UP);
        String engine = r.path("user_agent").asText();
        return new PerfResult.Browser(command,
                engine.length() > 300 ? engine.substring(0, 300) : engine, PROFILE, RATE_HZ, audio,
                r.path("frames_sent").asInt(), heard,
                r.path("warmup_ms").decimalValue().setScale(1, RoundingMode.HALF_UP), ms, median,
                factor, TARGET_REAL_TIME_FACTOR, size.bytes(), size.files(), TARGET_SITE_BYTES,
                cpus, load);
    }

    private static boolean numbers(JsonNode array, int count) {
        if (!array.isArray() || array.size() != count) {
            return false;
        }
        for (JsonNode v : array) {
            if (!v.isNumber() || v.asDouble() < 0) {
                return false;
            }
        }
        return true;
    }

    /** The middle value; for an even count the mean of the two middle ones, 1 decimal. */
    static BigDecimal median(List<BigDecimal> values) {
        List<BigDecimal> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        if (n % 2 == 1) {
            return sorted.get(n / 2).setScale(1, RoundingMode.HALF_UP);
        }
        return sorted.get(n / 2 - 1).add(sorted.get(n / 2))
                .divide(BigDecimal.valueOf(2), 1, RoundingMode.HALF_UP);
    }

    /**
     * Why the entry is no valid figure: a counted run that heard fewer (or more) frames than
     * were sent.
     */
    static Optional<String> shortfall(PerfResult.Browser entry) {
        List<Integer> heard = entry.framesHeard();
        for (int i = 0; i < heard.size(); i++) {
            if (heard.get(i) != entry.framesSent()) {
                return Optional.of("perf --browser: " + entry.profile().toUpperCase()
                        + "'s receiver heard " + heard.get(i) + " of " + entry.framesSent()
                        + " frames in counted run " + (i + 1) + ": no figure written");
            }
        }
        return Optional.empty();
    }
}
