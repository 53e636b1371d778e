package echoai.link1.cli.story;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.modem.AirProfile;
import echoai.link1.room.RoomKind;
import echoai.link1.session.AirChannel;
import echoai.link1.session.AirRoom;
import echoai.link1.session.Arm;
import echoai.link1.session.Seeds;
import echoai.link1.session.WorldResult;
import org.junit.jupiter.api.Test;

/** The demo by air: the simulated echo room delivers A's claims; noise loses frames, never lies. */
class DemoAirTest {
    private static AirChannel air(double snrDb, long seed) {
        return new AirChannel("air", AirProfile.K1, new AirRoom.Simulated(RoomKind.ECHO, snrDb),
                Seeds.mix(seed, Seeds.stream("A10")));
    }

    @Test
    void worldZeroThroughTheEchoRoomAtTenDbIsArmA10() {
        Demo.Story s = Demo.run(0, air(10, 0));
        assertThat(s.told().postcardsLost()).isZero();
        assertThat(s.told().acceptedCorrupt()).isZero();
        assertThat(s.told().firstVisitHarm()).isZero();
        assertThat(s.alone().firstVisitHarm()).isEqualTo(3);
        WorldResult a10 = AirChannel.echoArm("A10", Arm.T, 10).run(0);
        assertThat(s.told().coreDigest()).isEqualTo(a10.coreDigest());
        assertThat(s.told().postcardsLost()).isEqualTo(a10.postcardsLost());
        assertThat(String.join("\n", Narration.lines(s)))
                .contains("B receives 50 of 50 frames byte-exact (0 lost, 0 corrupt accepted)");
    }

    @Test
    void deepNoiseLosesFramesButNeverAcceptsACorruptOne() {
        Demo.Story s = Demo.run(0, air(-14, 0));
        assertThat(s.told().postcardsLost()).isPositive();
        assertThat(s.told().acceptedCorrupt()).isZero();
        assertThat(s.told().firewallHolds()).isTrue();
    }

    @Test
    void sameSeedSameStory() {
        Demo.Story a = Demo.run(3, air(-11, 3));
        Demo.Story b = Demo.run(3, air(-11, 3));
        assertThat(a.heard()).isEqualTo(b.heard());
        assertThat(Narration.lines(a)).isEqualTo(Narration.lines(b));
    }
}
