package echoai.link1.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code link1 sweep}: the sweep runs on Apache Spark from its own module, which this jar does
 * not carry (Spark stays off the bench's class path). The {@code ./link1} script hands
 * {@code link1 sweep ...} to {@code ./link1-sweep}; the jar run alone says where to go, exit 2.
 */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Runs a grid of arms and world seeds on Apache Spark (docs/sweep.md).",
            "The arms: v1 arms, or room points x profiles x modes. ./link1 sweep GRID runs",
            "./link1-sweep GRID; this jar alone does not carry Spark."})
final class SweepCommand implements Callable<Integer> {
    @Parameters(paramLabel = "ARGS", arity = "0..*", description = "link1-sweep's arguments.")
    private List<String> args;

    @Override
    public Integer call() {
        throw new UsageException("sweep runs on Apache Spark from the sweep module, not from"
                + " this jar: run ./link1 sweep GRID or ./link1-sweep GRID from the checkout"
                + " (docs/sweep.md)");
    }
}
