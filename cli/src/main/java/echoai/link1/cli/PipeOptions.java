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
            description = "Many worlds in sequence, one world envelope each: "
                    + SeedOption.SETS + ".")
    String seeds;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "S|T|X|L|D",
            description = "The arm, one condition of the experiment run over the same worlds"
                    + " (default ${DEFAULT-VALUE}): S silence (B ignores stdin), T truth (A's"
                    + " true claims), X permuted referents (each claim about the wrong site), L"
                    + " inverted sign (a liar: every value negated), D truth with B in world_D"
                    + " (the world changed after A spoke).")
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
