package echoai.link1.web.site;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Whether a command-line tool runs here ({@code TOOL --version} exits 0 within 20 s): how the
 * browser tests and {@code link1 perf --browser} find node before they drive Chromium.
 */
public final class LocalTool {
    private LocalTool() {
    }

    /**
     * Runs {@code tool --version}.
     *
     * @param tool the executable, a name on the PATH or a path
     * @return true when it ran and exited 0
     */
    public static boolean runs(String tool) {
        try {
            Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
