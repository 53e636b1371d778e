package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.agent.WireChannel;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.RoomKind;
import java.io.ByteArrayOutputStream;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One postcard a room draw: the derivation pinned, the count running across calls. */
class PostcardAirChannelTest {
    private static final AirRoom LOSSY = new AirRoom.Simulated(RoomKind.ECHO, -12);

    @Test
    void aQuietRoomDeliversEveryPostcardInOrder() {
        List<LinkFrame> sent = ArmRunner.speak(0, Arm.T).subList(0, 3);
        PostcardAirChannel c = new PostcardAirChannel("t", AirProfile.K1,
                new AirRoom.Simulated(RoomKind.DRY, 30), 7);
        assertThat(c.carry(sent)).isEqualTo(WireChannel.bytes(sent));
        assertThat(c.postcards()).isEqualTo(3);
        assertThat(c.carry(List.of())).isEmpty();
    }

    @Test
    void postcardKIsItsOwnRecordingDrawnFromMixSeedK() {
        LinkFrame frame = ArmRunner.speak(0, Arm.T).get(0);
        List<LinkFrame> sent = Collections.nCopies(12, frame);
        PostcardAirChannel c = new PostcardAirChannel("t", AirProfile.K1, LOSSY, 3);
        byte[] heard = c.carry(sent.subList(0, 5));
        ByteArrayOutputStream rest = new ByteArrayOutputStream();
        rest.writeBytes(heard);
        rest.writeBytes(c.carry(sent.subList(5, 12)));
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        int delivered = 0;
        for (int k = 0; k < 12; k++) {
            byte[] one = AirPath.carry(AirProfile.K1, List.of(frame.toBytes()), LOSSY,
                    new SplittableRandom(Seeds.mix(3, k))).bytes();
            delivered += one.length > 0 ? 1 : 0;
            expected.writeBytes(one);
        }
        assertThat(rest.toByteArray()).isEqualTo(expected.toByteArray());
        // the room at -12 dB loses some postcards and delivers others: independent draws
        assertThat(delivered).isBetween(1, 11);
    }

    @Test
    void theProfileIsNotInTheSeed() {
        PostcardAirChannel k1 = new PostcardAirChannel("a", AirProfile.K1, LOSSY, 9);
        PostcardAirChannel r = new PostcardAirChannel("b", AirProfile.R, LOSSY, 9);
        assertThat(k1.seed()).isEqualTo(r.seed());
        assertThat(r.profile()).isEqualTo(AirProfile.R);
        assertThat(r.room()).isEqualTo(LOSSY);
        assertThat(r.name()).isEqualTo("b");
    }
}
