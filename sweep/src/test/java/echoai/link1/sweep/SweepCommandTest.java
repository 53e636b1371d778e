package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad arguments and grids: exit 2 with one line on stderr, before Spark starts. */
class SweepCommandTest {
    private static int run(ByteArrayOutputStream err, String... args) {
        return SweepCommand.run(args, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aMissingGridIsAUsageError(@TempDir Path dir) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(run(err, dir.resolve("none.json").toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("link1-sweep: GRID must be a readable file").hasLineCount(1);
    }

    @Test
    void aGridOutsideTheDeclaredSeedsIsAUsageError(@TempDir Path dir) throws Exception {
        Path grid = dir.resolve("g.json");
        Files.writeString(grid, "{\"name\":\"g\",\"arms\":[\"T\"],\"seeds\":{\"from\":20,"
                + "\"to\":40},\"block_size\":4}");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(run(err, grid.toString(), "--out", dir.resolve("out").toString()))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("declared sweep range")
                .hasLineCount(1);
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void aFolderAnotherSweepIsWritingIntoIsRefused(@TempDir Path dir) throws Exception {
        Path grid = dir.resolve("g.json");
        Files.writeString(grid, "{\"name\":\"g\",\"arms\":[\"T\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":2}");
        Path out = Files.createDirectories(dir.resolve("out"));
        try (FileChannel ch = FileChannel.open(out.resolve(Sweep.LOCK_FILE),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock held = ch.lock()) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertThat(run(err, grid.toString(), "--out", out.toString())).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8)).contains("another sweep is writing");
        }
        assertThat(out.resolve(Sweep.GRID_FILE)).doesNotExist();
    }

    @Test
    void anOutputFolderOfAnotherGridIsRefused(@TempDir Path dir) throws Exception {
        Sweep.claim(new Grid("a", java.util.List.of("T"), 0, 3, 2), dir);
        Path grid = dir.resolve("g.json");
        Files.writeString(grid, "{\"name\":\"b\",\"arms\":[\"T\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":2}");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(run(err, grid.toString(), "--out", dir.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("holds another grid");
    }

    @Test
    void unreadableYamlOrJsonIsAUsageError(@TempDir Path dir) throws Exception {
        assertUnreadable(dir, "g.yaml", "name: g\npoints: [{room: living-0.3m\n", "YAML");
        assertUnreadable(dir, "g.json", "{\"name\": \"g\", ", "JSON");
    }

    private static void assertUnreadable(Path dir, String name, String text, String format)
            throws Exception {
        Path grid = dir.resolve(name);
        Files.writeString(grid, text);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(run(err, grid.toString(), "--out", dir.resolve("out").toString()))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("link1-sweep: GRID is not"
                + " valid " + format).hasLineCount(1);
        assertThat(dir.resolve("out")).doesNotExist();
    }
}
