package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The core library's messages speak to a library user: no string in its code tells the reader
 * to pass a command-line option or run a {@code link1} command (the CLI adds those hints). The
 * only options in its strings are the ones it passes to the PipeWire tools.
 */
class LibraryMessagesTest {
    private static final Path CORE = Path.of("core/src/main/java");
    private static final Pattern LITERAL = Pattern.compile("\"((?:\\\\.|[^\"\\\\\\n])*)\"");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][\\w-]*");
    private static final Pattern COMMAND = Pattern.compile("\\blink1 [a-z]");
    /** What core gives pw-play and pw-record. */
    private static final Set<String> TOOL_OPTIONS = Set.of("--rate", "--channels", "--format",
            "--latency");

    @Test
    void noMessageNamesACommandLineOptionOrCommand() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(CORE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher literal = LITERAL.matcher(Files.readString(file));
                while (literal.find()) {
                    found.addAll(offences(file, literal.group(1)));
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void theScanCatchesAnOptionOrACommandInAMessage() {
        assertThat(offences(Path.of("X.java"), "44100 Hz: pass --resample")).hasSize(1);
        assertThat(offences(Path.of("X.java"), "run link1 bench first")).hasSize(1);
        assertThat(offences(Path.of("X.java"), "--rate")).isEmpty();
        assertThat(offences(Path.of("X.java"), "a -- b, x--y")).isEmpty();
    }

    private static List<String> offences(Path file, String text) {
        List<String> out = new ArrayList<>();
        Matcher option = OPTION.matcher(text);
        while (option.find()) {
            if (!TOOL_OPTIONS.contains(option.group())) {
                out.add(file + ": \"" + text + "\"");
            }
        }
        if (COMMAND.matcher(text).find()) {
            out.add(file + ": \"" + text + "\"");
        }
        return out;
    }
}
