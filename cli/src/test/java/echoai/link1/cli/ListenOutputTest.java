package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.session.ListenerReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code link1 speak --seed 0 | link1 listen --seed 0} (issue 37, item 13): by default a summary
 * in words with no −1 sentinel; {@code --json} the one JSON line E6 reads, the same report.
 */
class ListenOutputTest {
    private static String listen(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    private static byte[] speak() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(Main.run(new String[] {"speak", "--seed", "0"}, new PrintStream(out, true),
                new PrintStream(new ByteArrayOutputStream(), true))).isZero();
        return out.toByteArray();
    }

    @Test
    void theDefaultIsASummaryInWordsAndJsonIsBehindAFlag() {
        byte[] frames = speak();
        String json = listen(frames, "listen", "--seed", "0", "--json");
        assertThat(json.lines()).hasSize(1);
        ListenerReport report = Json.parse(json.strip(), ListenerReport.class);
        assertThat(report.life().postcards()).isEqualTo(ListenerReport.NOT_KNOWN);

        String words = listen(frames, "listen", "--seed", "0");
        assertThat(words).isEqualTo(ListenCommand.summary(report));
        assertThat(words.lines()).hasSize(3);
        assertThat(words).startsWith("world 0, arm T: B read " + report.bytesRead()
                        + " bytes and heard " + report.heardFrames().size() + " frame(s).\n")
                .contains("  its life, 256 turns: harmed on " + report.life().firstVisitHarm()
                        + " first visit(s)")
                .contains("core digest " + report.life().coreDigest() + ".")
                .doesNotContainPattern("(?<![0-9])-1(?![0-9])").doesNotContain("{");
    }
}
