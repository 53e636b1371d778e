package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.fec.RCodec;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** PROFILE-R.md's PCM test vector and the layout of profile R. */
class ProfileRModulatorGoldenTest {
    /** The CLAIM frame's 91 code symbols, from scripts/profile_r_vector.py (written from the spec). */
    static final String CLAIM_SYMBOLS =
            "250bc0024f218b698bc004db6533d49a1a71e24d18d208401198519d18bc3990a08ae994c28c9ae50fcc09db19b";
    /** PROFILE-R.md, "Test vectors": SHA-256 of the one-frame recording, int16 little-endian. */
    static final String R_SHA256 = "db1a49aa4034313081b44d1a8459865067e855c7ba72e66691f5f570fb54e260";

    @Test
    void claimFrameMatchesTheSpecVector() throws Exception {
        byte[] claim = HexFormat.of().parseHex(ModulatorGoldenTest.CLAIM);
        assertThat(RCodec.encode(claim)).containsExactly(ModulatorGoldenTest.airOf(CLAIM_SYMBOLS));
        short[] pcm = HopModulator.R.recordingOfFrames(List.of(claim));
        assertThat(pcm).hasSize(84_032);
        assertThat(ModulatorGoldenTest.sha256Le(pcm)).isEqualTo(R_SHA256);
    }

    @Test
    void layoutAndTonePlan() {
        assertThat(ProfileR.FRAME_SAMPLES).isEqualTo(76_032);
        assertThat(HopModulator.R.recordingSamples(2)).isEqualTo(4000 + 2 * 80_032);
        Set<Integer> bins = new HashSet<>();
        for (int g = 0; g < 8; g++) {
            for (int v = 0; v < 16; v++) {
                bins.add(ProfileR.bin(g, v));
            }
        }
        assertThat(bins).hasSize(128).contains(32, 159);
        for (int slot = 0; slot + 8 < ProfileR.FRAME_SLOTS; slot++) {
            assertThat(ProfileR.group(slot + 8)).isEqualTo(ProfileR.group(slot));
            for (int lag = 1; lag < 8; lag++) {
                assertThat(ProfileR.group(slot + lag)).isNotEqualTo(ProfileR.group(slot));
            }
        }
    }

    @Test
    void syncIsACostasArray() {
        for (int d = 1; d < 8; d++) {
            Set<Integer> differences = new HashSet<>();
            for (int k = 0; k + d < 8; k++) {
                assertThat(differences.add(ProfileR.costas(k + d) - ProfileR.costas(k)))
                        .as("lag %d", d).isTrue();
            }
        }
        List<Integer> bins = new java.util.ArrayList<>();
        for (int k = 0; k < 8; k++) {
            bins.add(ProfileR.syncBin(k));
        }
        assertThat(bins).containsExactly(64, 99, 150, 33, 132, 87, 50, 117);
    }

    @Test
    void badSymbolsAreRefused() {
        byte[] symbols = new byte[91];
        symbols[40] = 16;
        assertThatThrownBy(() -> HopModulator.R.frame(symbols))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("symbols[40]");
        assertThatThrownBy(() -> HopModulator.R.frame(new byte[90]))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
