package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code link1 agents} (the story of a room of agents) and {@code link1 room-agent}'s refusals. */
class AgentsCommandTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void tellsWhoSpokeWhenWhatCollidedAndWhatBBelieved() {
        String[] r = run("agents", "--seed", "1", "--veterans", "2", "--profile", "k1");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("A room of agents, world(1): 2 veterans and B")
                .contains("profile K1, listening before talking (CSMA")
                .contains("1. Where they stand: B at (")
                .contains("2. Who spoke when").contains("A (id 1)").contains("veteran 1 (id 3)")
                .contains("3. What collided:").contains("4. Who backed off:")
                .contains("5. What B believed:").contains("6. First-visit harm:")
                .contains("P3 holds");
    }

    @Test
    void refusesWhatItDoesNotTell() {
        assertThat(run("agents", "--veterans", "5")[2])
                .isEqualTo("link1: --veterans must be in [1, 4]: 5\n");
        assertThat(run("agents", "--placement", "far")[2])
                .isEqualTo("link1: --placement must be near or spread: far\n");
        assertThat(run("agents", "--access", "token")[0]).isEqualTo("2");
        assertThat(run("agents", "--dialogue", "--access", "tdma")[2])
                .contains("--dialogue takes --access csma or aloha");
        assertThat(run("room-agent", "--frames", "2")[2])
                .contains("exactly one of --veteran J and --novice");
        assertThat(run("room-agent", "--veteran", "7")[0]).isEqualTo("2");
    }
}
