package echoai.link1.cli;

import echoai.link1.session.Arm;

import echoai.nexus0.RingWorld;
import picocli.CommandLine.Option;

/** The picocli mixin {@code [--seed N] [--d]} shared by the NEXUS-0 commands. */
final class WorldOptions {
    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed, >= 0 (default: ${DEFAULT-VALUE}, as every command).")
    private String seed;

    @Option(names = "--d", description = "Arm D's changed world, world_D(seed): same landmarks, "
            + "another placement.")
    private boolean changed;

    /** The chosen world; a usage error for a bad seed. */
    RingWorld world() {
        long s = SeedOption.parse(seed);
        return changed ? RingWorld.worldD(s) : RingWorld.world(s);
    }
}
