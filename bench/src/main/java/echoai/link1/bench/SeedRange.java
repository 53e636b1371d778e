package echoai.link1.bench;

/**
 * A contiguous range of world seeds, both ends included: a registration's eval seeds
 * ({@code 1000-1063}), or the dev seeds ({@code 0-15}).
 *
 * @param from the first seed, ≥ 0
 * @param to the last seed, ≥ from
 */
public record SeedRange(int from, int to) {
    /** The dev seeds, 0–15: they tune, and any experiment may run on them. */
    public static final SeedRange DEV = new SeedRange(0, 15);
    /** The v1 eval seeds, 1000–1063, shared by the registrations made before fresh ranges. */
    public static final SeedRange V1_EVAL = new SeedRange(1000, 1063);

    public SeedRange {
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("a seed range must be 0 <= from <= to: " + from
                    + "-" + to);
        }
    }

    /** Whether the two ranges share a seed. */
    public boolean overlaps(SeedRange other) {
        return from <= other.to && other.from <= to;
    }

    /** Whether {@code set} is exactly this range. */
    public boolean isExactly(SeedSet set) {
        return set.seeds().size() == to - from + 1 && set.seeds().get(0) == from
                && set.seeds().get(set.seeds().size() - 1) == to;
    }

    /** Whether {@code set} holds any seed of this range. */
    public boolean touches(SeedSet set) {
        return set.seeds().stream().anyMatch(s -> s >= from && s <= to);
    }

    /** Whether every seed of {@code set} is in this range. */
    public boolean holds(SeedSet set) {
        return set.seeds().stream().allMatch(s -> s >= from && s <= to);
    }

    /** {@code from-to}, as {@code --seeds} takes it. */
    public String label() {
        return from + "-" + to;
    }
}
