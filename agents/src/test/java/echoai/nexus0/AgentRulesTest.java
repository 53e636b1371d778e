package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tie-breaks, the gate on both sides of 32 turns, the integer learning rule, the proposer hook. */
class AgentRulesTest {

    @Test
    void greedyTiesGoToTheFirstAction() {
        assertThat(Nexus0Policy.greedy(0, 0, 0)).isEqualTo(Action.APPROACH);
        assertThat(Nexus0Policy.greedy(-5, 0, 0)).isEqualTo(Action.AVOID);
        assertThat(Nexus0Policy.greedy(-5, -5, 0)).isEqualTo(Action.WAIT);
        assertThat(Nexus0Policy.greedy(-5, 3, 3)).isEqualTo(Action.AVOID);
        assertThat(Nexus0Policy.greedy(3, -1, 3)).isEqualTo(Action.APPROACH);
    }

    @Test
    void leastTriedTiesGoToTheLastAction() {
        assertThat(Nexus0Policy.leastTried(0, 0, 0)).isEqualTo(Action.WAIT);
        assertThat(Nexus0Policy.leastTried(0, 0, 1)).isEqualTo(Action.AVOID);
        assertThat(Nexus0Policy.leastTried(0, 1, 1)).isEqualTo(Action.APPROACH);
        assertThat(Nexus0Policy.leastTried(2, 1, 2)).isEqualTo(Action.AVOID);
        assertThat(Nexus0Policy.leastTried(1, 2, 1)).isEqualTo(Action.WAIT);
    }

    @Test
    void explorationEveryEighthTurn() {
        List<Integer> turns = new ArrayList<>();
        for (int t = 0; t < 40; t++) {
            if (Nexus0Policy.isExplorationTurn(t)) {
                turns.add(t);
            }
        }
        assertThat(turns).containsExactly(7, 15, 23, 31, 39);
    }

    @Test
    void firstTurnsOfALife() {
        // t = 0..6 greedy with Q all 0 on EMPTY cells → APPROACH; t = 7 explores → WAIT (all n tie
        // except APPROACH tried) unless the state is new, where all n = 0 → WAIT.
        Agent agent = new Agent(RingWorld.world(0));
        TurnRecord first = agent.turn();
        assertThat(first.proposal()).isEqualTo(Action.APPROACH);
        assertThat(first.state()).isZero();
        assertThat(first.nextState()).isEqualTo(1);
        for (int t = 1; t < 7; t++) {
            agent.turn();
        }
        TurnRecord seventh = agent.turn();
        assertThat(seventh.exploration()).isTrue();
        assertThat(seventh.proposal()).isEqualTo(Action.WAIT);
    }

    @Test
    void gateVetoesWithin32TurnsAndPassesAfter() {
        Transitions t = new Transitions(4);
        t.record(2, Action.APPROACH, 10, -50);
        assertThat(Gate.judge(t, 11, 2, Action.APPROACH)).isEqualTo(Gate.Verdict.VETO);
        assertThat(Gate.judge(t, 42, 2, Action.APPROACH)).isEqualTo(Gate.Verdict.VETO);
        assertThat(Gate.judge(t, 43, 2, Action.APPROACH)).isEqualTo(Gate.Verdict.PASS);
        assertThat(Gate.judge(t, 11, 2, Action.AVOID)).isEqualTo(Gate.Verdict.PASS);
        assertThat(Gate.judge(t, 11, 1, Action.APPROACH)).isEqualTo(Gate.Verdict.PASS);
        t.record(2, Action.APPROACH, 20, 0);
        assertThat(Gate.judge(t, 42, 2, Action.APPROACH)).as("a harmless try keeps the harm turn")
                .isEqualTo(Gate.Verdict.VETO);
    }

