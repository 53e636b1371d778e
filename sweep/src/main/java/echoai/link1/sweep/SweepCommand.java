package echoai.link1.sweep;

import echoai.link1.bench.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code link1-sweep GRID}: runs a grid on Spark and writes the bench's documents and
 * {@code sweep.json}; {@code --perf} measures the sweep beside the in-process bench instead.
 * Exit 0 on success, 1 when a comparison with the bench finds a difference, 2 on a bad argument
 * or grid (one line on stderr).
 */
@Command(name = "link1-sweep", mixinStandardHelpOptions = true,
        description = {"Runs a grid of arms (and room points x profiles x modes) x world seeds on",
            "Apache Spark, one task per seed block; writes rows/ARM/FROM-TO.jsonl, E4.json,",
            "E5.json, predictions.json, understanding-rooms.json and sweep.json.",
            "A rerun skips the blocks already complete."})
public final class SweepCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GRID", description = "The grid file (JSON, or YAML when it ends in .yaml or .yml).")
    private Path gridFile;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output folder (default lab/link1/sweep/<grid name>).")
    private Path out;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master (default local[*], or what spark-submit set).")
    private String master;

    @Option(names = "--registered", paramLabel = "DIR", defaultValue = "lab/link1",
            description = "Folder of the registered predictions.json reported beside the"
                    + " sweep's rules (default: ${DEFAULT-VALUE}).")
    private Path registered;

    @Option(names = "--compare", paramLabel = "DIR",
            description = "Compare the sweep with the bench's documents in DIR (default for"
                    + " the eval seeds: lab/link1).")
    private Path compare;

    @Option(names = "--perf", description = "Measure instead: the in-process bench, then the"
            + " sweep, over the grid's seeds; writes DIR/perf.json.")
    private boolean perf;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2",
            description = "With --perf: the bench's threads and local[N] (default ${DEFAULT-VALUE}).")
    private int threads;

    private final PrintStream stdout;
    private final PrintStream stderr;

    SweepCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** The launcher's entry point. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the command; returns the exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new SweepCommand(out, err));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof IllegalArgumentException) {
                err.println("link1-sweep: " + e.getMessage());
                return 2;
            }
            throw e;
        });
        return cl.execute(args);
    }

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(gridFile)) {
            throw new IllegalArgumentException("GRID must be a readable file: " + gridFile);
        }
        Grid grid = Grid.read(gridFile);
        Path dir = out != null ? out : Path.of("lab/link1/sweep", grid.name());
        SweepProgress progress = new SweepProgress(stderr, System.console() != null, 30_000,
                System::nanoTime);
        if (perf) {
            return perf(grid, dir, progress);
        }
        Path against = compare != null ? compare
                : grid.seedSet().isEval() ? Path.of("lab/link1") : null;
        SparkConf conf = SparkSweep.conf(master);
        SweepResult result = Sweep.run(grid, dir, conf, progress,
                Files.isDirectory(registered) ? registered : null, against);
        stdout.println("wrote " + dir.resolve(Sweep.FILE));
        List<SweepResult.Rule> rules = new ArrayList<>(result.rules());
        if (result.roomsRules() != null) {
            rules.addAll(result.roomsRules());
        }
        for (SweepResult.Rule rule : rules) {
            stdout.println(rule.prediction() + ": rule on sweep " + rule.ruleOnSweep()
                    + " (registered " + rule.registeredVerdict() + ")");
        }
        if (result.benchComparison() != null) {
            boolean same = result.benchComparison().allEqual();
            stdout.println("bench comparison (" + against + "): " + (same ? "identical" : "DIFFERS"));
            return same ? 0 : 1;
        }
        return 0;
    }

    private int perf(Grid grid, Path dir, SweepProgress progress) throws IOException {
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be >= 1: " + threads);
        }
        Path scratch = Files.createTempDirectory("link1-sweep-perf");
        String at = master != null ? master : "local[" + threads + "]";
        PerfFigures figures;
        try {
            figures = SweepPerf.measure(grid, threads, SparkSweep.conf(at), scratch, progress);
        } finally {
            deleteTree(scratch);
        }
        Path file = dir.resolve("perf.json");
        Json.writeDocument(file, figures);
        stdout.println("wrote " + file + ": bench " + figures.benchWorldsPerS() + " worlds/s,"
                + " sweep " + figures.sweepWorldsPerS() + " worlds/s, ratio "
                + figures.sweepOverBench() + ", load " + figures.loadAverage1m());
        return figures.documentsIdentical() ? 0 : 1;
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
