package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.report.Fixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code link1 report} and {@code link1 results}: files read and written, exit codes, --check. */
class ReportCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** A lab folder written from records by the bench's mapper, with a registered run. */
    private static Path lab(Path dir) throws IOException {
        Path lab = Files.createDirectories(dir.resolve("lab"));
        Files.writeString(lab.resolve("E0.json"), Json.MAPPER.writeValueAsString(Fixtures.e0()));
        Files.writeString(lab.resolve("E2.json"), Json.MAPPER.writeValueAsString(Fixtures.e2(false)));
        Files.writeString(lab.resolve("E4.json"), Json.MAPPER.writeValueAsString(Fixtures.e4()));
        Files.writeString(lab.resolve("predictions.json"),
                Json.MAPPER.writeValueAsString(Fixtures.predictions(Verdict.GREEN)));
        Files.writeString(lab.resolve("notes.json"), "{\"ratio\": 0.0100, \"n\": [1, 2]}");
        Files.createDirectories(lab.resolve("extended"));
        Files.writeString(lab.resolve("extended/E2.json"),
                Json.MAPPER.writeValueAsString(Fixtures.e2(true)));
        Path v1 = Files.createDirectories(lab.resolve("registered-v1"));
        Files.writeString(v1.resolve("predictions.json"), "{\"P2\": {\"verdict\": \"red\"}}");
        return lab;
    }

    @Test
    void reportReadsRecordsTreesAndTheRegisteredRun(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("sub/page.html");
        assertThat(run("report", "--in", lab(dir).toString(), "--out", page.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("wrote " + page);
        assertThat(Files.readString(page)).startsWith("<!DOCTYPE html>")
                .contains("<section id=\"predictions\">").contains("<h3>notes.json</h3>")
                .contains("<dt>ratio</dt><dd>0.0100</dd>")
                .contains("verdict: red → green").contains("Thresholds (lowest SNR");
        assertThat(run("report", "--in", lab(dir).toString())).isZero();
        assertThat(lab(dir).resolve("report.html")).exists();
    }

    @Test
    void aMissingFolderBadJsonOrAFileThatDoesNotFitItsRecordIsAnEnvironmentError(
            @TempDir Path dir) throws IOException {
        assertThat(run("report", "--in", dir.resolve("nope").toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no such folder");
        Files.writeString(dir.resolve("notes.json"), "{ not json");
        assertThat(run("report", "--in", dir.toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("notes.json: not valid JSON")
                .doesNotContain("\tat ");
        Files.delete(dir.resolve("notes.json"));
        Files.writeString(dir.resolve("E4.json"), "{\"experiment\": \"E4\", \"renamed\": 1}");
        assertThat(run("report", "--in", dir.toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("E4.json: does not fit E4Result");
    }

    @Test
    void resultsWritesDocsAndTheGlanceAndCheckSaysWhenStale(@TempDir Path dir) throws Exception {
        String in = lab(dir).toString();
        Path root = dir.resolve("repo");
        Files.createDirectories(root.resolve("docs/results"));
        Files.writeString(root.resolve("docs/results/old-1.svg"), "<svg/>");
        Path readme = root.resolve("README.md");
        Files.writeString(readme, "# R\n\n<!-- glance:begin -->\nstale glance\n<!-- glance:end -->\n\nend\n");
        assertThat(run("results", "--in", in, "--root", root.toString(), "--check")).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("stale: ")
                .contains("results.md").contains("README.md").contains("old-1.svg");
        assertThat(out.toString(StandardCharsets.UTF_8).lines().count()).isEqualTo(1);
        assertThat(run("results", "--in", in, "--root", root.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("updated ");
        assertThat(root.resolve("docs/results/old-1.svg")).doesNotExist();
        assertThat(root.resolve("docs/results/e4-1.svg")).exists();
        assertThat(Files.readString(root.resolve("docs/results.md"))).contains("## E0");
        String text = Files.readString(readme);
        assertThat(text).doesNotContain("stale glance").contains("| **v1** |").endsWith("end\n");
        assertThat(run("results", "--in", in, "--root", root.toString(), "--check")).isZero();
        assertThat(run("results", "--in", in, "--root", root.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("unchanged");
        Files.writeString(root.resolve("docs/results.md"), "edited by hand\n");
        assertThat(run("results", "--in", in, "--root", root.toString(), "--check")).isEqualTo(1);
        assertThat(run("results", "--in", in, "--print")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("## E0");
    }

    /** docs/bench/: pages are created, their notes kept; a page with broken markers is refused. */
    @Test
    void resultsWritesTheBenchPagesAndKeepsTheirNotes(@TempDir Path dir) throws Exception {
        String in = lab(dir).toString();
        Path root = dir.resolve("repo");
        Files.createDirectories(root);
        Files.writeString(root.resolve("README.md"), "<!-- glance:begin -->\n<!-- glance:end -->\n");
        assertThat(run("results", "--in", in, "--root", root.toString())).isZero();
        Path e8 = root.resolve("docs/bench/e8.md");
        assertThat(Files.readString(e8)).contains("# Trust earned, not assumed (E8)")
                .endsWith("## Notes\n\nNone yet.\n");
        assertThat(root.resolve("docs/bench/README.md")).exists();
        Files.writeString(e8, Files.readString(e8).replace("None yet.", "By hand.")
                .replace("| **W1** |", "| **W1 edited** |"));
        assertThat(run("results", "--in", in, "--root", root.toString(), "--check")).isEqualTo(1);
        assertThat(run("results", "--in", in, "--root", root.toString())).isZero();
        assertThat(Files.readString(e8)).contains("| **W1** |").endsWith("By hand.\n");
        Files.writeString(e8, "no markers, notes only\n");
        String results = Files.readString(root.resolve("docs/results.md"));
        Files.writeString(root.resolve("docs/results.md"), "stale\n");
        assertThat(run("results", "--in", in, "--root", root.toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("e8.md").contains("registry:begin");
        assertThat(Files.readString(e8)).isEqualTo("no markers, notes only\n");
        assertThat(Files.readString(root.resolve("docs/results.md"))).isEqualTo("stale\n")
                .isNotEqualTo(results);
    }

    @Test
    void aReadmeWithoutGlanceMarkersIsRefused(@TempDir Path dir) throws Exception {
        Path root = Files.createDirectories(dir.resolve("repo"));
        Files.writeString(root.resolve("README.md"), "# no markers\n");
        String in = lab(dir).toString();
        assertThat(run("results", "--in", in, "--root", root.toString(), "--check")).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("glance:begin");
        assertThat(run("results", "--in", in, "--root", root.toString())).isEqualTo(3);
        assertThat(Files.readString(root.resolve("README.md"))).isEqualTo("# no markers\n");
        assertThat(root.resolve("docs/results.md")).exists();
        assertThat(run("results", "--check", "--print")).isEqualTo(2);
    }
}
