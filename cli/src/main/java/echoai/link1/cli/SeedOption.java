package echoai.link1.cli;

/** Parses a {@code --seed} value: a non-negative decimal integer, else a usage error (exit 2). */
final class SeedOption {
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
