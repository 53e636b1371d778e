package echoai.link1.bench;

import echoai.link1.modem.AirProfile;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What an experiment may use: the seed set, the output folder, switches, worker threads,
 * a progress sink and a place for timings.
 *
 * @param seeds the world seeds
 * @param outDir the folder the JSON files go to
 * @param extended whether {@code --extended} sweeps were asked for
 * @param threads worker threads an experiment may use (≥ 1)
 * @param options experiment-specific options by name (e.g. {@code backend}, {@code frames},
 *     {@value #PROFILE})
 * @param progress where progress goes (never stdout)
 * @param perf timings of this run, by experiment; written to {@code perf.json} only
 */
public record BenchContext(SeedSet seeds, Path outDir, boolean extended, int threads,
                           Map<String, String> options, Progress progress, PerfLog perf) {
    /** The option that picks one air profile ({@code k1}, {@code k2}, {@code r}). */
    public static final String PROFILE = "profile";

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

    /** The profile {@value #PROFILE} names, or empty when the option is absent. */
    public Optional<AirProfile> profile() {
        String label = options.get(PROFILE);
        return label == null ? Optional.empty() : Optional.of(AirProfile.parse(label));
    }

    /** The profile {@value #PROFILE} names, or the v2 profiles ({@link AirProfile#V2}: K1, K2, R) when it is absent. */
    public List<AirProfile> profiles() {
        return profile().map(List::of).orElse(AirProfile.V2);
    }
}
