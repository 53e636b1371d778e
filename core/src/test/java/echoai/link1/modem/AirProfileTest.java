package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The profile a user picks: labels, plans, and a round trip through each profile's receiver. */
class AirProfileTest {
    @Test
    void labelsAndPlans() {
        assertThat(AirProfile.parse("K1")).isEqualTo(AirProfile.K1);
        assertThat(AirProfile.parse("r")).isEqualTo(AirProfile.R);
        assertThat(AirProfile.parse("F")).isEqualTo(AirProfile.F);
        assertThat(AirProfile.parse("q")).isEqualTo(AirProfile.Q);
        assertThat(AirProfile.F.label()).isEqualTo("f");
        assertThat(AirProfile.F.hasTonePlan()).isFalse();
        assertThatThrownBy(AirProfile.F::tonePlan).isInstanceOf(IllegalStateException.class);
        // the registered v2 experiments' profiles stay K1, K2, R
        assertThat(AirProfile.V2).containsExactly(AirProfile.K1, AirProfile.K2, AirProfile.R);
        assertThat(AirProfile.ofK(2)).isEqualTo(AirProfile.K2);
        assertThat(AirProfile.K2.tonePlan()).isEqualTo(TonePlan.of(2));
        assertThat(AirProfile.R.hasTonePlan()).isFalse();
        assertThatThrownBy(AirProfile.R::tonePlan).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> AirProfile.parse("k3")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("profile must be k1, k2, r, f or q: k3");
        assertThat(AirProfile.R.frameSamples()).isEqualTo(76_032);
        assertThat(AirProfile.K1.frameSamples()).isEqualTo(44_800);
        assertThat(AirProfile.F.frameSamples()).isEqualTo(38_400);
    }

    @Test
    void everyProfileRoundTrips() {
        List<byte[]> sent = TestFrames.random(31, 2);
        for (AirProfile p : AirProfile.values()) {
            short[] pcm = p.recordingOfFrames(sent);
            assertThat(pcm).as("%s", p).hasSize(p.recordingSamples(2));
            FrameReceiver rx = p.receiver(TestFrames.CRC, 10, null);
            rx.accept(pcm);
            List<ModemFrame> got = rx.finish();
            assertThat(got).as("%s", p).hasSize(2);
            assertThat(got.get(1).frame()).containsExactly(sent.get(1));
            assertThat(got.get(1).offsetSamples()).isBetween(p.frameOffset(1) - 16L,
                    p.frameOffset(1) + 16L);
        }
    }
}
