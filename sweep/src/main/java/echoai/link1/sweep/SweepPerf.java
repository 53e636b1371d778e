package echoai.link1.sweep;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.v1.V1Rules;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;

/**
 * The overhead of a sweep, measured side by side in one JVM: after an untimed warm-up of the
 * bench code on the dev seeds, the in-process bench (the grid's E4 and E5 on {@code threads}
 * worker threads) and then the sweep on Spark (start-up, tasks, row files and aggregation
 * included) over the same grid; worlds per second of each, their ratio, and the load average
 * before, between and after. Both write their documents, which must be byte-identical.
 */
public final class SweepPerf {
    private SweepPerf() {
    }

    /**
     * Measures {@code grid} on {@code threads} bench threads and on Spark with {@code conf},
     * in fresh folders under {@code scratch}; returns the figures (perf.json's record).
     */
    public static PerfFigures measure(Grid grid, int threads, SparkConf conf, Path scratch,
                                      SweepProgress progress) throws IOException {
        BlockWork work = grid.work();
        runBench(grid, work, SeedSet.DEV, threads, scratch.resolve("warm-up"));
        List<BigDecimal> load = new ArrayList<>();
        load.add(LoadAverage.oneMinute());
        long t0 = System.nanoTime();
        Path bench = scratch.resolve("bench");
        runBench(grid, work, grid.seedSet(), threads, bench);
        long benchNanos = System.nanoTime() - t0;
        load.add(LoadAverage.oneMinute());
        Path sweep = scratch.resolve("sweep");
        long t1 = System.nanoTime();
        BlockStore store = new BlockStore(sweep);
        SparkSweep.run(grid, store, conf, progress);
        Aggregate.write(grid, store, sweep);
        long sweepNanos = System.nanoTime() - t1;
        load.add(LoadAverage.oneMinute());
        BenchComparison same = BenchComparison.of(sweep, bench, "the in-process bench");
        return PerfFigures.of(grid, threads, conf.get("spark.master"), benchNanos, sweepNanos,
                load, same.allEqual());
    }

    /**
     * The in-process bench: the grid's E4, E5 and rooms arms through the bench's own run(),
     * documents written.
     */
    static void runBench(Grid grid, BlockWork work, SeedSet seeds, int threads, Path dir)
            throws IOException {
        BenchContext ctx = new BenchContext(seeds, dir, false, threads, Map.of(), Progress.NONE,
                new PerfLog());
        Files.createDirectories(dir);
        try {
            if (grid.hasE4()) {
                Json.writeDocument(dir.resolve("E4.json"), work.e4().run(ctx));
            }
            if (grid.hasE5()) {
                Json.writeDocument(dir.resolve("E5.json"), new E5Dialogue().run(ctx));
            }
            if (grid.rooms() != null) {
                Json.writeDocument(dir.resolve(Aggregate.ROOMS_FILE), grid.rooms().experiment().run(ctx));
            }
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("bench run failed on " + seeds.label(), e);
        }
        if (!grid.arms().isEmpty()) {
            Bench.judgeOwn(dir, new V1Rules());
        }
    }
}