    @Test
    void gateInALifeTurnsAVetoIntoWaitAndCountsIt() {
        // Propose APPROACH every turn in world(0): the agent walks the ring one cell a turn, so it
        // stands again on the site of its first harm h at t = h + 32 (t - h = 32: VETO → WAIT)
        // and again at t = h + 33 (t - h = 33: PASS, harmed again).
        Agent agent = new Agent(RingWorld.world(0), view -> Action.APPROACH);
        LifeSummary life = agent.live();
        List<TurnRecord> j = agent.journal();
        TurnRecord harm = j.stream().filter(r -> r.reward() < 0).findFirst().orElseThrow();
        int h = harm.turn();
        for (int t = h + 1; t < h + 32; t++) {
            assertThat(j.get(t).verdict()).as("turn %d", t).isEqualTo(Gate.Verdict.PASS);
        }
        assertThat(j.get(h + 32).state()).isEqualTo(harm.state());
        assertThat(j.get(h + 32).verdict()).isEqualTo(Gate.Verdict.VETO);
        assertThat(j.get(h + 32).action()).isEqualTo(Action.WAIT);
        assertThat(j.get(h + 32).reward()).isZero();
        assertThat(j.get(h + 33).state()).isEqualTo(harm.state());
        assertThat(j.get(h + 33).verdict()).isEqualTo(Gate.Verdict.PASS);
        assertThat(j.get(h + 33).reward()).isNegative();
        assertThat(life.vetoes()).isPositive();
        assertThat(life.vetoes() + life.passes()).isEqualTo(Agent.LIFE_TURNS);
        assertThat(life.vetoes()).isEqualTo((int) j.stream()
                .filter(r -> r.verdict() == Gate.Verdict.VETO).count());
    }

    @Test
    void learningRuleTruncatesTowardZero() {
        QTable q = new QTable(2);
        assertThat(q.learn(0, Action.APPROACH, -50, 1)).isEqualTo(-25);
        // target -50; (-50 - -25) / 2 = -12 (floor would give -13)
        assertThat(q.learn(0, Action.APPROACH, -50, 1)).isEqualTo(-37);
        // s' = 0 with maxQ(0) = 0 (AVOID, WAIT are 0): target 30 + 0 = 30 → 15
        assertThat(q.learn(1, Action.AVOID, 30, 0)).isEqualTo(15);
        // maxQ(s') is taken before the update when s' = s
        assertThat(q.learn(1, Action.AVOID, 0, 1)).isEqualTo(15 + (7 - 15) / 2);
        QTable neg = new QTable(2);
        neg.learn(1, Action.APPROACH, -50, 0);
        neg.learn(1, Action.AVOID, -50, 0);
        neg.learn(1, Action.WAIT, -50, 0);
        assertThat(neg.max(1)).isEqualTo(-25);
        // target = 0 + (-25) / 2 = -12 (not -13)
        assertThat(neg.learn(0, Action.WAIT, 0, 1)).isEqualTo(-6);
    }

    @Test
    void proposerSeesAReadOnlyViewAndTheGateStillRules() {
        List<String> seen = new ArrayList<>();
        Agent agent = new Agent(RingWorld.world(0), view -> {
            assertThat(view).isNotInstanceOf(Agent.class);
            Postcard obs = view.observation();
            assertThat(view.cam(view.state())).isEqualTo(obs);
            seen.add(view.turn() + ":" + view.isExplorationTurn());
            return Nexus0Policy.propose(view);
        });
        agent.live();
        assertThat(seen).hasSize(256).startsWith("0:false").contains("7:true");
        Agent veteran = new Agent(RingWorld.world(0));
        veteran.live();
        assertThat(agent.digest()).isEqualTo(veteran.digest());
    }

    @Test
    void camIsAppendOnlyAndDistinct() {
        Agent agent = new Agent(RingWorld.world(7));
        CoreSnapshot before = agent.snapshot();
        for (int t = 0; t < Agent.LIFE_TURNS; t++) {
            agent.turn();
            CoreSnapshot now = agent.snapshot();
            assertThat(now.cam().subList(0, before.camSize())).isEqualTo(before.cam());
            assertThat(now.cam()).doesNotHaveDuplicates();
            before = now;
        }
    }
}
