package echoai.link1.bench;

import echoai.link1.session.Arm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** Real OS processes: one pipe pair and the abused-stdin trials on dev seed 1. */
class E6ProcessesTest {
    @Test
    void pipePairEqualsInProcessRun() throws Exception {
        ObjectNode w = E6Processes.pair(1, Arm.T, "T");
        assertThat(w.get("exit_code").asInt()).isZero();
        assertThat(w.get("report_equal").asBoolean()).as("report via pipe = in-process").isTrue();
        assertThat(w.get("digest_equal").asBoolean()).isTrue();
    }

    @Test
    void listenSurvivesGarbageTruncationAndClosedPipe() throws Exception {
        ArrayNode trials = E6Processes.stdinTrials(1);
        assertThat(trials).hasSize(3);
        for (JsonNode t : trials) {
            assertThat(t.get("ok").asBoolean()).as(t.toString()).isTrue();
        }
    }
}
