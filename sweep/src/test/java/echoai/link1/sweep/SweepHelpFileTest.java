package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code ./link1-sweep --help} prints {@code sweep/help.txt} without building the sweep jar
 * (issue 37, item 12): the file is the command's own help, so this test keeps them the same.
 * {@code -Dlink1.sweep.writeHelp=true} rewrites the file from the command.
 */
class SweepHelpFileTest {
    static final Path FILE = Path.of("sweep/help.txt");

    @Test
    void theCommittedHelpIsTheCommandsHelp() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = SweepCommand.run(new String[] {"--help"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        String help = out.toString(StandardCharsets.UTF_8);
        if (Boolean.getBoolean("link1.sweep.writeHelp")) {
            Files.writeString(FILE, help, StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(FILE, StandardCharsets.UTF_8))
                .as("sweep/help.txt; rewrite it with -Dlink1.sweep.writeHelp=true").isEqualTo(help);
    }
}
