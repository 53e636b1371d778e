package echoai.link1.cli;

import echoai.link1.audio.Pcm16;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * The live input level of {@code air listen} on a terminal: one line rewritten in place every
 * 100 ms with the RMS level in dBFS (0 dBFS = a full-scale square wave), a bar from −60 dBFS,
 * and the seconds recorded.
 */
final class LevelMeter {
    /** Samples per refresh: 100 ms. */
    static final int REFRESH_SAMPLES = 1600;
    private static final int BAR_WIDTH = 30;

    private final PrintWriter err;
    private long sumSquares;
    private int count;

    LevelMeter(PrintWriter err) {
        this.err = err;
    }

    /** Adds {@code n} samples; rewrites the line every {@link #REFRESH_SAMPLES}. */
    void add(short[] chunk, int n, long totalSamples) {
        for (int i = 0; i < n; i++) {
            sumSquares += (long) chunk[i] * chunk[i];
        }
        count += n;
        if (count >= REFRESH_SAMPLES) {
            err.print("\r\033[K" + line(sumSquares, count, totalSamples));
            err.flush();
            sumSquares = 0;
            count = 0;
        }
    }

    /** Erases the line. */
    void clear() {
        err.print("\r\033[K");
        err.flush();
    }

    /** "level  -23.4 dBFS ##########            12.3 s". */
    static String line(long sumSquares, int count, long totalSamples) {
        double rms = Math.sqrt((double) sumSquares / count);
        double dbfs = rms == 0 ? Double.NEGATIVE_INFINITY : 20 * Math.log10(rms / 32768.0);
        int bars = (int) Math.max(0, Math.min(BAR_WIDTH, (60 + dbfs) / 2));
        String db = rms == 0 ? "  -inf" : String.format(Locale.ROOT, "%6.1f", dbfs);
        return String.format(Locale.ROOT, "level %s dBFS %-" + BAR_WIDTH + "s %6.1f s", db,
                "#".repeat(bars), totalSamples / (double) Pcm16.SAMPLE_RATE_HZ);
    }
}
