package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code link1 world}, {@code link1 life} and {@code link1 echo-nexus-manifest}. */
class Nexus0CommandsTest {
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static JsonNode json(String text) throws Exception {
        return Json.MAPPER.readTree(text);
    }

    @Test
    void worldText() {
        Run r = run("world", "--seed", "0");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("world(0): .N........T.GG........GT........\n")
                .contains("  10 THREAT 0x3d09   0x3117   04122408b05000505000004e00003d09");
        assertThat(run("world", "--seed", "0", "--d").out())
                .startsWith("world_D(0): ...N.G...........T...G..G.T.....\n");
    }

    @Test
    void worldJson() throws Exception {
        String out = run("world", "--seed", "1000", "--json").out();
        assertThat(out).endsWith("}\n").containsOnlyOnce("\n");
        JsonNode doc = json(out);
        assertThat(doc.get("kinds").asText()).isEqualTo("....N....T.......G.T..G....G....");
        assertThat(doc.get("cells")).hasSize(32);
        JsonNode zero = json(run("world", "--seed", "0", "--json").out()).get("cells").get(0);
        assertThat(zero.get("landmark").asText()).isEqualTo("0xcdaf");
        assertThat(zero.get("referent").asText()).isEqualTo("0xaf04");
    }

    @Test
    void lifeSummariesOfTheReferenceWorlds() throws Exception {
        JsonNode zero = json(run("life", "--seed", "0").out());
        assertThat(List.of(zero.get("harm").asInt(), zero.get("return").asInt(), zero.get("cam").asInt(),
                zero.get("tried").asInt(), zero.get("gate_vetoes").asInt())).containsExactly(7, 370, 32, 50, 0);
        JsonNode three = json(run("life", "--seed", "3").out());
        assertThat(List.of(three.get("harm").asInt(), three.get("return").asInt(), three.get("cam").asInt(),
                three.get("tried").asInt(), three.get("gate_vetoes").asInt())).containsExactly(7, 340, 32, 46, 4);
        for (JsonNode doc : List.of(zero, three)) {
            assertThat(doc.get("cortex_calls").asInt()).isZero();
            assertThat(doc.get("false_facts").asInt()).isZero();
            assertThat(doc.get("destroyed").asInt()).isZero();
        }
        assertThat(three.get("digest").asText())
                .isEqualTo("901f4b5b6ecf2317d207b2d500353c6716628ed77379db162fe6cbdb40fcb7ef");
    }

