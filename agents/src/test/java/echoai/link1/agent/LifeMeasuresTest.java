package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.nexus0.Action;
import echoai.nexus0.Agent;
import echoai.nexus0.Gate;
import echoai.nexus0.LifeSummary;
import echoai.nexus0.RingWorld;
import echoai.nexus0.TurnRecord;
import echoai.wsp.Postcard;
import java.util.List;
import org.junit.jupiter.api.Test;

class LifeMeasuresTest {
    private static final Postcard OBS = RingWorld.world(0).observe(0);

    /** A turn at {@code cell} that moves to {@code next}, with its verdict, action and reward. */
    private static TurnRecord turn(int t, int cell, Gate.Verdict verdict, Action action,
            int reward, int next) {
        return new TurnRecord(t, cell, OBS, 0, Action.APPROACH, false, verdict, action, reward,
                next, OBS, 0, 0, 0, 0, 1);
    }

    @Test
    void firstVisitHarmKeysTheTurnByTheCellItWasPlayedAtNotTheCellItMovedTo() {
        // t0 at cell 0 (harmless) moves to cell 1; t1 at cell 1 hurts and stays there.
        // Keyed by cell(): cell 1's first action hurt -> 1. Keyed by nextCell(): cell 1 was
        // "first visited" by t0, which was harmless -> 0.
        List<TurnRecord> journal = List.of(
                turn(0, 0, Gate.Verdict.PASS, Action.APPROACH, 0, 1),
                turn(1, 1, Gate.Verdict.PASS, Action.APPROACH, -50, 1),
                turn(2, 1, Gate.Verdict.PASS, Action.APPROACH, -50, 1));
        assertThat(LifeMeasures.firstVisitHarm(journal)).isEqualTo(1);
        assertThat(LifeMeasures.harmfulFirstVisits(journal)).containsExactly(journal.get(1));
        assertThat(LifeMeasures.firstVisits(journal)).containsExactly(journal.get(0),
                journal.get(1));
    }

    @Test
    void theFirstActionCountsAfterTheGate() {
        // a vetoed first visit executes WAIT (reward 0): the later harm there is no first-visit harm
        List<TurnRecord> journal = List.of(
                turn(0, 5, Gate.Verdict.VETO, Action.WAIT, 0, 5),
                turn(1, 5, Gate.Verdict.PASS, Action.APPROACH, -50, 6));
        LifeMeasures m = LifeMeasures.of(journal, new Agent(RingWorld.world(0)).view(), 2);
        assertThat(m.firstVisitHarm()).isZero();
        assertThat(m.harm()).isEqualTo(1);
        assertThat(m.totalReturn()).isEqualTo(-50);
        assertThat(m.gateVetoes()).isEqualTo(1);
        assertThat(m.diversions()).isEqualTo(2);
    }

    @Test
    void agreesWithTheAgentsOwnCountsOnEveryDevWorld() {
        for (int seed = 0; seed < 16; seed++) {
            TalkingAgent b = new TalkingAgent(RingWorld.world(seed));
            b.live();
            LifeMeasures m = b.measures();
            LifeSummary life = b.summary();
            assertThat(m.harm()).as("seed %d", seed).isEqualTo(life.harm());
            assertThat(m.totalReturn()).as("seed %d", seed).isEqualTo(life.totalReturn());
            assertThat(m.gateVetoes()).as("seed %d", seed).isEqualTo(life.vetoes());
            assertThat(m.diversions()).isEqualTo(b.budget().total());
            assertThat(m.sitesCounted()).as("seed %d", seed).isPositive()
                    .isLessThanOrEqualTo(life.camSize());
        }
    }

    @Test
    void sitesCountedAreDistinctReferentsOfTheCam() {
        Agent a = new Agent(RingWorld.world(0));
        assertThat(LifeMeasures.sitesCounted(a.view())).isZero();
        a.live();
        assertThat(LifeMeasures.sitesCounted(a.view())).isBetween(1, 32);
    }

    @Test
    void negativeCountsAreRefused() {
        assertThatThrownBy(() -> new LifeMeasures(-1, 0, 0, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("firstVisitHarm must be >= 0: -1");
        assertThat(new LifeMeasures(0, 0, -50, 0, 0, 0).totalReturn()).isEqualTo(-50);
    }
}
