package echoai.link1.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One child process run to its end and watched while it runs: its wall time, and — sampled
 * every {@value #POLL_MS} ms from {@code /proc} on Linux — its CPU time (user + system over all
 * its threads) and its peak resident set ({@code VmHWM}). A figure that cannot be read is -1;
 * sampling reads the last value up to {@value #POLL_MS} ms before the exit, so both are lower
 * bounds within that.
 *
 * @param exitCode   the child's exit status
 * @param wallMs     from start to exit, ms
 * @param cpuMs      CPU time, ms, or -1
 * @param peakRssKib peak resident set, KiB, or -1
 */
record ChildRun(int exitCode, long wallMs, long cpuMs, long peakRssKib) {
    /** How often the child is sampled, ms. */
    static final int POLL_MS = 10;

    /** Starts {@code builder}, samples it until it exits, and returns what was seen. */
    static ChildRun of(ProcessBuilder builder) throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Process p = builder.start();
        ProcessHandle handle = p.toHandle();
        Path status = Path.of("/proc", Long.toString(p.pid()), "status");
        long cpu = -1;
        long peak = -1;
        while (!p.waitFor(POLL_MS, TimeUnit.MILLISECONDS)) {
            cpu = Math.max(cpu, handle.info().totalCpuDuration().map(Duration::toMillis)
                    .orElse(-1L));
            peak = Math.max(peak, vmHwmKib(status));
        }
        return new ChildRun(p.exitValue(), (System.nanoTime() - t0) / 1_000_000L, cpu, peak);
    }

    /** {@code VmHWM} of a {@code /proc/<pid>/status} file, KiB; -1 when unreadable. */
    static long vmHwmKib(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.substring(6).replace("kB", "").strip());
                }
            }
        } catch (IOException | NumberFormatException | SecurityException e) {
            return -1;
        }
        return -1;
    }
}
