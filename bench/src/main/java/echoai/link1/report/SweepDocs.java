package echoai.link1.report;

import echoai.link1.bench.Doc;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One sweep's documents in {@code sweep/NAME/} of the lab folder ({@code link1-sweep},
 * docs/sweep.md): its grid, the bench documents the report draws from it, and its summary.
 *
 * @param name    the folder's name (the grid's name)
 * @param grid    {@code grid.json} as a tree
 * @param docs    the bench documents found in the folder, by document
 * @param summary {@code sweep.json} as a tree (its {@code bench_comparison}), or null
 */
public record SweepDocs(String name, Tree grid, Map<Doc<?>, Record> docs, Tree summary) {
    public SweepDocs {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(grid, "grid");
        docs = new LinkedHashMap<>(docs);
    }

    /** A document of the sweep, or null when it wrote none. */
    public <R extends Record> R get(Doc<R> doc) {
        return doc.type().cast(docs.get(doc));
    }
}
