package echoai.link1.sweep;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished block: per row file (an arm, or {@link BlockWork#UNDERSTANDING}) its JSON lines
 * in seed order. Sent from an executor to the driver, which writes it.
 *
 * @param block the seeds
 * @param lines per file name, one JSON line per world, no newlines
 */
public record BlockRows(SeedBlock block, Map<String, List<String>> lines) implements Serializable {
    public BlockRows {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        lines.forEach((file, rows) -> copy.put(file, new ArrayList<>(rows)));
        lines = Collections.unmodifiableMap(copy);
    }
}
