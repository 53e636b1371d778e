package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code link1 talk}. */
class TalkCommandTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void tellsArmTOfWorldThree() {
        String[] r = run("talk", "--seed", "3", "--arm", "T");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("world(3), arm T (truth: its true claims): A lived 256 turns,"
                + " then said 46 CLAIMs").contains("10 diversions (turns where testimony changed")
                .contains("first-visit harm 0, the cells that hurt B the first time it acted"
                        + " there (hurt on 5 turns in all, return 80)")
                .contains("P3 holds (P3: nothing B heard may become one of its facts):"
                        + " false_facts 0, destroyed 0, cortex_calls 0,");
    }

    @Test
    void tellsTheDialogue() {
        String[] r = run("talk", "--seed", "0", "--arm", "e5");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("world(0), E5 dialogue by wire (B asks about the sites it has"
                + " not tried, A answers): B asked 6 times, A answered with 15 postcards")
                .contains("P3 holds");
    }

    @Test
    void anUnknownArmIsAUsageError() {
        String[] r = run("talk", "--arm", "Q");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("link1: --arm must be S, T, X, L, D or E5: Q\n");
    }
}
