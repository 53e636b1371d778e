package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** PROFILE-F.md's PCM test vector and the layout of profile F. */
class ProfileFModulatorGoldenTest {
    /**
     * PROFILE-F.md, "Test vectors": SHA-256 of the one-frame recording, int16 little-endian, from
     * scripts/profile_f_vector.py (written from the spec alone).
     */
    static final String F_SHA256 = "a5f8fa0afd77ef1053e1873fa03c7c57190311d4364eee18f619ce58be7bf5a9";

    @Test
    void claimFrameMatchesTheSpecVector() throws Exception {
        byte[] claim = HexFormat.of().parseHex(ModulatorGoldenTest.CLAIM);
        short[] pcm = AirProfile.F.recordingOfFrames(List.of(claim));
        assertThat(pcm).hasSize(46_400);
        assertThat(ModulatorGoldenTest.sha256Le(pcm)).isEqualTo(F_SHA256);
        int peak = 0;
        for (short s : pcm) {
            peak = Math.max(peak, Math.abs(s));
        }
        assertThat(peak).isEqualTo(23_170);
    }

    @Test
    void layoutIsHalfOfRsAirTime() {
        assertThat(ProfileF.FRAME_SAMPLES).isEqualTo(38_400);
        assertThat(AirProfile.F.frameSamples()).isEqualTo(38_400);
        assertThat(ProfileF.FRAME_SAMPLES / 16_000.0).isLessThanOrEqualTo(2.4);
        assertThat(AirProfile.F.recordingSamples(2)).isEqualTo(4000 + 2 * 42_400);
        assertThat(AirProfile.F.frameOffset(1)).isEqualTo(4000 + 42_400);
        // the two groups of a slot are 4 apart; a group returns after 4 slots, never sooner
        for (int slot = 0; slot < ProfileF.FRAME_SLOTS; slot++) {
            assertThat((ProfileF.group(slot, 1) - ProfileF.group(slot, 0) + 8) % 8).isEqualTo(4);
            for (int lag = 1; lag < 4 && slot + lag < ProfileF.FRAME_SLOTS; lag++) {
                Set<Integer> now = Set.of(ProfileF.group(slot, 0), ProfileF.group(slot, 1));
                assertThat(now).doesNotContain(ProfileF.group(slot + lag, 0),
                        ProfileF.group(slot + lag, 1));
            }
        }
    }

    @Test
    void theSyncHasRsEightNotesTwoASlotOnDistinctBins() {
        List<Integer> bins = new ArrayList<>();
        for (int n = 0; n < 8; n++) {
            bins.add(ProfileF.syncBin(n));
        }
        assertThat(bins).containsExactly(64, 100, 147, 39, 134, 82, 49, 117);
        assertThat(new HashSet<>(bins)).hasSize(8);
        assertThatThrownBy(() -> ProfileF.syncBin(8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ProfileF.group(50, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void badSymbolsAreRefused() {
        byte[] symbols = new byte[91];
        symbols[90] = 16;
        assertThatThrownBy(() -> HopModulator.F.frame(symbols))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("symbols[90]");
        assertThatThrownBy(() -> HopModulator.F.frame(new byte[92]))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
