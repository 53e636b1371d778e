package echoai.link1.report;

import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.v1.PredictionsResult;
import java.util.Objects;

/**
 * One sweep's documents in {@code sweep/NAME/} of the lab folder ({@code link1-sweep},
 * docs/sweep.md): its grid, and the documents the report draws (each null when absent).
 *
 * @param name        the folder's name (the grid's name)
 * @param grid        {@code grid.json} as a tree
 * @param predictions {@code predictions.json}: the v1 rules on the sweep's worlds, or null
 * @param rooms       {@code understanding-rooms.json}: the rooms arms, or null
 * @param summary     {@code sweep.json} as a tree (its {@code bench_comparison}), or null
 */
public record SweepDocs(String name, Tree grid, PredictionsResult predictions,
                        RoomsUnderstandingResult rooms, Tree summary) {
    public SweepDocs {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(grid, "grid");
    }
}
