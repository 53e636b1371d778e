package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import org.junit.jupiter.api.Test;

/** The line-rule reader of {@link EchoNexusContractTest} catches each fault it is meant to. */
class EchoNexusLineRulesTest {
    private static final String FRAME = "{\"kind\":\"frame\",\"grid\":[[0,1,4]],"
            + "\"observer\":{\"position\":[2,0]}}";
    private static final String TELEMETRY = "{\"kind\":\"telemetry\",\"turn\":0,\"action\":1,"
            + "\"action_name\":\"AVOID\",\"reward\":-1}";

    private static int faults(String output) {
        return EchoNexusLineRules.check(output).violations().size();
    }

    @Test
    void compliantLinesPass() {
        String out = "link1: building target/link1.jar ...\n" + FRAME + "\n" + TELEMETRY + "\n"
                + "{\"kind\":\"result\",\"text\":\"" + "x".repeat(180) + "\"}\n";
        EchoNexusLineRules.Tally tally = EchoNexusLineRules.check(out);
        assertThat(tally.violations()).isEmpty();
        assertThat(tally.lines()).isEqualTo(4);
        assertThat(tally.other()).isEqualTo(1);
        assertThat(tally.frames()).isEqualTo(1);
        assertThat(tally.telemetry()).isEqualTo(1);
        assertThat(tally.results()).isEqualTo(1);
    }

    @Test
    void prettyJsonIsFragments() {
        String pretty = Json.text(Json.object().put("seed", 0).put("harm", 7));
        assertThat(pretty.split("\n")).hasSizeGreaterThan(1);
        assertThat(faults(pretty)).isEqualTo(pretty.split("\n").length);
        assertThat(faults("{\"a\":1} {\"b\":2}\n")).isEqualTo(1);
        assertThat(faults("[1,2]\n")).isEqualTo(1);
    }

    @Test
    void resultsOver180CharactersFail() {
        assertThat(faults("{\"kind\":\"result\",\"text\":\"" + "x".repeat(181) + "\"}")).isEqualTo(1);
        assertThat(faults("{\"kind\":\"result\",\"text\":\"" + "ñ".repeat(180) + "\"}")).isZero();
        assertThat(faults("{\"kind\":\"result\"}")).isEqualTo(1);
    }

    @Test
    void framesNeedARectangularGridAndAnObserverInIt() {
        assertThat(faults(FRAME.replace(",\"observer\":{\"position\":[2,0]}", ""))).isEqualTo(1);
        assertThat(faults(FRAME.replace("[2,0]", "[3,0]"))).isEqualTo(1);
        assertThat(faults(FRAME.replace("[2,0]", "[2]"))).isEqualTo(1);
        assertThat(faults(FRAME.replace("[[0,1,4]]", "[[0,1,4],[0,1]]"))).isEqualTo(1);
        assertThat(faults(FRAME.replace("[[0,1,4]]", "[[0,1.5,4]]"))).isEqualTo(1);
        assertThat(faults(FRAME.replace("[[0,1,4]]", "[]"))).isEqualTo(1);
    }

    @Test
    void telemetryNeedsTheNameOfItsAction() {
        assertThat(faults(TELEMETRY.replace(",\"action_name\":\"AVOID\"", ""))).isEqualTo(1);
        assertThat(faults(TELEMETRY.replace("AVOID", "WAIT"))).isEqualTo(1);
        assertThat(faults(TELEMETRY.replace("\"action\":1", "\"action\":7"))).isEqualTo(1);
    }
}
