package echoai.link1.cli;

import echoai.link1.bench.registry.LabFiles;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every command the report and docs/results.md print runs (issue 28, item 13: the page once
 * gave {@code ./link1 bench v2/understanding-rooms}, which exits 2). Each {@code ./link1 bench}
 * command is run with {@code --dry-run} (every check, nothing run), any other {@code ./link1}
 * command with {@code --help}; a {@code ./link1 sweep GRID} needs its grid file.
 */
class PrintedCommandsTest {
    private static final Path LAB = Path.of("lab/link1");
    private static final Pattern MARKDOWN = Pattern.compile("`(\\./link1 [^`]*)`");
    private static final Pattern HTML = Pattern.compile("<code>(\\./link1 [^<]*)</code>");

    @Test
    void everyCommandOfTheGeneratedPagesRuns() throws Exception {
        Lab lab = LabFiles.read(LAB);
        TreeSet<String> commands = new TreeSet<>();
        collect(MARKDOWN, ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS), commands);
        collect(HTML, Report.html(lab).replace("&amp;", "&"), commands);
        assertThat(commands).contains("./link1 bench understanding-rooms", "./link1 bench --judge",
                "./link1 results", "./link1 report");
        for (String line : commands) {
            for (String command : line.split(" && ")) {
                check(command.strip());
            }
        }
    }

    @Test
    void aCommandThatDoesNotRunFailsTheCheck() {
        // the slip the issue names: the check must be able to fail
        assertThat(exit("./link1 bench v2/understanding-rooms")).isEqualTo(2);
        assertThat(exit("./link1 bench E2-rooms-noise --seeds eval")).isEqualTo(2);
        assertThat(exit("./link1 bench understanding-rooms")).isZero();
    }

    private static void collect(Pattern p, String text, TreeSet<String> into) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            into.add(m.group(1));
        }
    }

    private static void check(String command) {
        assertThat(command).as("a command, not prose").doesNotContain("(", ")", "DIR");
        List<String> words = Arrays.asList(command.split(" +"));
        if (words.get(1).equals("sweep")) {
            assertThat(words).as(command).hasSize(3);
            assertThat(Files.isRegularFile(Path.of(words.get(2)))).as(command).isTrue();
            return;
        }
        assertThat(exit(command)).as(command).isZero();
    }

    /** The exit code of {@code ./link1 ARGS} with --dry-run (bench) or --help (any other). */
    private static int exit(String command) {
        List<String> args = new ArrayList<>(Arrays.asList(command.split(" +")));
        args.remove(0);
        args.add(args.get(0).equals("bench") ? "--dry-run" : "--help");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args.toArray(String[]::new), new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        if (code == 0 && args.get(0).equals("bench")) {
            assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("would ");
        }
        return code;
    }
}
