package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code link1 report} and {@code link1 results}: files written, exit codes, --check. */
class ReportCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static Path fixture() throws URISyntaxException {
        return Path.of(ReportCommandTest.class.getResource("/report/full/E0.json").toURI())
                .getParent();
    }

    @Test
    void reportWritesThePage(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("sub/page.html");
        assertThat(run("report", "--in", fixture().toString(), "--out", page.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("wrote " + page);
        assertThat(Files.readString(page)).startsWith("<!DOCTYPE html>")
                .contains("id=\"predictions-table\"");
    }

    @Test
    void reportDefaultsToReportHtmlInTheInputFolder(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("E0.json"), "{\"experiment\":\"E0\",\"seedSet\":\"dev\"}");
        assertThat(run("report", "--in", dir.toString())).isZero();
        assertThat(dir.resolve("report.html")).exists();
    }

    @Test
    void aMissingFolderOrBadJsonIsAnEnvironmentError(@TempDir Path dir) throws IOException {
        assertThat(run("report", "--in", dir.resolve("nope").toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no such folder");
        Files.writeString(dir.resolve("E4.json"), "{ not json");
        assertThat(run("report", "--in", dir.toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("E4.json: not valid JSON")
                .doesNotContain("\tat ");
    }

    @Test
    void resultsRewritesTheReadmeBetweenTheMarkers(@TempDir Path dir) throws Exception {
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# R\n\n<!-- results:begin -->\nold\n<!-- results:end -->\n\nend\n");
        String in = fixture().toString();
        assertThat(run("results", "--in", in, "--readme", readme.toString(), "--check"))
                .isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("stale");
        assertThat(run("results", "--in", in, "--readme", readme.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("updated ");
        String text = Files.readString(readme);
        assertThat(text).doesNotContain("old").contains("### Registered predictions").endsWith("end\n");
        assertThat(run("results", "--in", in, "--readme", readme.toString(), "--check")).isZero();
        assertThat(run("results", "--in", in, "--readme", readme.toString())).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("unchanged ");
        assertThat(Files.readString(readme)).isEqualTo(text);
        assertThat(run("results", "--in", in, "--print")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("### E0");
    }

    @Test
    void aReadmeWithoutMarkersIsRefused(@TempDir Path dir) throws Exception {
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# no markers\n");
        assertThat(run("results", "--in", fixture().toString(), "--readme", readme.toString()))
                .isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("results:begin");
        assertThat(Files.readString(readme)).isEqualTo("# no markers\n");
        assertThat(run("results", "--check", "--print")).isEqualTo(2);
    }
}
