package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The reference figures and digests of NEXUS0.md, determinism and twins. */
class AgentGoldenTest {
    private static final String DIGEST_WORLD_0 =
            "1f82ee6a56f0b6d981dd0aa5275f68e047051940d8d25b9039fbc4ad0864f176";
    private static final String DIGEST_WORLD_3 =
            "901f4b5b6ecf2317d207b2d500353c6716628ed77379db162fe6cbdb40fcb7ef";

    private static void assertVeteran(long seed, LifeSummary expected, String digest) {
        Agent agent = new Agent(RingWorld.world(seed));
        assertThat(agent.live()).as("world(%d)", seed).isEqualTo(expected);
        assertThat(agent.digest()).as("world(%d)", seed).isEqualTo(digest);
    }

    @Test
    void veteranOfWorld0() {
        // harm 7, return 370, CAM 32, tried 50, vetoes 0 (of 256 verdicts), cortex calls 0
        assertVeteran(0, new LifeSummary(256, 7, 370, 32, 50, 0, 256, 0), DIGEST_WORLD_0);
    }

    @Test
    void veteranOfWorld3() {
        // harm 7, return 340, CAM 32, tried 46, vetoes 4 (of 256 verdicts), cortex calls 0
        assertVeteran(3, new LifeSummary(256, 7, 340, 32, 46, 4, 252, 0), DIGEST_WORLD_3);
    }

    @Test
    void sameSeedSameLife() {
        for (long seed = 0; seed < 16; seed++) {
            Agent a = new Agent(RingWorld.world(seed));
            Agent b = new Agent(RingWorld.world(seed));
            a.live();
            b.live();
            assertThat(a.digest()).as("seed %d", seed).isEqualTo(b.digest());
            assertThat(a.journal()).isEqualTo(b.journal());
            assertThat(a.snapshot()).isEqualTo(b.snapshot());
        }
    }

    @Test
    void twinReplayingTheProposalsMatchesTurnByTurn() {
        Agent agent = new Agent(RingWorld.world(3));
        agent.live();
        List<Action> proposals = agent.journal().stream().map(TurnRecord::proposal).toList();
        Agent twin = agent.twin(proposals);
        for (TurnRecord rec : agent.journal()) {
            assertThat(twin.turn()).isEqualTo(rec);
        }
        assertThat(twin.digest()).isEqualTo(agent.digest());
    }

    @Test
    void peekShowsTheNextObservationAndTheLifeEndsAt256() {
        Agent agent = new Agent(RingWorld.world(5));
        for (int t = 0; t < Agent.LIFE_TURNS; t++) {
            var seen = agent.peekObservation();
            assertThat(agent.view().turn()).isEqualTo(t);
            assertThat(agent.turn().observation()).isEqualTo(seen);
        }
        assertThat(agent.isOver()).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(agent::turn)
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void cortexIsNeverCalledWhenOff() {
        for (long seed = 0; seed < 16; seed++) {
            Agent agent = new Agent(RingWorld.worldD(seed));
            assertThat(agent.live().cortexCalls()).isZero();
        }
    }

    @Test
    void anOnCortexIsCalledEveryTurnAndCounted() {
        Agent agent = new Agent(RingWorld.world(0), Proposer.NEXUS0, view -> null);
        assertThat(agent.live().cortexCalls()).isEqualTo(Agent.LIFE_TURNS);
        assertThat(agent.digest()).isEqualTo(DIGEST_WORLD_0);
    }

    @Test
    void journalAgreesWithTheFigures() {
        Agent agent = new Agent(RingWorld.world(3));
        LifeSummary life = agent.live();
        List<TurnRecord> j = agent.journal();
        assertThat(j).hasSize(256);
        assertThat(j.stream().filter(r -> r.reward() < 0).count()).isEqualTo(life.harm());
        assertThat(j.stream().mapToInt(TurnRecord::reward).sum()).isEqualTo(life.totalReturn());
        assertThat(j.stream().filter(r -> r.verdict() == Gate.Verdict.VETO).count())
                .isEqualTo(life.vetoes());
        for (TurnRecord r : j) {
            assertThat(r.exploration()).isEqualTo(r.turn() % 8 == 7);
            assertThat(r.action()).isEqualTo(r.verdict() == Gate.Verdict.VETO ? Action.WAIT : r.proposal());
        }
    }

    @Test
    void silentNovicesFirstVisitHarmIsArmSOfTheSpec() {
        // NEXUS0.md's table, arm S (a novice that hears nothing is a plain NEXUS-0 agent):
        // first-visit harm = cells whose first executed action got a negative reward.
        int[] armS = {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 3, 3};
        for (int seed = 0; seed < 16; seed++) {
            Agent agent = new Agent(RingWorld.world(seed));
            agent.live();
            java.util.Set<Integer> visited = new java.util.HashSet<>();
            int harm = 0;
            for (TurnRecord r : agent.journal()) {
                if (visited.add(r.cell()) && r.reward() < 0) {
                    harm++;
                }
            }
            assertThat(harm).as("seed %d", seed).isEqualTo(armS[seed]);
        }
    }
}
