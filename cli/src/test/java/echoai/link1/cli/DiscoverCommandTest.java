package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code link1 discover}: E9's story of one world. */
class DiscoverCommandTest {
    private static String[] run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void bGoesFromNotUnderstandingAToUnderstandingIt() {
        String[] r = run("discover", "--seed", "0");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).startsWith("E9, world 0, arm DISC (A's true claims; B discovers how A"
                + " sees, then listens): A perceives through the v1 encoder;")
                .contains("By digest alone A speaks of nothing B sees.")
                .contains("not identified here")
                .contains("identified, its 0x07f4 is A's 0x3117")
                .contains("A's 0x3117 (true: 0x3117), A said APPROACH V=-37")
                .contains("First-visit harm (the cells that hurt B the first time it acted"
                        + " there): DISC 1, TNEQ 3 (A's true claims, B not discovering how A"
                        + " sees), S 3 (silence).")
                .contains("0 of them wrong; its belief ends on its own member.")
                .contains("P3 holds");
    }

    @Test
    void anUnrelatedWorldIsNeverIdentified() {
        String[] r = run("discover", "--seed", "2", "--arm", "disc-x");
        assertThat(r[0]).isEqualTo("0");
        assertThat(r[1]).contains("B never identified A's perception").contains("P3 holds");
    }

    @Test
    void aNonDiscoveringArmIsAUsageError() {
        String[] r = run("discover", "--arm", "T");
        assertThat(r[0]).isEqualTo("2");
        assertThat(r[2]).isEqualTo("link1: --arm must be DISC, DISC-X or DISC-L: T\n");
        assertThat(run("discover", "--arm", "Q")[0]).isEqualTo("2");
    }
}
