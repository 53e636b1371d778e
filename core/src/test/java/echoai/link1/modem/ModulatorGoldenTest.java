package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.fec.AirCodec;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The spec's PCM test vectors and the modulator's layout. */
class ModulatorGoldenTest {
    /** The spec's CLAIM frame. */
    static final String CLAIM = "57110107020b1c09ce00001e0000004c010031172130";
    /** Its 60 air nibbles, from an independent Python implementation of the spec's FEC section. */
    static final String CLAIM_AIR = "1ff39dc3a5c7b81243f6747d8bfd72804c91a3c5f7f43ff7a712f78129ef";
    /** LINK1.md, "The modem": SHA-256 of the one-frame recording, int16 little-endian. */
    static final String K1_SHA256 = "c0fd457d3197499aafe6fd10761d2a3236f5d1a32e56c0fe5fc22551b44f8051";
    static final String K2_SHA256 = "d2e0d000aab982ba094740a2b92e1a0b86a84b059832d71cbc3340aee14dfc34";

    static String sha256Le(short[] pcm) throws Exception {
        byte[] b = new byte[2 * pcm.length];
        for (int i = 0; i < pcm.length; i++) {
            b[2 * i] = (byte) pcm[i];
            b[2 * i + 1] = (byte) (pcm[i] >> 8);
        }
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    static byte[] airOf(String hexDigits) {
        byte[] air = new byte[hexDigits.length()];
        for (int i = 0; i < air.length; i++) {
            air[i] = (byte) Character.digit(hexDigits.charAt(i), 16);
        }
        return air;
    }

    @Test
    void claimFrameK1MatchesTheSpecVector() throws Exception {
        short[] pcm = Modulator.recordingOfFrames(TonePlan.K1, List.of(HexFormat.of().parseHex(CLAIM)));
        assertThat(pcm).hasSize(52_800);
        assertThat(sha256Le(pcm)).isEqualTo(K1_SHA256);
    }

    @Test
    void claimFrameK2MatchesTheSpecVector() throws Exception {
        short[] pcm = Modulator.recordingOfFrames(TonePlan.K2, List.of(HexFormat.of().parseHex(CLAIM)));
        assertThat(pcm).hasSize(33_600);
        assertThat(sha256Le(pcm)).isEqualTo(K2_SHA256);
    }

    @Test
    void nibbleLevelModulationOfTheIndependentAirMatchesToo() throws Exception {
        assertThat(AirCodec.encode(HexFormat.of().parseHex(CLAIM))).containsExactly(airOf(CLAIM_AIR));
        short[] pcm = Modulator.recordingOfAirWords(TonePlan.K1, List.of(airOf(CLAIM_AIR)));
        assertThat(sha256Le(pcm)).isEqualTo(K1_SHA256);
    }

    @Test
    void layoutAndLevels() {
        assertThat(TonePlan.K1.frameSamples()).isEqualTo(44_800);
        assertThat(TonePlan.K2.frameSamples()).isEqualTo(25_600);
        assertThat(Modulator.recordingSamples(TonePlan.K1, 3)).isEqualTo(4000 + 3 * 48_800);
        short[] k2 = Modulator.recordingOfAirWords(TonePlan.K2, List.of(airOf(CLAIM_AIR)));
        int peak = 0;
        for (short s : k2) {
            peak = Math.max(peak, Math.abs(s));
        }
        assertThat(peak).isLessThanOrEqualTo(2 * 11_585);
        for (int i = 0; i < 4000; i++) {
            assertThat(k2[i]).isZero();
            assertThat(k2[k2.length - 1 - i]).isZero();
        }
    }

    @Test
    void badNibblesAreRefused() {
        byte[] air = airOf(CLAIM_AIR);
        air[7] = 16;
        assertThatThrownBy(() -> Modulator.frame(TonePlan.K1, air))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("air[7]");
        assertThatThrownBy(() -> Modulator.frame(TonePlan.K1, new byte[59]))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
