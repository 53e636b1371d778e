package echoai.link1.cli;

import echoai.link1.bench.registry.LabFiles;
import echoai.link1.report.page.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code link1 report [--in DIR] [--out FILE]}: the self-contained HTML results page. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Writes the results as one self-contained HTML page.",
            "The page (inline CSS and SVG, no network) is built from the bench's JSON",
            "files; sections whose file is missing say \"not run yet\"."})
final class ReportCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--in", paramLabel = "DIR", defaultValue = "lab/link1",
            description = "Folder of the JSON files (default: ${DEFAULT-VALUE}).")
    private Path in;

    @Option(names = "--out", paramLabel = "FILE",
            description = "The page (default: <in>/report.html).")
    private Path out;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(in)) {
            throw new EnvironmentException("--in " + in + ": no such folder");
        }
        Path file = out != null ? out : in.resolve("report.html");
        byte[] bytes = Report.html(LabFiles.read(in)).getBytes(StandardCharsets.UTF_8);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.write(file, bytes);
        spec.commandLine().getOut().println("wrote " + file + " (" + bytes.length + " bytes)");
        return Main.EXIT_OK;
    }
}
