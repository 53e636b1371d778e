package echoai.link1.cli;

import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 web [--port N] [--host ADDR] [--seconds S]}: serves the browser page built into
 * the jar ({@link SiteFiles#fromJar()}, module web/) on 127.0.0.1 unless told otherwise, prints
 * its URL and serves until Ctrl-C or for {@code --seconds}.
 */
@Command(name = "web", mixinStandardHelpOptions = true,
        description = {"Serves the browser page on this machine and prints its URL.",
            "The page sends and hears postcards through this device's speaker and",
            "microphone and runs the room test (docs/web.md). It binds to 127.0.0.1",
            "unless --host says otherwise. A microphone needs https or localhost: for a",
            "phone, host web/target/site over https. Ctrl-C stops it."})
final class WebCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8700",
            description = "Port, 0..65535; 0 takes any free one (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--host", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "Address to bind (default: ${DEFAULT-VALUE}, this machine only).")
    private String host;

    @Option(names = "--seconds", paramLabel = "S",
            description = "Stop after S seconds (default: serve until Ctrl-C).")
    private Integer seconds;

    @Override
    public Integer call() {
        if (port < 0 || port > 65_535) {
            throw new UsageException("web: --port must be in 0..65535: " + port);
        }
        if (seconds != null && seconds < 1) {
            throw new UsageException("web: --seconds must be >= 1: " + seconds);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new UsageException("web: --host is no address here: " + host);
        }
        SiteServer server;
        try {
            server = SiteServer.start(SiteFiles.fromJar(), address, port);
        } catch (IOException e) {
            throw new EnvironmentException("web: cannot serve on " + host + ":" + port + ": "
                    + e.getMessage());
        }
        try (server) {
            spec.commandLine().getOut().println("link1 web: " + server.uri()
                    + (address.isLoopbackAddress() ? "" : " (open to the network)")
                    + (seconds == null ? " (Ctrl-C stops)" : " (for " + seconds + " s)"));
            spec.commandLine().getOut().flush();
            if (seconds == null) {
                Thread.currentThread().join();
            } else {
                Thread.sleep(1000L * seconds);
            }
        } catch (InterruptedException e) {
            // a caller that runs the command in a thread stops it so, as Ctrl-C stops the process
            Thread.currentThread().interrupt();
        }
        return Main.EXIT_OK;
    }
}
