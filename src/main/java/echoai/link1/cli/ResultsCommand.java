package echoai.link1.cli;

import echoai.link1.report.LabFolder;
import echoai.link1.report.ResultsMarkdown;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 results [--in DIR] [--readme FILE] [--check | --print]}: regenerates the README's
 * results between {@code <!-- results:begin -->} and {@code <!-- results:end -->} from the JSON.
 */
@Command(name = "results", mixinStandardHelpOptions = true,
        description = {"Regenerates the README's results section (between the markers",
            "<!-- results:begin --> and <!-- results:end -->) from the bench's JSON files."})
final class ResultsCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--in", paramLabel = "DIR", defaultValue = "lab/link1",
            description = "Folder of the JSON files (default: ${DEFAULT-VALUE}).")
    private Path in;

    @Option(names = "--readme", paramLabel = "FILE", defaultValue = "README.md",
            description = "The README to update (default: ${DEFAULT-VALUE}).")
    private Path readme;

    @Option(names = "--check",
            description = "Change nothing; exit 1 when the README's results are stale.")
    private boolean check;

    @Option(names = "--print", description = "Print the markdown to stdout; change nothing.")
    private boolean print;

    @Override
    public Integer call() throws Exception {
        if (check && print) {
            throw new UsageException("--check and --print exclude each other");
        }
        if (!Files.isDirectory(in)) {
            throw new EnvironmentException("--in " + in + ": no such folder");
        }
        String generated = ResultsMarkdown.of(LabFolder.read(in));
        if (print) {
            spec.commandLine().getOut().print(generated);
            return Main.EXIT_OK;
        }
        if (!Files.isRegularFile(readme)) {
            throw new EnvironmentException(readme + ": no such file");
        }
        String old = Files.readString(readme, StandardCharsets.UTF_8);
        String updated;
        try {
            updated = ResultsMarkdown.splice(old, generated);
        } catch (IllegalArgumentException e) {
            throw new EnvironmentException(readme + ": " + e.getMessage());
        }
        if (check) {
            boolean fresh = updated.equals(old);
            spec.commandLine().getOut().println(fresh ? readme + ": results are up to date"
                    : readme + ": results are stale (run ./link1 results)");
            return fresh ? Main.EXIT_OK : Main.EXIT_NEGATIVE;
        }
        if (!updated.equals(old)) {
            Files.writeString(readme, updated, StandardCharsets.UTF_8);
        }
        spec.commandLine().getOut().println((updated.equals(old) ? "unchanged " : "updated ")
                + readme);
        return Main.EXIT_OK;
    }
}
