package echoai.link1.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code link1 reference [--root DIR] [--check]}: writes docs/cli.md's option reference (between
 * {@code <!-- options:begin -->} and {@code <!-- options:end -->}) from the commands themselves
 * ({@link CliReference}); with {@code --check} it changes nothing and exits 1 when it is stale.
 */
@Command(name = "reference", mixinStandardHelpOptions = true,
        description = {"Writes the option reference of docs/cli.md from the commands.",
            "Every command, parameter and option as picocli holds them, between the lines",
            "<!-- options:begin --> and <!-- options:end -->."})
final class ReferenceCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--root", paramLabel = "DIR", defaultValue = ".",
            description = "Repository root with docs/cli.md (default: ${DEFAULT-VALUE}).")
    private Path root;

    @Option(names = "--check",
            description = "Change nothing; exit 1 when the option reference is stale.")
    private boolean check;

    @Override
    public Integer call() throws Exception {
        Path file = root.resolve(CliReference.FILE);
        String old = Files.readString(file, StandardCharsets.UTF_8);
        String updated;
        try {
            updated = CliReference.MARKERS.splice(old, CliReference.markdown());
        } catch (IllegalArgumentException e) {
            throw new EnvironmentException(file + ": " + e.getMessage());
        }
        boolean stale = !updated.equals(old);
        if (check) {
            if (stale) {
                spec.commandLine().getErr().println("link1: " + file + ": the option reference is"
                        + " stale (run ./link1 reference)");
                return Main.EXIT_NEGATIVE;
            }
            spec.commandLine().getOut().println("up to date: " + file);
            return Main.EXIT_OK;
        }
        if (stale) {
            Files.writeString(file, updated, StandardCharsets.UTF_8);
        }
        spec.commandLine().getOut().println((stale ? "updated " : "unchanged: ") + file);
        return Main.EXIT_OK;
    }
}
