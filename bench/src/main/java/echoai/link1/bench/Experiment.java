package echoai.link1.bench;

/**
 * One registered experiment of the bench: it computes its results record (one of
 * {@code echoai.link1.results}); the bench writes it through {@link Json}.
 *
 * @param <R> the record of its document
 */
public interface Experiment<R extends Record> {
    /** The id, which is also the file name: {@code E0} → {@code E0.json}. */
    String id();

    /** Its file, relative to the output folder: {@code <id>.json} unless it says otherwise. */
    default String file() {
        return id() + ".json";
    }

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
     * Runs the experiment. The record must be the same for the same context (no timings:
     * those go to {@link BenchContext#perf()}).
     */
    R run(BenchContext ctx) throws Exception;
}
