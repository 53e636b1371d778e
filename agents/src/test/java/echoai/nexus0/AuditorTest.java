package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import org.junit.jupiter.api.Test;

/** The auditor: clean lives give 0/0; planted false facts and destroyed ones are caught. */
class AuditorTest {
    /** An observation no cell of any ring shows (domain 'X'). */
    private static final Postcard FORGED =
            new Postcard(Atom.AQUI, Atom.DESEAR, Atom.BIENVENIDA, Atom.AHORA, Emotion.ZERO, 0,
                    'X', 0, 0, 0x12, 0x34);

    private static Auditor auditedLife(Agent agent, int tamperTurn, Runnable tamper) {
        Auditor auditor = new Auditor();
        for (int t = 0; t < Agent.LIFE_TURNS; t++) {
            TurnRecord rec = agent.turn();
            if (t == tamperTurn) {
                tamper.run();
            }
            auditor.check(rec, agent.snapshot());
        }
        return auditor;
    }

    @Test
    void cleanLivesHaveNoFalseAndNoDestroyedFacts() {
        for (long seed = 0; seed < 16; seed++) {
            for (RingWorld w : new RingWorld[] {RingWorld.world(seed), RingWorld.worldD(seed)}) {
                Auditor a = auditedLife(new Agent(w), -1, () -> { });
                assertThat(a.falseFacts()).as("seed %d", seed).isZero();
                assertThat(a.destroyed()).as("seed %d", seed).isZero();
                assertThat(a.checks()).isEqualTo(Agent.LIFE_TURNS);
            }
        }
    }

    @Test
    void catchesAPlantedCamEntry() {
        Agent agent = new Agent(RingWorld.world(0));
        Auditor a = auditedLife(agent, 100, () -> Tamper.plantCam(agent, FORGED));
        assertThat(a.falseFacts()).isPositive();
    }

    @Test
    void catchesAPlantedCount() {
        Agent agent = new Agent(RingWorld.world(0));
        Auditor a = auditedLife(agent, 50, () -> Tamper.setCount(agent, 0, Action.AVOID,
                agent.view().n(0, Action.AVOID) + 1));
        assertThat(a.falseFacts()).isEqualTo(1);
        assertThat(a.destroyed()).isZero();
    }

    @Test
    void catchesAnOverwrittenCamEntry() {
        Agent agent = new Agent(RingWorld.world(0));
        Auditor a = auditedLife(agent, 120, () -> Tamper.overwriteCam(agent, 3, FORGED));
        assertThat(a.destroyed()).isPositive();
    }

    @Test
    void catchesALoweredCount() {
        Agent agent = new Agent(RingWorld.world(3));
        Auditor a = auditedLife(agent, 200, () -> Tamper.setCount(agent, 0, Action.APPROACH, 0));
        assertThat(a.destroyed()).isEqualTo(1);
        assertThat(a.falseFacts()).isPositive();
    }

    @Test
    void finalAuditOfAJournal() {
        Agent agent = new Agent(RingWorld.world(9));
        agent.live();
        assertThat(Auditor.ofFinal(agent.journal(), agent.snapshot()).falseFacts()).isZero();
        Tamper.plantCam(agent, FORGED);
        assertThat(Auditor.ofFinal(agent.journal(), agent.snapshot()).falseFacts()).isPositive();
    }

    @Test
    void catchesAMovedHarmTurn() {
        Agent agent = new Agent(RingWorld.world(0));
        Auditor a = auditedLife(agent, 30, () -> Tamper.setLastHarm(agent, 1, Action.WAIT, 29));
        assertThat(a.falseFacts()).isEqualTo(1);
    }

    @Test
    void aQLeakIsNotAFactButTheDigestAndTheTwinSeeIt() {
        Agent agent = new Agent(RingWorld.world(0));
        for (int t = 0; t < 100; t++) {
            agent.turn();
        }
        String before = agent.digest();
        Agent twin = agent.twin(agent.journal().stream().map(TurnRecord::proposal).toList());
        for (int t = 0; t < 100; t++) {
            twin.turn();
        }
        assertThat(twin.digest()).isEqualTo(before);
        Tamper.setQ(agent, 2, Action.AVOID, 99);
        assertThat(agent.digest()).isNotEqualTo(before).isNotEqualTo(twin.digest());
    }
}
