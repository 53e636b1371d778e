package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input everywhere: every command answers a usage error with one line on stderr and exit 2,
 * a well-formed input that fails a check with exit 1, a missing file with exit 2 or 3 — never
 * a stack trace.
 */
class CliBadInputTest {
    static Stream<Arguments> cases() {
        String badCrc = "57110107020b1c09ce00001e0000004c010031172131";
        return Stream.of(
                Arguments.of("unknown command", new String[] {"fly"}, 2),
                Arguments.of("bench unknown option", new String[] {"bench", "--nope"}, 2),
                Arguments.of("bench unknown experiment", new String[] {"bench", "E42"}, 2),
                Arguments.of("bench bad seeds", new String[] {"bench", "E0", "--seeds", "x"}, 2),
                Arguments.of("bench zero frames", new String[] {"bench", "reliability",
                    "--frames", "0"}, 2),
                Arguments.of("bench E3 too many frames", new String[] {"bench", "E3",
                    "--frames", "300"}, 2),
                Arguments.of("bench bad threads", new String[] {"bench", "E0", "--threads", "0"}, 2),
                Arguments.of("postcard non-hex", new String[] {"postcard", "zz"}, 2),
                Arguments.of("postcard short", new String[] {"postcard", "0102"}, 2),
                Arguments.of("frame wrong digit count", new String[] {"frame", "5711"}, 2),
                Arguments.of("frame bad CRC", new String[] {"frame", badCrc}, 1),
                Arguments.of("world negative seed", new String[] {"world", "--seed", "-1"}, 2),
                Arguments.of("life non-numeric seed", new String[] {"life", "--seed", "x"}, 2),
                Arguments.of("talk unknown arm", new String[] {"talk", "--arm", "Q"}, 2),
                Arguments.of("speak two modes", new String[] {"speak", "--seed", "0", "--answer"},
                        2),
                Arguments.of("speak bad seeds", new String[] {"speak", "--seeds", "10-2"}, 2),
                Arguments.of("listen two modes", new String[] {"listen", "--seed", "0", "--seeds",
                    "dev"}, 2),
                Arguments.of("listen unknown arm", new String[] {"listen", "--seed", "0", "--arm",
                    "Z"}, 2),
                Arguments.of("listen missing seed", new String[] {"listen"}, 2),
                Arguments.of("modem unknown k", new String[] {"modem", "encode", "--k", "3",
                    "--out", "/tmp/x.wav", "57110107020b1c09ce00001e0000004c010031172130"}, 2),
                Arguments.of("modem decode missing file", new String[] {"modem", "decode",
                    "/nonexistent/nothing.wav"}, 3),
                Arguments.of("room unknown room", new String[] {"room", "/tmp/a.wav", "/tmp/b.wav",
                    "--room", "attic", "--snr", "10", "--seed", "1"}, 2),
                Arguments.of("air unknown backend", new String[] {"air", "listen", "--backend",
                    "foo"}, 2),
                Arguments.of("demo negative seed", new String[] {"demo", "--seed", "-3"}, 2),
                Arguments.of("sweep from the jar alone", new String[] {"sweep", "g.json"}, 2),
                Arguments.of("E2-rooms on seeds neither dev nor eval",
                        new String[] {"bench", "E2-rooms", "--seeds", "20-30"}, 2),
                Arguments.of("E2-rooms-noise on eval seeds",
                        new String[] {"bench", "E2-rooms-noise", "--seeds", "eval"}, 2),
                Arguments.of("E2-rooms-noise past the dev seeds",
                        new String[] {"bench", "E2-rooms-noise", "--seeds", "15-16"}, 2),
                Arguments.of("E2-rooms-ggwave on eval seeds",
                        new String[] {"bench", "E2-rooms-ggwave", "--seeds", "eval"}, 2),
                Arguments.of("bench E8 on seeds that mix eval and others",
                        new String[] {"bench", "E8", "--seeds", "15-1000"}, 2),
                Arguments.of("bench zero hours",
                        new String[] {"bench", "E2-rooms-noise", "--hours", "0"}, 2),
                Arguments.of("bench unknown profile",
                        new String[] {"bench", "E2-rooms-noise", "--seeds", "dev", "--profile",
                            "k3"}, 2),
                Arguments.of("bench profile for an experiment without air profile",
                        new String[] {"bench", "E0", "--seeds", "dev", "--profile", "r"}, 2),
                Arguments.of("bench profile on the registered E4",
                        new String[] {"bench", "E4", "--profile", "r"}, 2),
                Arguments.of("bench profile on the registered E2-rooms",
                        new String[] {"bench", "E2-rooms", "--profile", "k2"}, 2),
                Arguments.of("report unknown option", new String[] {"report", "--nope"}, 2),
                Arguments.of("results unknown option", new String[] {"results", "--nope"}, 2),
                Arguments.of("perf unknown option", new String[] {"perf", "--nope"}, 2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void oneLineAndTheRightExitCode(String name, String[] args, int expectedExit) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertThat(code).as("%s: stderr=%s stdout=%s", name, stderr, out).isEqualTo(expectedExit);
        if (expectedExit == 2 || expectedExit == 3) {
            assertThat(stderr.strip().lines().count()).as("%s: one line, got %s", name, stderr)
                    .isEqualTo(1);
            assertThat(stderr).doesNotContain("Exception").doesNotContain("\tat ");
        }
    }
}
