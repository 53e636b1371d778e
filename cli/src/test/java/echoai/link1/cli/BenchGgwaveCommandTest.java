package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench E2-rooms-ggwave} without node: one line on stderr, exit 3, no stack trace. */
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
}
