package echoai.link1.bench;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * What an experiment may use: the seed set, the output folder, switches, worker threads,
 * a progress sink and a place for timings.
 *
 * @param seeds the world seeds
 * @param outDir the folder the JSON files go to
 * @param extended whether {@code --extended} sweeps were asked for
 * @param threads worker threads an experiment may use (≥ 1)
 * @param options experiment-specific options by name (e.g. {@code backend}, {@code frames})
 * @param progress where progress goes (never stdout)
 * @param perf timings of this run, by experiment; written to {@code perf.json} only
 */
public record BenchContext(SeedSet seeds, Path outDir, boolean extended, int threads,
                           Map<String, String> options, Progress progress, PerfLog perf) {
    public BenchContext {
        Objects.requireNonNull(seeds, "seeds");
        Objects.requireNonNull(outDir, "outDir");
        options = Map.copyOf(options);
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(perf, "perf");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1: " + threads);
        }
    }

    /** An option's value or {@code fallback}. */
    public String option(String name, String fallback) {
        return options.getOrDefault(name, fallback);
    }
}
