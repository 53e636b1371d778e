package echoai.link1.cli;

import echoai.link1.cli.story.DiscoveryStory;
import echoai.link1.session.PerceptionArm;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 discover --seed N [--arm DISC|DISC-X|DISC-L]}: one E9 world's story
 * ({@code docs/spec/E9.md}) — B perceives differently from A, understands nothing A says at
 * first, identifies how A sees, and is then steered by A's testimony at cells it never
 * visited. The story is {@link DiscoveryStory}'s.
 */
@Command(name = "discover", mixinStandardHelpOptions = true,
        description = {"Tells one E9 world's story: B finds out how A sees, then heeds A.",
            "B perceives through an unknown member of a family of encoders, discovers how A",
            "sees from A's postcards and its own sites, then acts on A's testimony;",
            "first-visit harm (cells that hurt B the first time it acted there) against",
            "TNEQ (A's true claims, B not discovering) and S (silence), and the P3 audit",
            "(nothing B heard became one of its facts)."})
final class DiscoverCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: ${DEFAULT-VALUE}, a dev seed).")
    private String seed;

    @Option(names = "--arm", defaultValue = "DISC", paramLabel = "DISC|DISC-X|DISC-L",
            description = "The arm (default ${DEFAULT-VALUE}): DISC (A's true claims; B"
                    + " discovers how A sees, then listens), DISC-X (the claims of A's life in an"
                    + " unrelated world: nothing true to discover) or DISC-L (A's true referents"
                    + " with every value negated: a liar).")
    private String arm;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        PerceptionArm a;
        try {
            a = PerceptionArm.parse(arm);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--arm must be DISC, DISC-X or DISC-L: " + arm);
        }
        if (!a.discovers()) {
            throw new UsageException("--arm must be DISC, DISC-X or DISC-L: " + arm);
        }
        PrintWriter out = spec.commandLine().getOut();
        DiscoveryStory.lines(s, a).forEach(out::println);
        out.flush();
        return Main.EXIT_OK;
    }
}
