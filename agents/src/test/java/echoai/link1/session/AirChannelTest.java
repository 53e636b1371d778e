package echoai.link1.session;


import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomPoint;
import java.util.List;
import org.junit.jupiter.api.Test;

class AirChannelTest {
    private static AirChannel echo(double snrDb, long seed) {
        return new AirChannel("t", AirProfile.K1, new AirRoom.Simulated(RoomKind.ECHO, snrDb),
                seed);
    }

    @Test
    void everyProfileCrossesANearPhysicalRoomPoint() {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T).subList(0, 2);
        AirRoom near = new AirRoom.Physical(RoomPoint.named("living-0.3m"), Background.WHITE, 30,
                DeviceChain.DEFAULT);
        for (AirProfile profile : AirProfile.values()) {
            AirChannel c = new AirChannel("t", profile, near, 11);
            byte[] heard = c.carry(sent);
            assertThat(heard).as("%s", profile).isEqualTo(WireChannel.bytes(sent));
            assertThat(new AirChannel("t", profile, near, 11).carry(sent)).isEqualTo(heard);
        }
    }

    @Test
    void profileRCrossesTheSimulatedEchoRoom() {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T).subList(0, 3);
        AirChannel r = new AirChannel("t", AirProfile.R,
                new AirRoom.Simulated(RoomKind.ECHO, 10), 5);
        assertThat(r.carry(sent)).isEqualTo(WireChannel.bytes(sent));
        assertThat(r.carry(List.of())).isEmpty();
    }

    @Test
    void anAirArmTakesItsProfileAndRoom() {
        ArmPlan k1 = AirChannel.arm("A10", Arm.T, AirProfile.K1,
                new AirRoom.Simulated(RoomKind.ECHO, 10));
        assertThat(k1.run(2)).isEqualTo(AirChannel.echoArm("A10", Arm.T, 10).run(2));
        WorldResult r = AirChannel.arm("AR", Arm.T, AirProfile.R,
                new AirRoom.Simulated(RoomKind.ECHO, 0)).run(2);
        assertThat(r.firewallHolds()).isTrue();
        assertThat(r.acceptedCorrupt()).isZero();
    }
    @Test
    void cleanishAirDeliversEveryFrameInOrder() {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T).subList(0, 6);
        byte[] heard = echo(20, 7).carry(sent);
        assertThat(heard).isEqualTo(WireChannel.bytes(sent));
    }

    @Test
    void deterministicInItsSeedAndNeverDeliversACorruptFrame() {
        List<LinkFrame> sent = ArmRunner.speak(1, Arm.T).subList(0, 8);
        AirChannel a = echo(-12, 3);
        byte[] once = a.carry(sent);
        assertThat(echo(-12, 3).carry(sent))
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
