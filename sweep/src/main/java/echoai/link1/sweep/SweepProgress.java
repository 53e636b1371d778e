package echoai.link1.sweep;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * A sweep's progress on stderr: blocks done / total, worlds per second (per minute below one a
 * second) over the blocks run in this run, and the time left at that rate. On a terminal one line is redrawn; otherwise (a log
 * file) a line is printed at most every {@code logEveryMs} and at the end. Thread-safe.
 */
public final class SweepProgress {
    private final PrintStream err;
    private final boolean terminal;
    private final long logEveryMs;
    private final LongSupplier nanos;
    private int blocks;
    private int done;
    private int skipped;
    private long worldsRun;
    private long startNanos;
    private long lastPrintNanos;

    /** Progress to {@code err}; {@code terminal} redraws one line. */
    public SweepProgress(PrintStream err, boolean terminal, long logEveryMs, LongSupplier nanos) {
        this.err = err;
        this.terminal = terminal;
        this.logEveryMs = logEveryMs;
        this.nanos = nanos;
    }

    /** Progress that prints nothing. */
    public static SweepProgress silent() {
        return new SweepProgress(null, false, 0, System::nanoTime);
    }

    /** The sweep has {@code blocks} blocks, {@code skipped} of them already complete. */
    public synchronized void start(int blocks, int skipped) {
        this.blocks = blocks;
        this.done = skipped;
        this.skipped = skipped;
        this.worldsRun = 0;
        this.startNanos = nanos.getAsLong();
        this.lastPrintNanos = startNanos;
        if (err != null) {
            err.println("sweep: " + blocks + " blocks, " + skipped + " already complete (skipped)");
        }
    }

    /** One block of {@code worlds} worlds was written. */
    public synchronized void blockDone(int worlds) {
        done++;
        worldsRun += worlds;
        long now = nanos.getAsLong();
        if (err == null) {
            return;
        }
        boolean last = done == blocks;
        if (terminal) {
            err.print("\r" + line(now) + (last ? "\n" : ""));
            err.flush();
        } else if (last || (now - lastPrintNanos) / 1_000_000 >= logEveryMs) {
            err.println(line(now));
            lastPrintNanos = now;
        }
    }

    /** The progress line at time {@code now} (nanoseconds). */
    synchronized String line(long now) {
        double seconds = Math.max(1e-9, (now - startNanos) / 1e9);
        int ranNow = done - skipped;
        long eta = ranNow == 0 ? 0 : Math.round(seconds / ranNow * (blocks - done));
        return String.format(Locale.ROOT, "sweep: %d/%d blocks, %s, ETA %dh%02dm%02ds",
                done, blocks, rate(worldsRun / seconds), eta / 3600, eta / 60 % 60, eta % 60);
    }

    /** Worlds per second, or per minute below one a second (a room grid's worlds are slow). */
    static String rate(double perSecond) {
        return perSecond >= 1 || perSecond == 0
                ? String.format(Locale.ROOT, "%.1f worlds/s", perSecond)
                : String.format(Locale.ROOT, "%.2f worlds/min", perSecond * 60);
    }
}
