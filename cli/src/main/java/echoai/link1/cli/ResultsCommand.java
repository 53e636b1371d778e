package echoai.link1.cli;

import echoai.link1.bench.registry.LabFiles;
import echoai.link1.report.Markers;
import echoai.link1.report.page.BenchPages;
import echoai.link1.report.page.ResultsMarkdown;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code link1 results [--in DIR] [--root DIR] [--check | --print]}: writes the generated
 * results to {@code docs/results.md} (charts in {@code docs/results/}), the verdicts at a
 * glance into README.md between {@code <!-- glance:begin -->} and {@code <!-- glance:end -->},
 * and {@code docs/bench/}: the index and each folder's page head.
 * With {@code --check} it changes nothing and exits 1 when any of them is stale.
 */
@Command(name = "results", mixinStandardHelpOptions = true,
        description = {"Writes docs/results.md, the README's verdicts at a glance and docs/bench/.",
            "docs/results.md (charts in docs/results/) and the glance, written into",
            "README.md between <!-- glance:begin --> and <!-- glance:end -->, come from the",
            "bench's JSON files; docs/bench/ holds a page per folder of the registry, its",
            "head generated between <!-- registry:begin --> and <!-- registry:end -->, its",
            "notes by hand."})
final class ResultsCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--in", paramLabel = "DIR", defaultValue = "lab/link1",
            description = "Folder of the JSON files (default: ${DEFAULT-VALUE}).")
    private Path in;

    @Option(names = "--root", paramLabel = "DIR", defaultValue = ".",
            description = "Repository root with README.md and docs/ (default: ${DEFAULT-VALUE}).")
    private Path root;

    @Option(names = "--check",
            description = "Change nothing; exit 1 when a generated file or the glance is stale.")
    private boolean check;

    @Option(names = "--print", description = "Print docs/results.md to stdout; change nothing.")
    private boolean print;

    @Override
    public Integer call() throws Exception {
        if (check && print) {
            throw new UsageException("--check and --print exclude each other");
        }
        if (!Files.isDirectory(in)) {
            throw new EnvironmentException("--in " + in + ": no such folder");
        }
        var lab = LabFiles.read(in);
        Map<String, String> files = new LinkedHashMap<>(ResultsMarkdown.files(lab));
        if (print) {
            spec.commandLine().getOut().print(files.get(ResultsMarkdown.RESULTS));
            return Main.EXIT_OK;
        }
        files.putAll(benchPages());
        Readme readme = readme(ResultsMarkdown.glance(lab));
        List<String> stale = staleFiles(files);
        if (readme.changed()) {
            stale.add(readme.file().toString());
        }
        if (check) {
            return check(stale, readme.problem());
        }
        write(files);
        if (readme.changed()) {
            Files.writeString(readme.file(), readme.updated(), StandardCharsets.UTF_8);
        }
        spec.commandLine().getOut().println(stale.isEmpty() ? "unchanged: " + root.resolve(
                ResultsMarkdown.RESULTS) + (readme.problem() == null ? " and the glance in "
                + readme.file() : "") : "updated " + String.join(", ", stale));
        if (readme.problem() != null) {
            throw new EnvironmentException(readme.problem() + " (the glance was not written)");
        }
        return Main.EXIT_OK;
    }

    /**
     * Each folder's page in docs/bench/ with its generated head spliced in (the hand-written
     * notes kept), or a new page; a page whose markers are broken is refused whole.
     */
    private Map<String, String> benchPages() throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : BenchPages.heads().entrySet()) {
            Path f = root.resolve(e.getKey());
            if (!Files.isRegularFile(f)) {
                out.put(e.getKey(), BenchPages.fresh(e.getValue()));
                continue;
            }
            try {
                out.put(e.getKey(), BenchPages.MARKERS.splice(
                        Files.readString(f, StandardCharsets.UTF_8), e.getValue()));
            } catch (IllegalArgumentException broken) {
                throw new EnvironmentException(f + ": " + broken.getMessage()
                        + " (nothing was written)");
            }
        }
        return out;
    }

    /** README.md as it is and with the new glance; {@code problem} when it cannot take one. */
    private record Readme(Path file, String old, String updated, String problem) {
        boolean changed() {
            return updated != null && !updated.equals(old);
        }
    }

    private Readme readme(String glance) throws IOException {
        Path file = root.resolve("README.md");
        if (!Files.isRegularFile(file)) {
            return new Readme(file, null, null, file + ": no such file");
        }
        String old = Files.readString(file, StandardCharsets.UTF_8);
        try {
            return new Readme(file, old, Markers.GLANCE.splice(old, glance), null);
        } catch (IllegalArgumentException e) {
            return new Readme(file, old, null, file + ": " + e.getMessage());
        }
    }

    private int check(List<String> stale, String readmeProblem) {
        if (readmeProblem != null) {
            throw new EnvironmentException(readmeProblem);
        }
        if (stale.isEmpty()) {
            spec.commandLine().getOut().println("results are up to date");
            return Main.EXIT_OK;
        }
        spec.commandLine().getOut().println("stale: " + String.join(", ", stale)
                + " (run ./link1 results)");
        return Main.EXIT_NEGATIVE;
    }

    /** Generated files whose text differs on disk, then chart files no longer generated. */
    private List<String> staleFiles(Map<String, String> files) throws IOException {
        List<String> stale = new ArrayList<>();
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = root.resolve(e.getKey());
            if (!Files.isRegularFile(f) || !Files.readString(f, StandardCharsets.UTF_8)
                    .equals(e.getValue())) {
                stale.add(f.toString());
            }
        }
        for (Path f : oldCharts(files)) {
            stale.add(f + " (no longer generated)");
        }
        return stale;
    }

    private List<Path> oldCharts(Map<String, String> files) throws IOException {
        Path dir = root.resolve(ResultsMarkdown.CHARTS);
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(f -> f.getFileName().toString().endsWith(".svg"))
                    .filter(f -> !files.containsKey(ResultsMarkdown.CHARTS + "/" + f.getFileName()))
                    .sorted().toList();
        }
    }

    private void write(Map<String, String> files) throws IOException {
        for (Path f : oldCharts(files)) {
            Files.delete(f);
        }
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = root.resolve(e.getKey());
            Files.createDirectories(f.toAbsolutePath().getParent());
            if (!Files.isRegularFile(f) || !Files.readString(f, StandardCharsets.UTF_8)
                    .equals(e.getValue())) {
                Files.writeString(f, e.getValue(), StandardCharsets.UTF_8);
            }
        }
    }
}
