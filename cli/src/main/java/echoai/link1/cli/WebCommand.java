package echoai.link1.cli;

import echoai.link1.web.site.SiteFiles;
import echoai.link1.web.site.SiteServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
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
            "unless --host says otherwise; --host 0.0.0.0 serves every address and prints",
            "one URL each. A browser opens the microphone only over https or on",
            "localhost: for a phone, adb reverse (Android, USB), an https reverse proxy,",
            "or web/target/site on an https server (it prints how). Ctrl-C stops it."})
final class WebCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8700",
            description = "Port, 0..65535; 0 takes any free one (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--host", paramLabel = "ADDR", defaultValue = "127.0.0.1",
            description = "Address to bind (default: ${DEFAULT-VALUE}, this machine only;"
                    + " 0.0.0.0: every IPv4 address, :: every address).")
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
            PrintWriter out = spec.commandLine().getOut();
            String until = seconds == null ? " (Ctrl-C stops)" : " (for " + seconds + " s)";
            int at = server.uri().getPort();
            if (address.isLoopbackAddress()) {
                out.println("link1 web: " + server.uri() + until);
            } else {
                List<String> urls = address.isAnyLocalAddress()
                        ? urls(machineAddresses(address instanceof Inet4Address), at)
                        : List.of(server.uri().toString());
                out.println("link1 web: open to the network on port " + at + until + ":");
                if (address.isAnyLocalAddress()) {
                    out.println("  " + url(InetAddress.getLoopbackAddress(), at)
                            + "  this machine (its microphone works here)");
                }
                urls.forEach(u -> out.println("  " + u));
                if (urls.isEmpty()) {
                    out.println("  (no network address is up on this machine)");
                }
                phoneNote(out, at);
            }
            out.flush();
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

    /**
     * The microphone's rule, said where it matters: a browser opens it only in a secure context
     * (https, or http on localhost / 127.0.0.1), so over this machine's plain-http addresses a
     * phone plays but cannot listen; and the ways to reach the page securely.
     */
    private static void phoneNote(PrintWriter out, int port) {
        out.println("A browser opens the microphone only over https or on localhost: at these"
                + " http addresses another device plays, but cannot listen. To listen on it:");
        out.println("  Android over USB: adb reverse tcp:" + port + " tcp:" + port
                + ", then open http://localhost:" + port + "/ on the phone");
        out.println("  another computer: ssh -L " + port + ":localhost:" + port
                + " THIS-MACHINE, then open http://localhost:" + port + "/ there");
        out.println("  any phone: an https reverse proxy to this port (e.g. caddy"
                + " reverse-proxy --from NAME --to localhost:" + port + ", with a certificate"
                + " the phone trusts), or host web/target/site on an https server");
    }

    /**
     * This machine's addresses a device on the network can use: every address of every
     * interface that is up, neither loopback nor IPv6 link-local (which needs a zone a URL
     * cannot carry), sorted with IPv4 first.
     *
     * @param ipv4Only only IPv4 addresses (the server bound 0.0.0.0)
     * @return the addresses, possibly none
     */
    static List<InetAddress> machineAddresses(boolean ipv4Only) {
        List<InetAddress> out = new ArrayList<>();
        try {
            for (NetworkInterface nif : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nif.isUp() || nif.isLoopback()) {
                    continue;
                }
                for (InetAddress a : Collections.list(nif.getInetAddresses())) {
                    if (a.isLoopbackAddress() || a.isLinkLocalAddress()
                            || (ipv4Only && !(a instanceof Inet4Address))) {
                        continue;
                    }
                    out.add(a);
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        out.sort(Comparator.comparing((InetAddress a) -> a instanceof Inet4Address ? 0 : 1)
                .thenComparing(InetAddress::getHostAddress));
        return out;
    }

    /** One URL an address, on {@code port}. */
    static List<String> urls(List<InetAddress> addresses, int port) {
        return addresses.stream().map(a -> url(a, port)).distinct().toList();
    }

    /** {@code http://ADDRESS:PORT/}, an IPv6 address in brackets, without a zone. */
    static String url(InetAddress a, int port) {
        String host = a.getHostAddress();
        int zone = host.indexOf('%');
        host = zone < 0 ? host : host.substring(0, zone);
        return "http://" + (a instanceof Inet6Address ? "[" + host + "]" : host) + ":" + port
                + "/";
    }
}
