package echoai.link1.devices;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An external audio tool ({@code pw-play}, {@code pw-record}) run as a subprocess: turns "not on
 * the PATH" into a one-line {@link IOException}, keeps the last lines of its stderr for error
 * messages, and stops it (the process it started, nothing else).
 */
final class ToolProcess {
    private static final int STDERR_TAIL_BYTES = 2048;
    private static final long STOP_GRACE_MILLIS = 1000;

    private static final long STDERR_JOIN_MILLIS = 500;

    private final String tool;
    private final Process process;
    private Thread stderrDrain;
    private final byte[] stderrTail = new byte[STDERR_TAIL_BYTES];
    private int stderrLength;

    private ToolProcess(String tool, Process process) {
        this.tool = tool;
        this.process = process;
    }

    /** Starts {@code command} (its first element is the tool's name or path). */
    static ToolProcess start(List<String> command) throws IOException {
        String tool = command.get(0);
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new IOException(tool + " not found or not runnable (install PipeWire: "
                    + "apt-get install pipewire pipewire-bin wireplumber pipewire-alsa)", e);
        }
        ToolProcess p = new ToolProcess(tool, process);
        p.stderrDrain = new Thread(p::drainStderr, tool + "-stderr");
        p.stderrDrain.setDaemon(true);
        p.stderrDrain.start();
        return p;
    }

    Process process() {
        return process;
    }

    String tool() {
        return tool;
    }

    /**
     * The tool failed: a one-line exception naming it, its exit code and its last error line
     * (once the tool has exited, its stderr is read to the end first, briefly).
     */
    IOException failure(String what) {
        if (!process.isAlive()) {
            try {
                stderrDrain.join(STDERR_JOIN_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String detail = lastStderrLine();
        String exit = process.isAlive() ? "" : " (exit " + process.exitValue() + ")";
        return new IOException(tool + " " + what + exit
                + (detail.isEmpty() ? "" : ": " + detail) + hint(detail));
    }

    /** What to do when the tool's error says no PipeWire server answered. */
    static String hint(String detail) {
        return detail.contains("pw_context_connect") || detail.contains("Host is down")
                ? " (no PipeWire server is running: start the loop with"
                        + " eval \"$(scripts/pipewire-loop.sh start)\", or see docs/audio.md)"
                : "";
    }

    /** Waits up to {@code millis} for the tool to exit; true if it did. */
    boolean waitFor(long millis) throws IOException {
        try {
            return process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(tool + ": interrupted", e);
        }
    }

    /** Asks the tool to stop (SIGTERM), then kills it if it has not stopped within a second. */
    void stop() throws IOException {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        if (!waitFor(STOP_GRACE_MILLIS)) {
            process.destroyForcibly();
            waitFor(STOP_GRACE_MILLIS);
        }
    }

    /** The last non-empty line the tool wrote to stderr, or "". */
    synchronized String lastStderrLine() {
        String text = new String(stderrTail, 0, stderrLength, StandardCharsets.UTF_8).strip();
        int nl = text.lastIndexOf('\n');
        return nl < 0 ? text : text.substring(nl + 1).strip();
    }

    private void drainStderr() {
        byte[] chunk = new byte[256];
        try (InputStream err = process.getErrorStream()) {
            int n;
            while ((n = err.read(chunk)) >= 0) {
                append(chunk, n);
            }
        } catch (IOException e) {
            // The stream closes when the process is stopped; nothing is lost that matters.
        }
    }

    private synchronized void append(byte[] chunk, int n) {
        int keep = Math.min(n, STDERR_TAIL_BYTES);
        int overflow = stderrLength + keep - STDERR_TAIL_BYTES;
        if (overflow > 0) {
            System.arraycopy(stderrTail, overflow, stderrTail, 0, stderrLength - overflow);
            stderrLength -= overflow;
        }
        System.arraycopy(chunk, n - keep, stderrTail, stderrLength, keep);
        stderrLength += keep;
    }
}
