package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.frame.LinkFrame;
import echoai.link1.session.ArmRunner;
import echoai.link1.session.WorldResult;
import echoai.nexus0.Agent;
import echoai.nexus0.RingWorld;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * P3 needs its guards to have run (issue 14, item 2): a path that plays turns on the NEXUS-0
 * agent inside ({@code Agent.turn()} instead of {@code TalkingAgent.turn()}) escapes the oracle
 * and the auditor, and a path that takes bytes in without the digest around them escapes the
 * digest guard. Both were green before the guards were counted; now the firewall, the world
 * row and P3 are red for them.
 */
class GuardsCountedTest {
    private static final long SEED = 3;

    private static List<LinkFrame> claims() {
        return new Outbox(Veteran.ID).frames(new Veteran(RingWorld.world(SEED)).claims());
    }

    private static TalkingAgent novice() {
        return new TalkingAgent(RingWorld.world(SEED));
    }

    private static Verdict p3(WorldResult row) {
        return Predictions.judge(Map.of("E4", "dev"), Map.of("T", List.of(row)), null).p3()
                .verdict();
    }

    @Test
    void theRealPathCountsEveryGuardInFull() {
        TalkingAgent b = novice();
        b.hear(WireChannel.bytes(claims()));
        b.live();
        Firewall fw = b.firewall();
        assertThat(fw.oracleTurns()).isEqualTo(Agent.LIFE_TURNS);
        assertThat(fw.auditedTurns()).isEqualTo(Agent.LIFE_TURNS);
        assertThat(fw.heardBytes()).isEqualTo(22 * claims().size()).isPositive();
        assertThat(fw.digestCheckedBytes()).isEqualTo(fw.heardBytes());
        assertThat(fw.holds()).isTrue();
        WorldResult row = ArmRunner.result(SEED, "T", b, claims());
        assertThat(row.firewallHolds()).isTrue();
        assertThat(p3(row)).isEqualTo(Verdict.GREEN);
    }

    @Test
    void turnsPlayedOnTheCoreEscapeNoGuardCount() {
        TalkingAgent b = novice();
        b.hear(WireChannel.bytes(claims()));
        // The mutant path: the last 56 turns through Agent.turn(), past oracle and auditor.
        while (b.journal().size() < 200) {
            b.turn();
        }
        while (!b.isOver()) {
            b.testOnlyCore().turn();
        }
        Firewall fw = b.firewall();
        assertThat(fw.unexplainedDiversions()).isZero();
        assertThat(fw.falseFacts()).isZero();
        assertThat(fw.replayMatches()).isTrue();
        assertThat(fw.oracleTurns()).isEqualTo(200);
        assertThat(fw.auditedTurns()).isEqualTo(200);
        assertThat(fw.holds()).isFalse();
        WorldResult row = ArmRunner.result(SEED, "T", b, claims());
        assertThat(row.oracleTurns()).isEqualTo(200);
        assertThat(row.firewallHolds()).isFalse();
        assertThat(p3(row)).isEqualTo(Verdict.RED);
    }

    @Test
    void bytesTakenInWithoutTheDigestAreCaught() {
        TalkingAgent b = novice();
        byte[] bytes = WireChannel.bytes(claims());
        b.hear(bytes, 0, 22);
        b.takeIn(bytes, 22, bytes.length - 22);
        b.live();
        Firewall fw = b.firewall();
        assertThat(fw.testimonyCoreWrites()).isZero();
        assertThat(fw.heardBytes()).isEqualTo(bytes.length);
        assertThat(fw.digestCheckedBytes()).isEqualTo(22);
        assertThat(fw.holds()).isFalse();
        WorldResult row = ArmRunner.result(SEED, "T", b, claims());
        assertThat(row.firewallHolds()).isFalse();
        assertThat(p3(row)).isEqualTo(Verdict.RED);
    }

    @Test
    void theRowsLifeLengthIsNexusZeros() {
        assertThat(WorldResult.LIFE_TURNS).isEqualTo(Agent.LIFE_TURNS);
    }
}
