package echoai.link1.cli;

import echoai.link1.session.Arm;
import echoai.link1.bench.Json;
import echoai.link1.session.PipeListener;
import echoai.link1.results.WorldResult;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 listen --seed N [--arm S|T|X|L|D]}: B reads frames from stdin until it ends
 * (garbage and truncated frames are dropped and counted; a closed pipe is an end), lives its
 * life (in world_D for D; ignoring what it hears for S) and prints its report as one JSON line.
 */
@Command(name = "listen", mixinStandardHelpOptions = true,
        description = {"B reads A's frames from stdin, then lives 256 turns and prints its report"
                + " (the E4 keys) as one JSON line. Example: link1 speak --seed 0 | link1 listen"
                + " --seed 0"})
final class ListenCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", required = true, paramLabel = "N", description = "World seed.")
    private String seed;

    @Option(names = "--arm", defaultValue = "T", paramLabel = "S|T|X|L|D",
            description = "B's arm (default: ${DEFAULT-VALUE}); S ignores stdin, D lives in"
                    + " world_D.")
    private String arm;

    @Override
    public Integer call() throws IOException {
        long s = SeedOption.parse(seed);
        Arm a = SpeakCommand.parseArm(arm, "S|T|X|L|D");
        WorldResult r = PipeListener.listen(s, a, main.rawIn());
        spec.commandLine().getOut().println(Json.line(r));
        return Main.EXIT_OK;
    }
}
