package echoai.link1.bench;

import java.util.Map;

/**
 * One experiment of the bench: it computes the record of its document ({@link #doc()}); the
 * bench writes it through {@link Json}. Each lives in its folder (a package of its own) with its
 * result record, its rules and its figures, and is listed once in the registry.
 *
 * @param <R> the record of its document
 */
public interface Experiment<R extends Record> {
    /** The id the bench takes ({@code E0}, {@code E8-air}). */
    String id();

    /** Its document: the file, relative to the output folder, and the record it holds. */
    Doc<R> doc();

    /** One line saying what it measures. */
    String title();

    /** Whether {@code link1 bench all} (and a bare {@code link1 bench}) runs it. */
    default boolean inAll() {
        return true;
    }

    /**
     * Whether it honours {@code bench --profile k1|k2|r|f} (the option {@value BenchContext#PROFILE}
     * of the context): it then runs its air part through that profile only.
     */
    default boolean takesProfile() {
        return false;
    }

    /**
     * The command that writes its document on {@code seedSet} ({@code eval}: the default).
     *
     * @param seedSet the seed set's label, or null for the default
     * @return the command, as a user types it
     */
    default String command(String seedSet) {
        return "./link1 bench " + id() + (seedSet == null || seedSet.equals("eval") ? ""
                : " --seeds " + seedSet);
    }

    /** On which seeds it may run; the registry applies it before every run. */
    default SeedPolicy seedPolicy() {
        return SeedPolicy.ANY;
    }

    /**
     * Refuses options this experiment cannot take on these seeds (a registered run's fixed
     * count, a bound), with one line saying why.
     *
     * @param options the run's options by name ({@link BenchContext#options()})
     * @param seeds the seeds asked for
     * @throws IllegalArgumentException when the combination may not run
     */
    default void checkOptions(Map<String, String> options, SeedSet seeds) {
    }

    /**
     * Runs the experiment. The record must be the same for the same context (no timings:
     * those go to {@link BenchContext#perf()}).
     */
    R run(BenchContext ctx) throws Exception;
}
