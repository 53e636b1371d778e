package echoai.link1.bench.e6;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.session.Arm;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Real OS processes: one wire arm and E5 over two dev worlds each, and the stdin trials. It lives
 * in the CLI module because the children run {@code echoai.link1.cli.Main} from this class path.
 */
class E6ProcessesTest {
    @Test
    void oneProcessPairServesManyWorldsAndEachRowEqualsTheInProcessRun() throws Exception {
        E6Result.Arm arm = E6Processes.wire(Arm.X, "0-1", List.of(0, 1));
        assertThat(arm.worlds()).hasSize(2);
        for (E6Result.World w : arm.worlds()) {
            assertThat(w.exitCode()).isZero();
            assertThat(w.reportEqual()).as("row via processes = in-process, %s", w).isTrue();
            assertThat(w.digestEqual()).isTrue();
        }
    }

    @Test
    void theDialogueCrossesTwoPipesAndEachRowEqualsTheInProcessRun() throws Exception {
        E6Result.Arm arm = E6Processes.dialogue("0-1", List.of(0, 1));
        assertThat(arm.worlds()).hasSize(2);
        for (E6Result.World w : arm.worlds()) {
            assertThat(w.exitCode()).isZero();
            assertThat(w.reportEqual()).as("E5 via processes = in-process, %s", w).isTrue();
        }
    }

    @Test
    void theParentsAccountingSeesAWorldTheListenerNeverReported() throws Exception {
        // the listener expects seeds 0-1 but the speaker sends only world 0: world 1 unequal
        E6Result.Arm arm = E6Processes.wire(Arm.T, "0", List.of(0, 1));
        assertThat(arm.worlds().get(0).reportEqual()).isTrue();
        assertThat(arm.worlds().get(1).reportEqual()).isFalse();
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
