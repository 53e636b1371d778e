package echoai.link1.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** One registered experiment of the bench: it computes a JSON document; the bench writes it. */
public interface Experiment {
    /** The id, which is also the file name: {@code E0} → {@code E0.json}. */
    String id();

    /** One line saying what it measures. */
    String title();

    /** Whether {@code link1 bench all} (and a bare {@code link1 bench}) runs it. */
    default boolean inAll() {
        return true;
    }

    /**
     * Runs the experiment. The document must be byte-identical for the same context
     * (no timings: those go to {@link BenchContext#perf()}).
     */
    ObjectNode run(BenchContext ctx) throws Exception;
}
