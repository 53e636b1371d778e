package echoai.link1.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.agent.WireChannel;
import echoai.link1.modem.AirProfile;
import echoai.link1.modem.DropReason;
import echoai.link1.modem.Modulator;
import echoai.link1.modem.TonePlan;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import echoai.link1.room.RoomOutput;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AirPathTest {
    private static final RoomConfig CLEAN =
            RoomConfig.of(RoomKind.DRY, Double.POSITIVE_INFINITY, 1, 0);

    private static List<byte[]> claims(int n) {
        return AirPath.frameBytes(ArmRunner.speak(0, Arm.T).subList(0, n));
    }

    @Test
    void cleanAirDeliversEveryFrameWithItsCounts() {
        List<byte[]> sent = claims(5);
        RoomOutput rx = AirPath.air(AirProfile.K1, sent, CLEAN);
        Reception got = AirPath.receive(AirProfile.K1, rx.samples(), sent.size());
        assertThat(got.bytes()).isEqualTo(WireChannel.bytes(ArmRunner.speak(0, Arm.T)
                .subList(0, 5)));
        assertThat(got.frames()).hasSize(5);
        assertThat(got.greetings()).isGreaterThanOrEqualTo(5);
        assertThat(got.candidates()).isGreaterThanOrEqualTo(5);
        assertThat(got.dropped().keySet()).containsExactly(DropReason.values());
        assertThat(got).isEqualTo(AirPath.carry(AirProfile.K1, sent, CLEAN));
    }

    @Test
    void theReceiverKeepsAtMostTheFramesSentPlusEight() {
        List<byte[]> sent = claims(12);
        short[] pcm = AirPath.air(AirProfile.K1, sent, CLEAN).samples();
        assertThat(AirPath.receive(AirProfile.K1, pcm, 1).frames())
                .hasSize(1 + AirChannel.EXTRA_FRAMES);
        assertThat(AirPath.receive(AirProfile.K1, pcm, 12).frames()).hasSize(12);
    }

    @Test
    void aFrameFailingTheCrcIsDroppedAndCounted() {
        byte[] bad = claims(1).get(0);
        bad[21] ^= 1;
        Reception got = AirPath.receive(AirProfile.K1,
                Modulator.recordingOfFrames(TonePlan.K1, List.of(bad)), 1);
        assertThat(got.frames()).isEmpty();
        assertThat(got.dropped(DropReason.CHECK_FAILED)).isEqualTo(1);
    }

    @Test
    void theRandomRoomDrawsTheDelayThenTheRoomSeed() {
        SplittableRandom mine = new SplittableRandom(42);
        int delay = mine.nextInt(AirChannel.MAX_DELAY_SAMPLES + 1);
        long seed = mine.nextLong();
        assertThat(AirPath.randomRoom(RoomKind.ECHO, -3, new SplittableRandom(42)))
                .isEqualTo(RoomConfig.of(RoomKind.ECHO, -3, seed, delay));
    }

    @Test
    void theCandidateTapSeesEveryCandidate() {
        List<byte[]> sent = claims(3);
        short[] pcm = AirPath.air(AirProfile.K1, sent, CLEAN).samples();
        List<Long> offsets = new ArrayList<>();
        Reception got = AirPath.receive(AirProfile.K1, pcm, 3, (at, air, rel) -> offsets.add(at));
        assertThat((long) offsets.size()).isEqualTo(got.candidates());
    }

    @Test
    void profileRGoesTheSamePathAndTakesNoTap() {
        List<byte[]> sent = claims(2);
        Reception got = AirPath.carry(AirProfile.R, sent, CLEAN);
        assertThat(got.frames()).hasSize(2);
        assertThat(got.greetings()).isGreaterThanOrEqualTo(2);
        assertThat(AirPath.activePower(AirProfile.R, AirProfile.R.recordingOfFrames(sent), 2))
                .isPositive();
        assertThatThrownBy(() -> AirPath.receiver(AirProfile.R, 1, null, (at, air, rel) -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tap must be null for profile R");
    }

    @Test
    void callerBugsAreRefused() {
        assertThatThrownBy(() -> AirPath.air(AirProfile.K1, List.of(), CLEAN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("frames must not be empty: 0");
        assertThatThrownBy(() -> AirPath.receiver(AirProfile.K1, 0, null, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("frames must be >= 1: 0");
        Map<DropReason, Long> partial = new EnumMap<>(DropReason.class);
        partial.put(DropReason.TRUNCATED, 0L);
        assertThatThrownBy(() -> new Reception(List.of(), 0, 0, partial))
                .isInstanceOf(NullPointerException.class).hasMessageContaining("UNDECODABLE");
    }
}
