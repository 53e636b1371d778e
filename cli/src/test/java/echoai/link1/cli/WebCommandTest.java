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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code link1 web}: the page from the jar on 127.0.0.1, its URL printed; bad input exits 2. */
class WebCommandTest {
    private static final Pattern URL =
            Pattern.compile("link1 web: (http://127\\.0\\.0\\.1:\\d+/) ");

    /**
     * Waits for events, never for a time (issue 37, item 1): the URL printed, then the two
     * answers; then the test interrupts the command, as Ctrl-C stops the process. The bounds
     * below only stop a hang.
     */
    @Test
    void servesThePageOnLoopbackAndPrintsItsUrl() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CompletableFuture<Integer> run = new CompletableFuture<>();
        Thread server = new Thread(() -> run.complete(Main.run(
                new String[] {"web", "--port", "0", "--seconds", "3600"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8))), "link1-web-test");
        server.start();
        try {
            Matcher url = URL.matcher("");
            long polls = 0;
            while (!url.reset(out.toString(StandardCharsets.UTF_8)).find() && !run.isDone()
                    && polls++ < 2400) {
                Thread.sleep(50);
            }
            assertThat(url.find(0)).as(out + " / " + err).isTrue();
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
            server.interrupt();
        }
        assertThat(run.get(120, TimeUnit.SECONDS)).isZero();
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
