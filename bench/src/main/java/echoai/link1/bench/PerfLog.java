package echoai.link1.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The timings of one bench run, collected while experiments run (thread-safe), then merged into
 * {@code perf.json} as a {@link PerfResult}.
 */
public final class PerfLog {
    private final Map<String, Long> wallMs = new LinkedHashMap<>();
    private PerfResult.E2 e2;
    private Long totalMs;

    /** Wall time of one experiment, ms. */
    public synchronized void wall(String experiment, long millis) {
        wallMs.put(experiment, millis);
    }

    /** E2's demodulator speed. */
    public synchronized void e2(PerfResult.E2 speed) {
        this.e2 = speed;
    }

    /** Wall time of a run of several experiments, ms. */
    public synchronized void total(long millis) {
        this.totalMs = millis;
    }

    /** What this run measured, as an update for {@link PerfResult#merge}. */
    public synchronized PerfResult update(int threads, String seedSet) {
        return new PerfResult(Json.SCHEMA_VERSION, wallMs.isEmpty() ? null : wallMs, threads,
                seedSet, null, e2, totalMs, null, null);
    }
}
