package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench E2-rooms-ggwave} without node: one line on stderr, exit 3, no stack trace; its
 * fair comparison, {@code E2-rooms-ggwave-fair}, runs on the registered eval seeds with the
 * registered {@code --frames} (V2-4) or on dev seeds, and refuses anything else.
 */
class BenchGgwaveCommandTest {
    @Test
    void withoutNodeTheGgwaveArmExitsThreeWithOneLine(@TempDir Path out) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String before = System.getProperty("link1.ggwave.node");
        System.setProperty("link1.ggwave.node", "/nonexistent/node");
        int code;
        try {
            code = Main.run(new String[] {"bench", "E2-rooms-ggwave", "--seeds", "0", "--frames",
                "1", "--threads", "1", "--out", out.toString()},
                    new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
        } finally {
            if (before == null) {
                System.clearProperty("link1.ggwave.node");
            } else {
                System.setProperty("link1.ggwave.node", before);
            }
        }
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertThat(code).as(stderr).isEqualTo(Main.EXIT_ENVIRONMENT);
        assertThat(stderr.strip()).startsWith("link1: ggwave peer: cannot run /nonexistent/node")
                .doesNotContain("\n").doesNotContain("Exception");
    }

    @Test
    void theFairComparisonRunsOnTheRegisteredEvalSeedsAndFramesOrOnDevSeeds(@TempDir Path out) {
        String[][] refused = {{"--seeds", "1000"}, {"--seeds", "0-16"},
            {"--seeds", "eval", "--frames", "64"}, {"--seeds", "1000-1063", "--frames", "1"}};
        for (String[] args : refused) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Main.run(concat(args, "--out", out.toString()),
                    new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String stderr = err.toString(StandardCharsets.UTF_8);
            assertThat(code).as(String.join(" ", args) + ": " + stderr).isEqualTo(Main.EXIT_USAGE);
            assertThat(stderr).contains("E2-rooms-ggwave-fair").contains("registered");
        }
        for (String seeds : new String[] {"eval", "dev"}) {
            ByteArrayOutputStream stdout = new ByteArrayOutputStream();
            assertThat(Main.run(concat(new String[] {"--seeds", seeds}, "--dry-run", "--out",
                    out.toString()), new ByteArrayInputStream(new byte[0]),
                    new PrintStream(stdout, true, StandardCharsets.UTF_8),
                    new PrintStream(new ByteArrayOutputStream()))).isEqualTo(Main.EXIT_OK);
            assertThat(stdout.toString(StandardCharsets.UTF_8))
                    .contains("would run E2-rooms-ggwave-fair");
        }
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = new String[2 + args.length + more.length];
        all[0] = "bench";
        all[1] = "E2-rooms-ggwave-fair";
        System.arraycopy(args, 0, all, 2, args.length);
        System.arraycopy(more, 0, all, 2 + args.length, more.length);
        return all;
    }
}