    @Test
    void telemetryFollowsTheEchoNexusContract() throws Exception {
        Run r = run("life", "--seed", "3", "--telemetry");
        assertThat(r.code()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(lines).hasSize(2 * 256 + 2);
        int vetoes = 0;
        for (int t = 0; t < 256; t++) {
            JsonNode tel = json(lines[2 * t]);
            assertThat(tel.get("kind").asText()).isEqualTo("telemetry");
            assertThat(tel.get("origin").asText()).isEqualTo("LIVE / NEXUS-0");
            assertThat(tel.get("turn").asInt()).isEqualTo(t);
            assertThat(tel.get("wsp").asText()).hasSize(32);
            assertThat(tel.get("q")).hasSize(3);
            assertThat(tel.get("action_name").asText()).isIn("APPROACH", "AVOID", "WAIT")
                    .isEqualTo(echoai.nexus0.Action.of(tel.get("action").asInt()).name());
            vetoes += tel.get("gate").asInt();
            JsonNode frame = json(lines[2 * t + 1]);
            assertThat(frame.get("kind").asText()).isEqualTo("frame");
            JsonNode row = frame.get("grid").get(0);
            assertThat(frame.get("grid")).hasSize(1);
            assertThat(row).hasSize(32);
            int agents = 0;
            for (JsonNode code : row) {
                assertThat(code.asInt()).isBetween(0, 4);
                agents += code.asInt() == 4 ? 1 : 0;
            }
            assertThat(agents).isEqualTo(1);
            JsonNode position = frame.get("observer").get("position");
            assertThat(position).hasSize(2);
            assertThat(row.get(position.get(0).asInt()).asInt()).isEqualTo(LifeCommand.GRID_AGENT);
            assertThat(position.get(1).asInt()).isZero();
        }
        assertThat(vetoes).isEqualTo(4);
        JsonNode measures = json(lines[512]);
        assertThat(measures.get("kind").asText()).isEqualTo("result");
        assertThat(measures.get("text").asText()).startsWith("NEXUS-0 veteran, world(3), 256 turns: harm 7")
                .contains("return 340").contains("gate vetoes 4 of 256").hasSizeLessThanOrEqualTo(180);
        JsonNode audit = json(lines[513]);
        assertThat(audit.get("kind").asText()).isEqualTo("result");
        assertThat(audit.get("text").asText()).contains("false_facts 0, destroyed 0")
                .endsWith("digest 901f4b5b6ecf2317d207b2d500353c6716628ed77379db162fe6cbdb40fcb7ef")
                .hasSizeLessThanOrEqualTo(180);
        assertThat(run("life", "--seed", "3", "--telemetry").out()).isEqualTo(r.out());
    }

    @Test
    void worldTelemetryIsAFrameAResultThenTheTable() throws Exception {
        Run r = run("world", "--seed", "0", "--telemetry");
        assertThat(r.code()).isZero();
        String[] lines = r.out().split("\n");
        JsonNode frame = json(lines[0]);
        assertThat(frame.get("kind").asText()).isEqualTo("frame");
        StringBuilder kinds = new StringBuilder();
        frame.get("grid").get(0).forEach(code -> kinds.append(".TGN".charAt(code.asInt())));
        assertThat(kinds).hasToString(".N........T.GG........GT........");
        assertThat(frame.get("observer").get("position").toString()).isEqualTo("[0,0]");
        assertThat(json(lines[1]).get("text").asText()).isEqualTo("world(0), 32 cells "
                + ".N........T.GG........GT........: 26 . empty, 2 T threat, 3 G goal, 1 N novel; "
                + "an agent starts at cell 0");
        assertThat(String.join("\n", java.util.Arrays.copyOfRange(lines, 2, lines.length)) + "\n")
                .isEqualTo(run("world", "--seed", "0").out());
        assertThat(run("world", "--seed", "0", "--json", "--telemetry").code()).isEqualTo(Main.EXIT_USAGE);
    }

    @Test
    void badSeedsAreUsageErrors() {
        for (String bad : new String[] {"-1", "abc", "1.5", ""}) {
            Run w = run("world", "--seed", bad);
            assertThat(w.code()).as("world --seed '%s'", bad).isEqualTo(Main.EXIT_USAGE);
            assertThat(w.err()).contains("--seed");
            assertThat(run("life", "--seed", bad).code()).isEqualTo(Main.EXIT_USAGE);
        }
        // without --seed, seed 0 as every command (issue 37, item 12; CommandLineShapeTest)
        assertThat(run("life").code()).isZero();
    }

    @Test
    void manifest() throws Exception {
        Run r = run("echo-nexus-manifest");
        assertThat(r.code()).isZero();
        JsonNode doc = json(r.out());
        assertThat(doc.get("schema").asText()).isEqualTo("echo-nexus-backend-v1");
        Path root = Path.of("").toAbsolutePath();
        for (JsonNode test : doc.get("tests")) {
            assertThat(test.get("kind").asText()).isEqualTo("development");
            assertThat(Path.of(test.get("cwd").asText())).isEqualTo(root);
            assertThat(test.get("argv").get(0).asText()).isIn("./link1", "java");
            assertThat(test.get("argv").toString()).contains("\"--telemetry\"");
            assertThat(test.get("timeout").asInt()).isBetween(1, 3600);
        }
        assertThat(doc.get("tests").findValuesAsText("id")).contains("nexus0-life-0", "nexus0-world-0");
    }
}
