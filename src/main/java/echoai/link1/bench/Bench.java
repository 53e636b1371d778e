package echoai.link1.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
    public static List<Path> run(List<Experiment> experiments, BenchContext ctx) throws Exception {
        List<Path> written = new ArrayList<>();
        Files.createDirectories(ctx.outDir());
        long benchStart = System.nanoTime();
        ObjectNode wall = ctx.perf().withObject("/benchWallMs");
        for (Experiment experiment : experiments) {
            long start = System.nanoTime();
            ObjectNode doc = experiment.run(ctx);
            Path file = ctx.outDir().resolve(experiment.id() + ".json");
            Json.write(file, doc);
            written.add(file);
            wall.put(experiment.id(), (System.nanoTime() - start) / 1_000_000);
        }
        Path predictions = Predictions.writeIfPossible(ctx.outDir());
        if (predictions != null) {
            written.add(predictions);
        }
        if (experiments.size() > 1) {
            ctx.perf().put("lastBenchTotalMs", (System.nanoTime() - benchStart) / 1_000_000);
        }
        ctx.perf().put("threads", ctx.threads());
        ctx.perf().put("seedSet", ctx.seeds().label());
        written.add(updatePerf(ctx.outDir(), ctx.perf()));
        return written;
    }

    /**
     * Merges {@code update} into {@code dir/perf.json} (object fields replaced one level
     * deep), so separate runs (bench, JMH) keep each other's figures.
     */
    public static Path updatePerf(Path dir, ObjectNode update) throws IOException {
        Path file = dir.resolve(PERF_FILE);
        JsonNode old = Files.exists(file) ? Json.read(file) : null;
        ObjectNode perf = old instanceof ObjectNode o ? o : Json.object();
        perf.put("schemaVersion", Json.SCHEMA_VERSION);
        for (var it = update.fields(); it.hasNext(); ) {
            var entry = it.next();
            JsonNode value = entry.getValue();
            JsonNode existing = perf.get(entry.getKey());
            if (value instanceof ObjectNode v && existing instanceof ObjectNode e) {
                e.setAll(v);
            } else {
                perf.set(entry.getKey(), value);
            }
        }
        Json.write(file, perf);
        return file;
    }
}
