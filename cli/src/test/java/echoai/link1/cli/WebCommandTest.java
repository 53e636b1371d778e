package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code link1 web}: the page from the jar on 127.0.0.1, its URL printed; bad input exits 2. */
class WebCommandTest {
    private static final Pattern URL =
            Pattern.compile("link1 web: (http://127\\.0\\.0\\.1:\\d+/) ");

    /**
     * Serves until stopped (no deadline the fetches could race on a loaded machine): the test
     * waits for the printed URL, fetches, then interrupts the command.
     */
    @Test
    void servesThePageOnLoopbackAndPrintsItsUrl() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread serving = new Thread(() -> Main.run(new String[] {"web", "--port", "0"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)), "web-command-test");
        serving.setDaemon(true);
        serving.start();
        try {
            Matcher url = URL.matcher("");
            while (!url.reset(out.toString(StandardCharsets.UTF_8)).find()) {
                assertThat(serving.isAlive()).as(out + " / " + err).isTrue();
                Thread.sleep(20); // polling the printed line, not a deadline
            }
            assertThat(url.group(1)).startsWith("http://127.0.0.1:");
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> page = client.send(HttpRequest.newBuilder(
                    URI.create(url.group(1))).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("<script src=\"link1.js\"></script>");
            HttpResponse<String> js = client.send(HttpRequest.newBuilder(
                    URI.create(url.group(1) + "link1.js")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(js.statusCode()).isEqualTo(200);
            assertThat(js.body()).contains("listenerFeed");
        } finally {
            serving.interrupt();
            serving.join(TimeUnit.MINUTES.toMillis(1));
        }
        assertThat(serving.isAlive()).as("stopped by the interrupt").isFalse();
    }

    /**
     * {@code --host 0.0.0.0}: one URL for each of this machine's network addresses (never
     * {@code http://[0:0:0:0:0:0:0:0]:…}), and on the spot why a phone at those http addresses
     * cannot listen and how it can.
     */
    @Test
    void everyAddressIsPrintedWithTheMicrophonesRule() {
        Ran ran = Ran.link1("web", "--host", "0.0.0.0", "--port", "0", "--seconds", "1");
        assertThat(ran.code()).as(ran.err()).isZero();
        List<String> lines = ran.out().lines().toList();
        Matcher head = Pattern.compile("link1 web: open to the network on port (\\d+) \\(for 1"
                + " s\\):").matcher(lines.get(0));
        assertThat(head.matches()).as(ran.out()).isTrue();
        int port = Integer.parseInt(head.group(1));
        assertThat(lines.get(1)).isEqualTo("  http://127.0.0.1:" + port
                + "/  this machine (its microphone works here)");
        List<String> expected = WebCommand.urls(WebCommand.machineAddresses(true), port);
        List<String> printed = lines.stream().filter(l -> l.matches("  http://[0-9.]+:\\d+/"))
                .map(String::strip).toList();
        assertThat(printed).isEqualTo(expected).allMatch(u -> !u.startsWith("http://127."));
        assertThat(ran.out()).doesNotContain("0:0:0:0").doesNotContain("[")
                .contains("A browser opens the microphone only over https or on localhost")
                .contains("adb reverse tcp:" + port + " tcp:" + port)
                .contains("ssh -L " + port + ":localhost:" + port)
                .contains("https reverse proxy");
    }

    @Test
    void theLoopbackDefaultPrintsOneUrlAndNoNetworkNote() {
        Ran ran = Ran.link1("web", "--port", "0", "--seconds", "1");
        assertThat(ran.code()).as(ran.err()).isZero();
        assertThat(ran.out()).matches("link1 web: http://127\\.0\\.0\\.1:\\d+/ \\(for 1 s\\)"
                + System.lineSeparator());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        Ran port = Ran.link1("web", "--port", "70000");
        assertThat(port.code()).isEqualTo(2);
        assertThat(port.err().strip()).isEqualTo("link1: web: --port must be in 0..65535: 70000");
        Ran host = Ran.link1("web", "--host", "no.such.host.invalid");
        assertThat(host.code()).isEqualTo(2);
        assertThat(host.err().lines()).hasSize(1);
    }

    @Test
    void aPortInUseIsAnEnvironmentError() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Ran ran = Ran.link1("web", "--port", Integer.toString(taken.getLocalPort()),
                    "--seconds", "1");
            assertThat(ran.code()).isEqualTo(3);
            assertThat(ran.err()).startsWith("link1: web: cannot serve on 127.0.0.1:");
            assertThat(ran.err().lines()).hasSize(1);
        }
    }
}
