package echoai.link1.web.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page's server serves its own files and nothing else, on the address it was given. */
class SiteServerTest {
    @TempDir
    Path dir;
    private SiteServer server;
    private final HttpClient client = HttpClient.newHttpClient();

    @BeforeEach
    void start() throws IOException {
        Path site = Files.createDirectories(dir.resolve("site"));
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html><p>page</p>");
        Files.writeString(site.resolve("app.js"), "'use strict';");
        Files.writeString(site.resolve(".hidden.js"), "secret");
        Files.createDirectories(site.resolve("sub"));
        Files.writeString(site.resolve("sub/style.css"), "p {}");
        Files.writeString(site.resolve("tool.sh"), "echo");
        Files.writeString(dir.resolve("secret.json"), "{\"secret\":1}");
        Files.createSymbolicLink(site.resolve("out.json"), dir.resolve("secret.json"));
        server = SiteServer.start(SiteFiles.fromFolder(site), InetAddress.getLoopbackAddress(), 0);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void servesItsFilesWithTheirTypesAndHeaders() throws Exception {
        HttpResponse<String> index = get("/");
        assertThat(index.statusCode()).isEqualTo(200);
        assertThat(index.body()).contains("page");
        assertThat(index.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
        assertThat(index.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        assertThat(index.headers().firstValue("Content-Security-Policy"))
                .hasValue("default-src 'self'");
        assertThat(get("/app.js").headers().firstValue("Content-Type"))
                .hasValue("text/javascript; charset=utf-8");
        assertThat(get("/sub/style.css").statusCode()).isEqualTo(200);
    }

    @Test
    void refusesEverythingElse() throws Exception {
        for (String path : new String[] {"/.hidden.js", "/out.json", "/tool.sh", "/missing.js",
            "/sub", "/sub/", "/%2e%2e/secret.json", "/sub/..%2f..%2fsecret.json", "//app.js"}) {
            assertThat(get(path).statusCode()).as(path).isEqualTo(404);
        }
        assertThat(raw("GET /../secret.json HTTP/1.0")).startsWith("HTTP/1.1 404");
        assertThat(raw("GET /sub/../../secret.json HTTP/1.0")).startsWith("HTTP/1.1 404");
        HttpResponse<String> post = client.send(HttpRequest.newBuilder(server.uri().resolve("/"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(post.statusCode()).isEqualTo(405);
        assertThat(post.headers().firstValue("Allow")).hasValue("GET, HEAD");
    }

    @Test
    void bindsWhereItIsTold() {
        assertThat(server.uri().getHost()).isEqualTo("127.0.0.1");
        assertThat(server.uri().getPort()).isPositive();
    }

    @Test
    void theJarsPageIsThere() throws IOException {
        SiteFiles jar = SiteFiles.fromJar();
        assertThat(new String(jar.read("index.html").orElseThrow(), StandardCharsets.UTF_8))
                .contains("<script src=\"link1.js\">");
        assertThat(jar.read("link1.js")).isPresent();
        assertThat(jar.read("build.json")).isPresent();
        assertThat(jar.read("../site/index.html")).isEmpty();
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(server.uri() + path.substring(1)))
                .GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request line sent as it is, past any client-side normalisation. */
    private String raw(String requestLine) throws IOException {
        try (Socket socket = new Socket(server.uri().getHost(), server.uri().getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write((requestLine + "\r\nHost: x\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }
}
