package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.registry.LabFiles;
import echoai.link1.bench.registry.Registry;
import echoai.link1.report.page.ResultsMarkdown;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every {@code ./link1 bench ...} that the results give for the committed lab folder (the
 * report's commands table and docs/results.md) names experiments the bench knows: a reader who
 * copies one gets a run, not exit 2 (docs/results.md gave {@code ./link1 bench
 * v2/understanding-rooms}).
 */
class CommandsTableTest {
    /** A bench command's words, in a code span or in prose (up to a line's end, a comma, a ;). */
    private static final Pattern BENCH = Pattern.compile("\\./link1 bench((?: [^ `|(),;\\n]+)*)");

    @Test
    void everyBenchCommandNamesARegisteredExperiment() throws Exception {
        var lab = LabFiles.read(Path.of("lab", "link1"));
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        Matcher m = BENCH.matcher(md);
        List<String> unknown = new ArrayList<>();
        int commands = 0;
        while (m.find()) {
            commands++;
            for (String word : m.group(1).strip().split(" ")) {
                if (word.startsWith("-") || word.equals("&&")) {
                    break;
                }
                if (!word.isEmpty() && !word.equals("all") && Registry.experiment(word).isEmpty()) {
                    unknown.add(m.group());
                }
            }
        }
        assertThat(commands).isGreaterThan(10);
        assertThat(unknown).isEmpty();
        assertThat(md).contains("| `v2/understanding-rooms.json` | eval (seeds 1000–1063) | "
                + "`./link1 bench understanding-rooms` |");
    }
}
