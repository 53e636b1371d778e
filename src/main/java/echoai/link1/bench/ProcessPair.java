package echoai.link1.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts {@code link1} subcommands as separate OS processes (a new JVM each, this JVM's class
 * path), either as a pipeline joined by an OS pipe or alone with bytes written to its stdin.
 */
final class ProcessPair {
    /** The entry point run in each child JVM. */
    static final String MAIN_CLASS = "echoai.link1.cli.Main";
    /** A child that takes longer than this is killed and reported. */
    static final long TIMEOUT_SECONDS = 120;

    private ProcessPair() {
    }

    /** What a child process printed and how it ended. */
    record Outcome(int exitCode, String stdout) {
    }

    /** {@code speak ... | listen ...} through an OS pipe; the outcome is the listener's. */
    static Outcome pipeline(List<String> speakArgs, List<String> listenArgs)
            throws IOException, InterruptedException {
        ProcessBuilder speak = builder(speakArgs).redirectError(ProcessBuilder.Redirect.DISCARD);
        ProcessBuilder listen = builder(listenArgs).redirectError(ProcessBuilder.Redirect.DISCARD);
        List<Process> procs = ProcessBuilder.startPipeline(List.of(speak, listen));
        Process last = procs.get(1);
        String out = readAll(last.getInputStream());
        int speakExit = waitFor(procs.get(0));
        int listenExit = waitFor(last);
        return new Outcome(speakExit != 0 ? 100 + speakExit : listenExit, out);
    }

    /** Runs one subcommand alone, writing {@code stdin} to it (then closing it). */
    static Outcome withStdin(List<String> args, byte[] stdin) throws IOException,
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
        List<String> cmd = new ArrayList<>();
        cmd.add(javaExecutable());
        cmd.add("-Xmx256m");
        cmd.add("-XX:TieredStopAtLevel=1");
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
