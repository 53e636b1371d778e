package echoai.link1.cli;

import echoai.link1.agent.WireChannel;
import echoai.link1.bench.demo.Demo;
import echoai.link1.bench.demo.Narration;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 demo [--seed N] [--snr DB] [--play]}: the story in under a minute — A lives and
 * speaks, B listens and is diverted at the threat it has never seen, the same B without
 * testimony gets hurt — as a short narrated trace.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"The story in under a minute: A lives and speaks, B listens and is diverted",
            "at the threat it has never seen; the same B without testimony gets hurt."})
final class DemoCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", defaultValue = "0", paramLabel = "N",
            description = "World seed (default: dev seed ${DEFAULT-VALUE}).")
    private String seed;

    @Override
    public Integer call() {
        long s = SeedOption.parse(seed);
        PrintWriter out = spec.commandLine().getOut();
        Demo.Story story = Demo.run(s, new WireChannel());
        Narration.lines(story).forEach(out::println);
        out.flush();
        return Main.EXIT_OK;
    }
}
