package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.registry.Registry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 37, items 3 and 4: the bench ends with the verdicts of every registration in its folder
 * (a line each, reds named), shows progress as lines when stderr is no terminal, and a rerun
 * that changes no byte but the build stamp leaves the file in place untouched, with no staging
 * folder left behind.
 */
class BenchSaysWhatItFoundTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int bench(Path dir) {
        out.reset();
        err.reset();
        return Main.run(new String[] {"bench", "E0", "--seeds", "0-1", "--threads", "1", "--out",
            dir.toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theBenchPrintsItsVerdictsAndProgressLines(@TempDir Path dir) {
        assertThat(bench(dir)).isZero();
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertThat(stdout).contains("wrote " + dir.resolve("E0.json"))
                .contains("verdicts in the folder:");
        long tallyLines = stdout.lines().filter(l -> l.startsWith("  ")).count();
        assertThat(tallyLines).isEqualTo(Registry.registrations().size());
        // tests run without a console: progress comes as lines, not a bar
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("E0").doesNotContain("\r");
    }

    @Test
    void aRerunWithTheSameBytesLeavesTheFileUntouched(@TempDir Path dir) throws Exception {
        assertThat(bench(dir)).isZero();
        Path e0 = dir.resolve("E0.json");
        byte[] first = Files.readAllBytes(e0);
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(e0, old);
        assertThat(bench(dir)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("unchanged " + e0);
        assertThat(Files.readAllBytes(e0)).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(e0)).isEqualTo(old);
        assertThat(dir.resolve(".bench-staging")).doesNotExist();
    }
}
