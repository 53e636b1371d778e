package echoai.link1.cli;

import echoai.link1.bench.SeedSet;
import echoai.link1.session.Arm;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The picocli mixin {@code --seed N | --seeds SET} and {@code --arm A} shared by {@code speak}
 * and {@code listen}: one world as raw bytes, or many worlds in world envelopes.
 */
final class PipeOptions {
    @Option(names = "--seed", paramLabel = "N", description = "World seed (one world, raw bytes).")
    String seed;

    @Option(names = "--seeds", paramLabel = "eval|dev|A-B|N",
            description = "Many worlds in sequence, one world envelope each.")
    String seeds;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "S|T|X|L|D",
            description = "The arm (default: ${DEFAULT-VALUE}): S silence (B ignores stdin),"
                    + " T truth, X permuted referents, L inverted sign, D truth with B in"
                    + " world_D.")
    String arm;

    /** The arm; a usage error names the allowed ones. */
    Arm arm() {
        try {
            return Arm.valueOf(arm.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--arm must be one of S|T|X|L|D: " + arm);
        }
    }

    /** The worlds of {@code --seeds}, or of {@code --seed} alone; usage errors otherwise. */
    List<Integer> worlds() {
        if (seeds == null) {
            return List.of((int) SeedOption.parse(seed));
        }
        try {
            return SeedSet.parse(seeds).seeds();
        } catch (IllegalArgumentException e) {
            throw new UsageException("--seeds: " + e.getMessage());
        }
    }
}
