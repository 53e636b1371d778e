package echoai.link1.bench;

import echoai.link1.session.WorldEnvelope;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Starts {@code link1} subcommands as separate OS processes (a new JVM each, this JVM's class
 * path): alone with bytes written to its stdin, or two of them joined through this process,
 * which relays their {@link WorldEnvelope}s from one's stdout to the other's stdin (each way an
 * OS pipe in and an OS pipe out) and keeps a copy of every envelope it relays: this process sees
 * both ends, so it can do the accounting neither child can.
 */
public final class ProcessPair {
    /** The entry point run in each child JVM. */
    static final String MAIN_CLASS = "echoai.link1.cli.Main";
    /** A child that takes longer than this is killed and reported. */
    static final long TIMEOUT_SECONDS = 120;

    private ProcessPair() {
    }

    /** What a child process printed and how it ended. */
    public record Outcome(int exitCode, String stdout) {
    }

    /**
     * What two relayed children did.
     *
     * @param exitCode      the listener's exit code, or 100 + the speaker's when it failed
     * @param fromSpeaker   the envelopes the speaker wrote, in order, as relayed
     * @param fromListener  the envelopes the listener wrote (dialogue only), in order
     * @param listenerText  the listener's stdout (wire arms: its JSON lines)
     */
    public record Relayed(int exitCode, List<WorldEnvelope> fromSpeaker,
                   List<WorldEnvelope> fromListener, String listenerText) {
    }

    /**
     * {@code speak} → this process → {@code listen}: the speaker's envelopes relayed to the
     * listener's stdin, the listener's stdout kept as text.
     */
    public static Relayed wire(List<String> speakArgs, List<String> listenArgs)
            throws IOException, InterruptedException {
        Process speak = start(speakArgs);
        speak.getOutputStream().close();
        Process listen = start(listenArgs);
        List<WorldEnvelope> fromSpeaker = new ArrayList<>();
        Thread relay = relay(speak.getInputStream(), listen.getOutputStream(), fromSpeaker, null);
        String out = readAll(listen.getInputStream());
        relay.join();
        return new Relayed(exit(speak, listen), fromSpeaker, List.of(), out);
    }

    /**
     * The E5 pair: the listener's ASK envelopes relayed to the answerer's stdin and the answers
     * back to the listener's stdin; the listener's report envelopes are kept, not relayed.
     */
    public static Relayed dialogue(List<String> answerArgs, List<String> listenArgs)
            throws IOException, InterruptedException {
        Process answer = start(answerArgs);
        Process listen = start(listenArgs);
        List<WorldEnvelope> fromAnswerer = new ArrayList<>();
        List<WorldEnvelope> fromListener = new ArrayList<>();
        Thread back = relay(answer.getInputStream(), listen.getOutputStream(), fromAnswerer,
                null);
        Thread ask = relay(listen.getInputStream(), answer.getOutputStream(), fromListener,
                WorldEnvelope.REPORT);
        ask.join();
        back.join();
        return new Relayed(exit(answer, listen), fromAnswerer, fromListener, "");
    }

    private static Process start(List<String> args) throws IOException {
        return builder(args).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static int exit(Process speaker, Process listener) throws InterruptedException {
        int speakExit = waitFor(speaker);
        int listenExit = waitFor(listener);
        return speakExit != 0 ? 100 + speakExit : listenExit;
    }

    /**
     * A thread that copies envelopes from {@code in} to {@code out} (closing {@code out} at the
     * end of {@code in}), keeping each in {@code seen}; envelopes of kind {@code keepOnly} are
     * kept but not relayed. A broken stream ends the relay: what was relayed stays recorded.
     */
    private static Thread relay(InputStream in, OutputStream out, List<WorldEnvelope> seen,
                                Character keepOnly) {
        Thread t = new Thread(() -> {
            try (in; out) {
                Optional<WorldEnvelope> e;
                while ((e = WorldEnvelope.read(in)).isPresent()) {
                    synchronized (seen) {
                        seen.add(e.get());
                    }
                    if (keepOnly == null || e.get().kind() != keepOnly) {
                        e.get().writeTo(out);
                    }
                }
            } catch (IOException broken) {
                // a child stopped or wrote a broken stream: its peer sees the end of its input
            }
        }, "e6-relay");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Runs one subcommand alone, writing {@code stdin} to it (then closing it). */
    public static Outcome withStdin(List<String> args, byte[] stdin) throws IOException,
            InterruptedException {
        Process p = builder(args).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin);
        } catch (IOException closedEarly) {
            // the child may stop reading early; what it read is what it heard
        }
        String out = readAll(p.getInputStream());
        return new Outcome(waitFor(p), out);
    }

    private static ProcessBuilder builder(List<String> args) {
        return builder(args, false);
    }

    /**
     * A child JVM running {@link #MAIN_CLASS} with {@code args}; {@code fullJit} keeps the JIT's
     * optimising tier (a child that runs receivers in real time), else C1 only (quick start).
     */
    public static ProcessBuilder builder(List<String> args, boolean fullJit) {
        List<String> cmd = new ArrayList<>();
        cmd.add(javaExecutable());
        cmd.add("-Xmx256m");
        if (!fullJit) {
            cmd.add("-XX:TieredStopAtLevel=1");
        }
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(MAIN_CLASS);
        cmd.addAll(args);
        return new ProcessBuilder(cmd);
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        in.transferTo(buf);
        return buf.toString(StandardCharsets.UTF_8);
    }

    private static int waitFor(Process p) throws InterruptedException {
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}
