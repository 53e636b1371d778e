package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's description lines fit picocli's 80-column usage, so {@code --help} never
 * breaks a sentence where the source did not.
 */
class HelpLayoutTest {
    @Test
    void noDescriptionLineIsWrappedByPicocli() {
        List<String> tooLong = new ArrayList<>();
        visit(new CommandLine(new Main(System.in, System.out)), tooLong);
        assertThat(tooLong).isEmpty();
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
