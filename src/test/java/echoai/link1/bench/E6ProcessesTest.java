package echoai.link1.bench;

import echoai.link1.session.Arm;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.results.E6Result;
import echoai.link1.results.StdinTrial;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Real OS processes: one pipe pair and the abused-stdin trials on dev seed 1. */
class E6ProcessesTest {
    @Test
    void pipePairEqualsInProcessRun() throws Exception {
        E6Result.World w = E6Processes.pair(1, Arm.T, "T");
        assertThat(w.exitCode()).isZero();
        assertThat(w.reportEqual()).as("report via pipe = in-process").isTrue();
        assertThat(w.digestEqual()).isTrue();
    }

    @Test
    void listenSurvivesGarbageTruncationAndClosedPipe() throws Exception {
        List<StdinTrial> trials = E6Processes.stdinTrials(1);
        assertThat(trials).hasSize(3);
        for (StdinTrial t : trials) {
            assertThat(t.ok()).as(t.toString()).isTrue();
        }
    }
}
