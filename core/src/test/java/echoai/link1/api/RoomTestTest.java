package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Speech;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RoomTestTest {
    private static final String PINNED_K1_FIRST = "5711010002121c091a0000140000004c010003003771";
    private static final String PINNED_R_LAST = "5711012f020b1c09e600005a0000004c0100032ff8b0";

    /** The sequence is a contract (docs/web.md): its first and last frames are pinned here. */
    @Test
    void theSequenceIsPinned() {
        assertThat(RoomTest.frames(AirProfile.K1).get(0).toHex()).isEqualTo(PINNED_K1_FIRST);
        assertThat(RoomTest.frames(AirProfile.R).get(15).toHex()).isEqualTo(PINNED_R_LAST);
    }

    @Test
    void fortyEightDistinctClaimsFromSpeakerOneNumberedInOrder() {
        Set<LinkFrame> all = new HashSet<>();
        int index = 0;
        for (AirProfile p : RoomTest.profiles()) {
            List<LinkFrame> frames = RoomTest.frames(p);
            assertThat(frames).hasSize(RoomTest.FRAMES_PER_PROFILE);
            for (LinkFrame f : frames) {
                assertThat(f.seq()).isEqualTo(index++);
                assertThat(f.sender()).isEqualTo(RoomTest.SPEAKER);
                assertThat(Speech.read(f)).get().isInstanceOf(Claim.class);
                assertThat(LinkFrame.fromHex(f.toHex())).isEqualTo(f);
                assertThat(RoomTest.indexOf(p, f)).isEqualTo(f.seq() % RoomTest.FRAMES_PER_PROFILE);
            }
            all.addAll(frames);
        }
        assertThat(all).hasSize(3 * RoomTest.FRAMES_PER_PROFILE);
        assertThat(RoomTest.frames(AirProfile.K1)).isEqualTo(RoomTest.frames(AirProfile.K1));
        assertThat(RoomTest.indexOf(AirProfile.K2, RoomTest.frames(AirProfile.K1).get(0)))
                .isEqualTo(-1);
    }

    /** Each profile's recording at a device's 48 kHz is heard whole, in order. */
    @ParameterizedTest
    @MethodSource("echoai.link1.api.RoomTest#profiles")
    void eachRecordingIsHeardWhole(AirProfile profile) {
        List<Heard> heard = Link1.decode(RoomTest.recording(profile, 48_000), profile, 48_000);
        assertThat(heard).extracting(Heard::frame).containsExactlyElementsOf(
                RoomTest.frames(profile));
    }

    @Test
    void noProfileIsRefused() {
        assertThatThrownBy(() -> RoomTest.frames(null)).isInstanceOf(NullPointerException.class);
    }
}
