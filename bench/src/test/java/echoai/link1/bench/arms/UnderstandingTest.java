package echoai.link1.bench.arms;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.Site;
import echoai.link1.agent.TalkingAgent;
import echoai.link1.agent.Testimony;
import echoai.link1.agent.TestimonyStore;
import echoai.link1.agent.Veteran;
import echoai.link1.agent.WireChannel;
import echoai.link1.session.Arm;
import echoai.link1.session.ArmRunner;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.nexus0.RingWorld;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnderstandingTest {
    private static TestimonyStore says(Action a, int v) {
        return TestimonyStore.of(List.of(new Testimony(9, a, v, 10, 1, 0)));
    }

    @Test
    void cicIsTheEntropyOfTheSummedActionMarginal() {
        Site site = new Site(0, 0, 9, 0, 0, 0, 0, 0, 0);
        // silence → APPROACH (ties to first); AVOID +50 → AVOID; WAIT +50 → WAIT; APPROACH -50
        // → AVOID. Marginal: APPROACH 1/4, AVOID 1/2, WAIT 1/4 → H = 1.5 bits exactly.
        List<TestimonyStore> messages = List.of(new TestimonyStore(), says(Action.AVOID, 50),
                says(Action.WAIT, 50), says(Action.APPROACH, -50));
        assertThat(Understanding.cicBits(site, 0, messages, Understanding.LISTENER)).isEqualTo(1.5);
        assertThat(Understanding.cicBits(site, 0, messages, Understanding.IGNORING)).isEqualTo(0.0);
    }

    @Test
    void aListenerThatIgnoresMessagesScoresExactlyZeroInEveryDevWorld() {
        for (int seed = 0; seed < 16; seed++) {
            RingWorld world = RingWorld.world(seed);
            List<Claim> truth = new Veteran(world).claims();
            TalkingAgent b = ArmRunner.listenLife(seed, Arm.T,
                    WireChannel.bytes(new Outbox(Veteran.ID).frames(truth)), false);
            Understanding.WorldFigures f = Understanding.measure(seed, truth, b);
            assertThat(f.cicIgnoringBits()).as("seed %d", seed).isEqualTo(0.0);
            assertThat(f.cicBits()).as("seed %d", seed).isPositive();
            assertThat(f.movedBySilence()).as("seed %d", seed).isPositive();
        }
    }

    @Test
    void aListenerPastItsBudgetIgnoresMessagesToo() {
        Site site = new Site(0, 0, 9, 0, 0, 0, 0, 0, 0);
        List<TestimonyStore> messages = List.of(new TestimonyStore(), says(Action.AVOID, 50),
                says(Action.WAIT, 50));
        assertThat(Understanding.cicBits(site, 4, messages, Understanding.LISTENER)).isEqualTo(0.0);
    }
}
