package echoai.link1.room;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** The room's own DSP: resampler, band-limits, pink noise's slope. */
class DeviceDspTest {
    private static double[] tone(double hz, double rate, int n) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.sin(2 * Math.PI * hz * i / rate);
        }
        return x;
    }

    @Test
    void upsamplingATonePutsItWhereItBelongs() {
        double[] y = SincResampler.resample(tone(2000, 16_000, 8000), 16_000, 48_000, 24_000);
        double worst = 0;
        for (int i = 200; i < 23_800; i++) {
            worst = Math.max(worst, Math.abs(y[i] - Math.sin(2 * Math.PI * 2000 * i / 48_000.0)));
        }
        assertThat(worst).as("largest error of a 2 kHz tone, 16 → 48 kHz").isLessThan(1e-3);
    }

    /** Gain in dB of D (48 → 16 kHz) for a tone of {@code hz}. */
    private static double decimatorGainDb(double hz) {
        double[] y = SincResampler.resample(tone(hz, 48_000, 48_000), 48_000, 16_000, 16_000);
        return 20 * Math.log10(rms(y, 200) / Math.sqrt(0.5));
    }

    @Test
    void decimatorIsFlatTo6500HzHalfAt7200AndStopsAbove8500() {
        for (double hz : new double[] {300, 1000, 3000, 5000, 6500}) {
            assertThat(decimatorGainDb(hz)).as("%s Hz", hz).isCloseTo(0, Offset.offset(0.05));
        }
        assertThat(decimatorGainDb(7200)).isCloseTo(-6.02, Offset.offset(0.1));
        assertThat(decimatorGainDb(7500)).isLessThan(-16);
        for (double hz : new double[] {8500, 9000, 12_000, 20_000}) {
            assertThat(decimatorGainDb(hz)).as("%s Hz", hz).isLessThan(-90);
        }
    }

    @Test
    void butterworthCornersAreThreeDbDown() {
        double[] lp = tone(6000, 48_000, 48_000);
        Biquad.lowPass(6000, 48_000).apply(lp);
        double[] hp = tone(300, 48_000, 48_000);
        Biquad.highPass(300, 48_000).apply(hp);
        assertThat(20 * Math.log10(rms(lp, 4800) / Math.sqrt(0.5))).isCloseTo(-3.01, Offset.offset(0.05));
        assertThat(20 * Math.log10(rms(hp, 4800) / Math.sqrt(0.5))).isCloseTo(-3.01, Offset.offset(0.05));
    }

    @Test
    void pinkNoiseHasEqualPowerPerOctave() {
        int n = 1 << 18;
        double[] p = Background.PINK.generate(n, 48_000, new SplittableRandom(5));
        double low = bandPower(p, 250, 500, 48_000);
        double high = bandPower(p, 4000, 8000, 48_000);
        assertThat(10 * Math.log10(high / low)).isCloseTo(0, Offset.offset(1.0));
        double[] w = Background.WHITE.generate(n, 48_000, new SplittableRandom(5));
        assertThat(10 * Math.log10(bandPower(w, 4000, 8000, 48_000) / bandPower(w, 250, 500, 48_000)))
                .as("white: 16× the bandwidth").isCloseTo(12.04, Offset.offset(1.0));
    }

    private static double bandPower(double[] x, double fromHz, double toHz, int rate) {
        double[] re = x.clone();
        double[] im = new double[x.length];
        new Fft(x.length).transform(re, im, false);
        double sum = 0;
        for (int k = (int) (fromHz * x.length / rate); k < (int) (toHz * x.length / rate); k++) {
            sum += re[k] * re[k] + im[k] * im[k];
        }
        return sum;
    }

    private static double rms(double[] x, int skip) {
        double s = 0;
        for (int i = skip; i < x.length - skip; i++) {
            s += x[i] * x[i];
        }
        return Math.sqrt(s / (x.length - 2 * skip));
    }
}
