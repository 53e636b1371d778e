package echoai.link1.session;

import echoai.link1.results.WorldResult;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomKind;
import java.util.List;
import org.junit.jupiter.api.Test;

class AirChannelTest {
    @Test
    void cleanishAirDeliversEveryFrameInOrder() {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T).subList(0, 6);
        byte[] heard = new AirChannel("t", TonePlan.of(1), RoomKind.ECHO, 20, 7).carry(sent);
        assertThat(heard).isEqualTo(WireChannel.bytes(sent));
    }

    @Test
    void deterministicInItsSeedAndNeverDeliversACorruptFrame() {
        List<LinkFrame> sent = ArmRunner.speak(1, Arm.T).subList(0, 8);
        AirChannel a = new AirChannel("t", TonePlan.of(1), RoomKind.ECHO, -12, 3);
        byte[] once = a.carry(sent);
        assertThat(new AirChannel("t", TonePlan.of(1), RoomKind.ECHO, -12, 3).carry(sent))
                .isEqualTo(once);
        assertThat(once.length % LinkFrame.LENGTH).isZero();
        for (int i = 0; i < once.length; i += LinkFrame.LENGTH) {
            byte[] f = java.util.Arrays.copyOfRange(once, i, i + LinkFrame.LENGTH);
            assertThat(sent.stream().anyMatch(s -> java.util.Arrays.equals(s.toBytes(), f)))
                    .as("delivered frame %d was sent", i / LinkFrame.LENGTH).isTrue();
        }
    }

    @Test
    void airArmRunsWithItsGuards() {
        WorldResult r = AirChannel.echoArm("A10", Arm.T, 10).run(2);
        assertThat(r.firewallHolds()).isTrue();
        assertThat(r.acceptedCorrupt()).isZero();
        assertThat(r.postcards()).isEqualTo(ArmRunner.speak(2, Arm.T).size());
    }
}
