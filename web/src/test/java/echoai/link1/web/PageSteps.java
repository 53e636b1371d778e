package echoai.link1.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.web.site.LocalTool;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The browser tests' driver: the system Chromium found (or the test skipped, saying what is
 * missing), and scripts/browser/steps.js run on a page of the served site with its steps.
 */
final class PageSteps {
    /** A phone's width, CSS pixels. */
    static final int PHONE = 390;
    /** The page's scroll and client widths, as a JSON array of two numbers. */
    static final String WIDTHS = "[document.documentElement.scrollWidth,"
            + " document.documentElement.clientWidth]";
    /** The built site the tests serve. */
    static final Path SITE = Path.of("web/target/classes/echoai/link1/web/site");
    private static final Path STEPS = Path.of("scripts/browser/steps.js");
    private static final Path PUPPETEER =
            Path.of("scripts/browser/node_modules/puppeteer-core");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String chromium;
    private final URI site;

    PageSteps(String chromium, URI site) {
        this.chromium = chromium;
        this.site = site;
    }

    /** The system Chromium; skips the calling test where it, node, puppeteer or link1.js lack. */
    static String chromiumOrSkip() {
        assumeTrue(Files.isRegularFile(SITE.resolve("link1.js")), "link1.js is not built");
        assumeTrue(LocalTool.runs("node"), "no node on the PATH");
        assumeTrue(Files.isDirectory(PUPPETEER),
                "no puppeteer-core: npm ci in scripts/browser");
        Optional<String> found = Stream.of("/usr/bin/chromium", "/usr/bin/chromium-browser")
                .filter(p -> Files.isExecutable(Path.of(p))).findFirst();
        assumeTrue(found.isPresent(), "no chromium");
        return found.get();
    }

    /** Runs steps.js: the page at {@code width} px, the steps, what they read. */
    JsonNode run(String query, int width, int timeoutMs, Path mic, JsonNode... steps)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("node", STEPS.toString(), chromium,
                site + query, Integer.toString(width), Integer.toString(timeoutMs),
                JSON.writeValueAsString(List.of(steps))));
        if (mic != null) {
            command.add(mic.toAbsolutePath().toString());
        }
        Process node = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(steps.length * (long) timeoutMs + 60_000L,
                TimeUnit.MILLISECONDS)).isTrue();
        assertThat(node.exitValue()).as(out).isZero();
        String[] lines = out.strip().split("\n");
        return JSON.readTree(lines[lines.length - 1]);
    }

    static void assertFits(JsonNode widths) {
        assertThat(widths.get(0).asInt()).as("scrollWidth <= clientWidth: " + widths)
                .isLessThanOrEqualTo(widths.get(1).asInt());
    }

    static JsonNode click(String selector) {
        return JSON.createObjectNode().put("click", selector);
    }

    static JsonNode type(String selector, String text) {
        return pair("type", selector, text);
    }

    static JsonNode upload(String selector, Path file) {
        return pair("upload", selector, file.toAbsolutePath().toString());
    }

    /** Clicks what downloads a file, which Chromium saves into {@code dir}; reads its name. */
    static JsonNode download(String selector, Path dir) {
        return pair("download", selector, dir.toAbsolutePath().toString());
    }

    static JsonNode waitFor(String expression) {
        return JSON.createObjectNode().put("wait", expression);
    }

    static JsonNode get(String expression) {
        return JSON.createObjectNode().put("get", expression);
    }

    private static JsonNode pair(String step, String first, String second) {
        ObjectNode node = JSON.createObjectNode();
        node.putArray(step).add(first).add(second);
        return node;
    }
}
