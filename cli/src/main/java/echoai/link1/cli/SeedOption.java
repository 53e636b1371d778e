package echoai.link1.cli;

/** Parses a {@code --seed} value: a non-negative decimal integer, else a usage error (exit 2). */
final class SeedOption {
    /** The sets of world seeds {@code --seeds} takes, in words (bench, speak, listen). */
    static final String SETS = "eval (the registered eval seeds 1000-1063: 64 worlds, run once a"
            + " registration exists), dev (the dev seeds 0-15, for trying things; they count for"
            + " nothing), A-B (every seed from A to B) or N (one seed)";

    private SeedOption() {
    }

    static long parse(String text) {
        long seed;
        try {
            seed = Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--seed must be a non-negative integer: " + text);
        }
        if (seed < 0) {
            throw new UsageException("--seed must be a non-negative integer: " + text);
        }
        return seed;
    }
}
