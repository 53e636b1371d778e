package echoai.link1.sweep;

import echoai.link1.bench.Json;
import java.math.BigDecimal;
import java.util.List;

/**
 * The sweep's {@code perf.json}: the in-process bench and the sweep on Spark over the same grid,
 * measured one after the other in one JVM ({@link SweepPerf}). The only sweep file with timings.
 *
 * @param schemaVersion        {@link Json#SCHEMA_VERSION}
 * @param grid                 the grid measured
 * @param worlds               worlds (seeds) per side
 * @param benchThreads         the bench's worker threads
 * @param sparkMaster          Spark's master for the sweep side
 * @param order                what ran when
 * @param benchWallMs          the bench's wall time, ms
 * @param sweepWallMs          the sweep's wall time (Spark start-up included), ms
 * @param benchWorldsPerS      worlds / bench wall time, 3 decimals
 * @param sweepWorldsPerS      worlds / sweep wall time, 3 decimals
 * @param sweepOverBench       sweep worlds/s over bench worlds/s, 4 decimals
 * @param target               the target
 * @param targetMet            whether the ratio is at least 0.80
 * @param loadAverage1m        1-minute load average before the bench, between, after the sweep
 * @param cores                processors the JVM saw
 * @param documentsIdentical   the sweep's rows and documents equal the bench's
 */
public record PerfFigures(int schemaVersion, Grid grid, int worlds, int benchThreads,
                          String sparkMaster, String order, long benchWallMs, long sweepWallMs,
                          BigDecimal benchWorldsPerS, BigDecimal sweepWorldsPerS,
                          BigDecimal sweepOverBench, String target, boolean targetMet,
                          List<BigDecimal> loadAverage1m, int cores, boolean documentsIdentical) {
    /** The overhead target of issue 18. */
    public static final String TARGET = "sweep worlds/s >= 0.80 x bench worlds/s, >= 1024 worlds";

    /** The figures from the two wall times. */
    public static PerfFigures of(Grid grid, int threads, String master, long benchNanos,
                                 long sweepNanos, List<BigDecimal> load, boolean identical) {
        long benchMs = benchNanos / 1_000_000;
        long sweepMs = sweepNanos / 1_000_000;
        int worlds = grid.worlds();
        BigDecimal ratio = Json.ratio(benchNanos, sweepNanos, 4);
        return new PerfFigures(Json.SCHEMA_VERSION, grid, worlds, threads, master,
                "warm-up (bench code on dev 0-15, untimed), bench, sweep", benchMs, sweepMs,
                Json.ratio(1000L * worlds, Math.max(1, benchMs), 3),
                Json.ratio(1000L * worlds, Math.max(1, sweepMs), 3), ratio, TARGET,
                100 * benchNanos >= 80 * sweepNanos, load,
                Runtime.getRuntime().availableProcessors(), identical);
    }
}
