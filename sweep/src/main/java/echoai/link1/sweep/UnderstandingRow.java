package echoai.link1.sweep;

import echoai.link1.bench.arms.Understanding;
import echoai.link1.session.WorldResult;
import java.util.Objects;

/**
 * One world's line in {@code E4-understanding}: the understanding figures of arm T (their
 * doubles unrounded, so sums over worlds are the bench's) and the deaf-B control's row.
 *
 * @param figures the figures of {@link Understanding#measure}
 * @param deaf    the deaf control's row
 */
public record UnderstandingRow(Understanding.WorldFigures figures, WorldResult deaf) {
    public UnderstandingRow {
        Objects.requireNonNull(figures, "figures");
        Objects.requireNonNull(deaf, "deaf");
    }
}
