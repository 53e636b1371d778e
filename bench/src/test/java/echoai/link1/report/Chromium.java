package echoai.link1.report;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The system's headless Chromium for the report's browser tests: found on the PATH (the Debian
 * package {@code chromium}), run with a fresh profile, no network, no GPU; it is given 90 s and,
 * past them, only the process it started is killed.
 */
public final class Chromium {
    private static final long TIMEOUT_SECONDS = 90;

    private Chromium() {
    }

    /** The executable, when one is installed. */
    public static Optional<Path> find() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            for (String name : new String[] {"chromium", "chromium-browser"}) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /** The command line: headless, a fresh profile in {@code profile}, then {@code extra}. */
    public static List<String> command(Path chromium, Path profile, String... extra) {
        List<String> cmd = new ArrayList<>(List.of(chromium.toString(), "--headless",
                "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--no-first-run", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile));
        cmd.addAll(List.of(extra));
        return cmd;
    }

    /** Runs Chromium; returns its stdout, its stderr in {@code log}. */
    public static String run(List<String> cmd, Path log) throws IOException, InterruptedException {
        Path out = Files.createTempFile(log.getParent(), "stdout", ".txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile())
                .redirectError(log.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in " + TIMEOUT_SECONDS + " s: "
                    + cmd);
        }
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
