package echoai.link1.sweep;

import java.io.Serializable;

/**
 * One task of a sweep: the world seeds {@code from..to} (inclusive).
 *
 * @param from first seed, ≥ 0
 * @param to   last seed, ≥ from
 */
public record SeedBlock(int from, int to) implements Serializable {
    public SeedBlock {
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("block must be 0 <= from <= to: " + from + "-" + to);
        }
    }

    /** Seeds in the block. */
    public int size() {
        return to - from + 1;
    }

    /** The block's file name stem, {@code from-to}. */
    public String name() {
        return from + "-" + to;
    }
}
