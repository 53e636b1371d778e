package echoai.link1.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One {@code link1} command run in this JVM through {@link Main#run}: its exit code and what it
 * printed to stdout and stderr.
 *
 * @param code the exit code
 * @param out  stdout
 * @param err  stderr
 */
record Ran(int code, String out, String err) {
    /** Runs {@code link1 args...}. */
    static Ran link1(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Ran(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }
}
