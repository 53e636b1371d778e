package echoai.link1.web.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A static HTTP server for the page (JDK's {@code com.sun.net.httpserver}): GET and HEAD of the
 * {@link SiteFiles} it is given and nothing else; {@code /} is {@code index.html}. Only known
 * file types are served, each with its content type, {@code nosniff}, no caching and a content
 * security policy of {@code default-src 'self'}; any other path is 404, any other method 405.
 * It binds where it is told; {@code ./link1 web} tells it 127.0.0.1 unless the user asks.
 */
public final class SiteServer implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "json", "application/json",
            "wav", "audio/wav",
            "wasm", "application/wasm",
            "svg", "image/svg+xml",
            "png", "image/png",
            "ico", "image/x-icon");

    private final HttpServer server;
    private final ExecutorService threads;

    private SiteServer(HttpServer server, ExecutorService threads) {
        this.server = server;
        this.threads = threads;
    }

    /**
     * Starts serving.
     *
     * @param files what to serve
     * @param host  the address to bind (127.0.0.1 for this machine only)
     * @param port  the port, or 0 for any free one
     * @return the running server; close it to stop
     * @throws IOException when the address cannot be bound (in use, not this machine's)
     */
    public static SiteServer start(SiteFiles files, InetAddress host, int port)
            throws IOException {
        Objects.requireNonNull(files, "files");
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 16);
        ExecutorService threads = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "link1-web");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(threads);
        server.createContext("/", exchange -> serve(files, exchange));
        server.start();
        return new SiteServer(server, threads);
    }

    /**
     * Where the page is.
     *
     * @return e.g. {@code http://127.0.0.1:8700/}
     */
    public URI uri() {
        InetSocketAddress at = server.getAddress();
        String host = at.getAddress().getHostAddress();
        return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":"
                + at.getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }

    private static void serve(SiteFiles files, HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            boolean head = method.equals("HEAD");
            if (!head && !method.equals("GET")) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                reply(exchange, 405, "text/plain; charset=utf-8", "method not allowed\n", false);
                return;
            }
            String path = exchange.getRequestURI().getPath();
            String relative = path == null || !path.startsWith("/") ? null
                    : path.equals("/") ? "index.html" : path.substring(1);
            String type = relative == null ? null : TYPES.get(extension(relative));
            Optional<byte[]> body = type == null ? Optional.empty() : files.read(relative);
            if (body.isEmpty()) {
                reply(exchange, 404, "text/plain; charset=utf-8", "not found\n", head);
                return;
            }
            exchange.getResponseHeaders().set("Content-Type", type);
            headers(exchange);
            exchange.sendResponseHeaders(200, head ? -1 : body.get().length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body.get());
                }
            }
        }
    }

    private static void reply(HttpExchange exchange, int status, String type, String text,
                              boolean head) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        headers(exchange);
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    private static void headers(HttpExchange exchange) {
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.getResponseHeaders().set("Content-Security-Policy", "default-src 'self'");
    }

    private static String extension(String path) {
        int dot = path.lastIndexOf('.');
        return dot < 0 ? "" : path.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
