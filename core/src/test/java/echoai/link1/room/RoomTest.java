package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The room: order of effects, exact SNR, determinism, clipping count. */
class RoomTest {
    private static short[] tone(int samples, int amplitude) {
        short[] x = new short[samples];
        for (int n = 0; n < samples; n++) {
            x[n] = (short) Math.round(amplitude * Math.sin(2 * Math.PI * 1000 * n / 16_000.0));
        }
        return x;
    }

    @Test
    void sameSeedSameOutputAndAnotherSeedDiffers() {
        short[] x = tone(20_000, 8000);
        RoomConfig c = new RoomConfig(RoomKind.REVERB, 5, 42, 100, 150, -10);
        short[] a = Room.apply(x, 3.2e7, c).samples();
        short[] b = Room.apply(x, 3.2e7, c).samples();
        short[] other = Room.apply(x, 3.2e7, new RoomConfig(RoomKind.REVERB, 5, 43, 100, 150, -10))
                .samples();
        assertThat(a).isEqualTo(b);
        assertThat(Arrays.equals(a, other)).isFalse();
    }

    @Test
    void noiseVarianceMatchesTheSnrOnTheActivePower() {
        short[] x = new short[200_000];
        double power = 1e6;
        short[] y = Room.apply(x, power, RoomConfig.of(RoomKind.DRY, 10, 7, 0)).samples();
        double var = 0;
        for (short v : y) {
            var += (double) v * v;
        }
        var /= y.length;
        // Expected σ² = 1e5 (plus 1/12 of rounding); 200 000 draws: ±1 % is > 6 σ.
        assertThat(var).isBetween(0.99e5, 1.01e5);
    }

    @Test
    void delayPrependsSilenceAndEchoAddsTheTap() {
        short[] x = new short[1000];
        x[0] = 10_000;
        short[] y = Room.apply(x, 1, new RoomConfig(RoomKind.ECHO, Double.POSITIVE_INFINITY, 1, 50, 0,
                Double.NaN)).samples();
        assertThat(y).hasSize(1050);
        assertThat(y[50]).isEqualTo((short) 10_000);
        assertThat(y[50 + 71]).isEqualTo((short) 6000);
        assertThat(y[49]).isZero();
    }

    @Test
    void driftStretchesTheRecording() {
        short[] x = tone(160_000, 8000);
        short[] y = Room.apply(x, 1, new RoomConfig(RoomKind.DRY, Double.POSITIVE_INFINITY, 1, 0, 200,
                Double.NaN)).samples();
        assertThat(y.length).isBetween(160_031, 160_033);
    }

    @Test
    void reverbTailHasTheDirectToReverberantRatio() {
        double[] h = ImpulseResponse.of(RoomKind.REVERB, new java.util.SplittableRandom(3));
        double tail = 0;
        for (int n = 1; n < h.length; n++) {
            tail += h[n] * h[n];
        }
        assertThat(h[0]).isEqualTo(1.0);
        assertThat(10 * Math.log10(1 / tail)).isCloseTo(3.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void fftConvolutionEqualsDirectConvolution() {
        double[] h = ImpulseResponse.of(RoomKind.REVERB, new java.util.SplittableRandom(4));
        short[] x = tone(12_000, 3000);
        double[] fast = ImpulseResponse.convolve(x, h);
        for (int n : new int[] {0, 1, 777, 4799, 4800, 9000, 11_999}) {
            double direct = 0;
            for (int k = 0; k < h.length && k <= n; k++) {
                direct += h[k] * x[n - k];
            }
            assertThat(fast[n]).as("sample %d", n).isCloseTo(direct, org.assertj.core.data.Offset.offset(1e-6));
        }
    }

    @Test
    void clippingIsCountedNotHidden() {
        short[] x = tone(16_000, 30_000);
        RoomOutput out = Room.apply(x, 4.5e8, RoomConfig.of(RoomKind.DRY, 0, 5, 0));
        assertThat(out.clippedSamples()).isPositive();
        RoomOutput clean = Room.apply(x, 4.5e8, RoomConfig.of(RoomKind.DRY, Double.POSITIVE_INFINITY, 5, 0));
        assertThat(clean.clippedSamples()).isZero();
    }

    @Test
    void badConfigsAreRefused() {
        assertThatThrownBy(() -> RoomConfig.of(RoomKind.DRY, 0, 1, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("delaySamples");
        assertThatThrownBy(() -> Room.apply(new short[10], 0, RoomConfig.of(RoomKind.DRY, 0, 1, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signalPower");
        assertThatThrownBy(() -> RoomKind.parse("cave")).hasMessageContaining("dry, echo");
    }
}
