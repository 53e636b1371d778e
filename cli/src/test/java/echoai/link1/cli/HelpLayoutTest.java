package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's description lines fit picocli's 80-column usage, so {@code --help} never
 * breaks a sentence where the source did not; and its first line, which a parent's command list
 * shows alone, is a whole sentence, with no escaped quote shown as {@code \"}.
 */
class HelpLayoutTest {
    @Test
    void noDescriptionLineIsWrappedByPicocli() {
        List<String> tooLong = new ArrayList<>();
        visit(new CommandLine(new Main(System.in, System.out)), tooLong);
        assertThat(tooLong).isEmpty();
    }

    @Test
    void everySummaryIsAWholeSentenceAndNoQuoteShowsItsEscape() {
        List<String> bad = new ArrayList<>();
        summaries(new CommandLine(new Main(System.in, System.out)), bad);
        assertThat(bad).isEmpty();
    }

    private static void summaries(CommandLine cl, List<String> bad) {
        String[] description = cl.getCommandSpec().usageMessage().description();
        String name = cl.getCommandSpec().qualifiedName();
        if (description.length == 0 || !description[0].strip().endsWith(".")) {
            bad.add(name + ": the first line is not a whole sentence: "
                    + (description.length == 0 ? "(none)" : description[0]));
        }
        for (String line : description) {
            if (line.contains("\\\"")) {
                bad.add(name + ": an escaped quote shows: " + line);
            }
        }
        cl.getSubcommands().values().forEach(sub -> summaries(sub, bad));
    }

    private static void visit(CommandLine cl, List<String> tooLong) {
        for (String line : cl.getCommandSpec().usageMessage().description()) {
            if (line.length() > 79) {
                tooLong.add(cl.getCommandSpec().qualifiedName() + ": " + line);
            }
        }
        cl.getSubcommands().values().forEach(sub -> visit(sub, tooLong));
    }
}
