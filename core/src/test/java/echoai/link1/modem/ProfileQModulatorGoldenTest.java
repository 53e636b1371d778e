package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** PROFILE-Q.md's PCM test vector and the layout of profile Q. */
class ProfileQModulatorGoldenTest {
    /**
     * PROFILE-Q.md, "Test vectors": SHA-256 of the one-frame recording, int16 little-endian, from
     * scripts/profile_q_vector.py (written from the spec alone).
     */
    static final String Q_SHA256 = "dfd5fbfa2380e2b1fd6ac86164ef8779c3383a041c8b80672059624bd7531057";

    @Test
    void claimFrameMatchesTheSpecVector() throws Exception {
        byte[] claim = HexFormat.of().parseHex(ModulatorGoldenTest.CLAIM);
        short[] pcm = AirProfile.Q.recordingOfFrames(List.of(claim));
        assertThat(pcm).hasSize(27_200);
        assertThat(ModulatorGoldenTest.sha256Le(pcm)).isEqualTo(Q_SHA256);
        int peak = 0;
        for (short s : pcm) {
            peak = Math.max(peak, Math.abs(s));
        }
        assertThat(peak).isEqualTo(32_251).isLessThanOrEqualTo(4 * ProfileQ.AMPLITUDE);
    }

    @Test
    void layoutIsHalfOfFsAirTime() {
        assertThat(ProfileQ.FRAME_SAMPLES).isEqualTo(19_200);
        assertThat(AirProfile.Q.frameSamples()).isEqualTo(19_200);
        assertThat(ProfileQ.FRAME_SAMPLES / 16_000.0).isLessThanOrEqualTo(1.2);
        assertThat(AirProfile.Q.recordingSamples(2)).isEqualTo(4000 + 2 * 23_200);
        assertThat(AirProfile.Q.frameOffset(1)).isEqualTo(4000 + 23_200);
        assertThat(AirProfile.parse("Q")).isEqualTo(AirProfile.Q);
        assertThat(AirProfile.Q.label()).isEqualTo("q");
    }

    @Test
    void aSlotsFourGroupsAreOneClassAndAGroupReturnsAfterThreeSlots() {
        for (int slot = 0; slot < ProfileQ.FRAME_SLOTS; slot++) {
            Set<Integer> now = groups(slot);
            assertThat(now).hasSize(4);
            assertThat(now.stream().map(g -> g % 3).distinct().count()).isEqualTo(1);
            for (int lag = 1; lag < 3 && slot + lag < ProfileQ.FRAME_SLOTS; lag++) {
                assertThat(groups(slot + lag)).doesNotContainAnyElementsOf(now);
            }
            if (slot + 3 < ProfileQ.FRAME_SLOTS) {
                assertThat(groups(slot + 3)).containsExactlyInAnyOrderElementsOf(now);
            }
        }
    }

    @Test
    void theSyncHasRsEightNotesFourASlotOnDistinctBinsAndTheBandIsOneToSevenKilohertz() {
        List<Integer> bins = new ArrayList<>();
        for (int n = 0; n < 8; n++) {
            bins.add(ProfileQ.syncBin(n));
        }
        assertThat(bins).containsExactly(80, 131, 206, 41, 181, 112, 67, 154);
        assertThat(new HashSet<>(bins)).hasSize(8);
        assertThat(ProfileQ.bin(0, 0)).isEqualTo(32);
        assertThat(ProfileQ.bin(11, 15)).isEqualTo(223);
        int[] tones = AirProfile.Q.toneBins();
        assertThat(tones).hasSize(192);
        assertThat(tones[0]).isEqualTo(32);
        assertThat(tones[191]).isEqualTo(223);
        assertThatThrownBy(() -> ProfileQ.syncBin(8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProfileQ.group(25, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProfileQ.bin(12, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theReceiverGetsFramesBackFromCleanDelayedAudio() {
        List<byte[]> frames = TestFrames.random(21, 4);
        short[] pcm = TestFrames.delayed(AirProfile.Q.recordingOfFrames(frames), 777);
        FrameReceiver rx = AirProfile.Q.receiver(TestFrames.CRC, 10, null);
        rx.accept(pcm);
        List<byte[]> got = new ArrayList<>();
        rx.finish().forEach(f -> got.add(f.frame()));
        assertThat(got).containsExactlyElementsOf(frames);
    }

    private static Set<Integer> groups(int slot) {
        Set<Integer> g = new HashSet<>();
        for (int p = 0; p < ProfileQ.TONES_PER_SLOT; p++) {
            g.add(ProfileQ.group(slot, p));
        }
        return g;
    }
}
