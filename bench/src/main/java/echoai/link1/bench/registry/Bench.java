package echoai.link1.bench.registry;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.u3rerun.U3Rerun;
import echoai.link1.bench.u3rerun.U3RerunPredictions;
import echoai.link1.bench.v1.Predictions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs experiments, writes one JSON per experiment and the timings to {@code perf.json}. */
public final class Bench {
    /** The file that holds every timing (the only file that differs from run to run). */
    public static final String PERF_FILE = "perf.json";

    private Bench() {
    }

    /** Runs each experiment in order; returns the files written. */
    public static List<Path> run(List<? extends Experiment<?>> experiments, BenchContext ctx)
            throws Exception {
        List<Path> written = new ArrayList<>();
        Files.createDirectories(ctx.outDir());
        long benchStart = System.nanoTime();
        for (Experiment<?> experiment : experiments) {
            long start = System.nanoTime();
            Record doc = experiment.run(ctx);
            Path file = ctx.outDir().resolve(experiment.file());
            Files.createDirectories(file.getParent());
            Json.writeDocument(file, doc);
            written.add(file);
            ctx.perf().wall(experiment.id(), (System.nanoTime() - start) / 1_000_000);
        }
        written.addAll(judgeRegistered(ctx.outDir()));
        if (experiments.stream().anyMatch(e -> e.id().equals(new U3Rerun().id()))) {
            // its judge runs the claim-loss model (minutes): only after its own run or --judge
            Path u3 = U3RerunPredictions.writeIfPossible(ctx.outDir());
            if (u3 != null) {
                written.add(u3);
            }
        }
        if (experiments.size() > 1) {
            ctx.perf().total((System.nanoTime() - benchStart) / 1_000_000);
        }
        written.add(updatePerf(ctx.outDir(),
                ctx.perf().update(ctx.threads(), ctx.seeds().label())));
        return written;
    }

    /**
     * Judges the registered predictions again from the files in {@code dir} (v1 from the
     * E-files, v2 from {@code v2/}); returns the files written. Running nothing, it is how a
     * reader checks a committed verdict.
     */
    public static List<Path> judge(Path dir) throws IOException {
        List<Path> written = judgeRegistered(dir);
        Path u3 = U3RerunPredictions.writeIfPossible(dir);
        if (u3 != null) {
            written.add(u3);
        }
        return written;
    }

    /** v1 and v2 (V2-1, V2-2) from the files in {@code dir}. */
    private static List<Path> judgeRegistered(Path dir) throws IOException {
        List<Path> written = new ArrayList<>();
        Path v1 = Predictions.writeIfPossible(dir);
        if (v1 != null) {
            written.add(v1);
        }
        Path v2 = V2Predictions.writeIfPossible(dir);
        if (v2 != null) {
            written.add(v2);
        }
        return written;
    }

    /**
     * Merges {@code update} into {@code dir/perf.json} ({@link PerfResult#merge}), so separate
     * runs (bench, JMH) keep each other's figures.
     */
    public static Path updatePerf(Path dir, PerfResult update) throws IOException {
        Path file = dir.resolve(PERF_FILE);
        PerfResult old = Files.exists(file) ? Json.read(file, PerfResult.class)
                : PerfResult.empty(Json.SCHEMA_VERSION);
        Json.writeDocument(file, old.merge(update));
        return file;
    }
}
