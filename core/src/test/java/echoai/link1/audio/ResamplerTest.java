package echoai.link1.audio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The resampler's contract: the designed response (modem band flat, everything above the lower
 * Nyquist stopped), zero delay, the output count, the same samples for every split of the input,
 * and the integer-decimation path equal to the plain polyphase sum.
 */
class ResamplerTest {
    private static final int[][] PAIRS = {{48_000, 16_000}, {44_100, 16_000}, {96_000, 16_000},
        {8_000, 16_000}, {16_000, 48_000}, {22_050, 16_000}, {11_025, 16_000}};

    static short[] tone(double hz, int rate, int samples, double amplitude) {
        short[] x = new short[samples];
        for (int i = 0; i < samples; i++) {
            x[i] = (short) Math.round(amplitude * Math.sin(2 * Math.PI * hz * i / rate));
        }
        return x;
    }

    /** Least-squares amplitude of a tone at {@code hz} in y[from..to) sampled at {@code rate}. */
    static double amplitude(short[] y, double hz, int rate, int from, int to) {
        double s = 0;
        double c = 0;
        for (int i = from; i < to; i++) {
            double w = 2 * Math.PI * hz * i / rate;
            s += y[i] * Math.sin(w);
            c += y[i] * Math.cos(w);
        }
        return 2 * Math.hypot(s, c) / (to - from);
    }

    static double rms(short[] y, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += (double) y[i] * y[i];
        }
        return Math.sqrt(sum / (to - from));
    }

    @Test
    void theModemBandPassesFlat() {
        double[] modem = {1000, 1125, 2531.25, 3062.5, 3500};
        for (int[] pair : PAIRS) {
            int from = pair[0];
            int to = pair[1];
            for (double hz : modem) {
                short[] y = Resampler.resample(tone(hz, from, from, 10_000), from, to);
                double gain = amplitude(y, hz, to, to / 10, to - to / 10) / 10_000;
                assertThat(20 * Math.log10(gain)).as("%d -> %d at %.1f Hz", from, to, hz)
                        .isBetween(-0.02, 0.02);
            }
        }
    }

    @Test
    void everythingAboveTheLowerNyquistIsStopped() {
        int[][] cases = {{48_000, 16_000, 8_500}, {48_000, 16_000, 13_000},
            {48_000, 16_000, 23_000}, {44_100, 16_000, 9_000}, {44_100, 16_000, 15_500},
            {16_000, 48_000, 3_000}, {8_000, 16_000, 3_000}};
        for (int[] c : cases) {
            int from = c[0];
            int to = c[1];
            short[] y = Resampler.resample(tone(c[2], from, from, 10_000), from, to);
            double residual;
            if (c[2] < Math.min(from, to) / 2) {
                // An upsampled tone: what is left once the tone is taken out are its images.
                short[] fitted = tone(c[2], to, y.length, amplitude(y, c[2], to, 0, y.length));
                short[] rest = new short[y.length];
                for (int i = 0; i < y.length; i++) {
                    rest[i] = (short) (y[i] - fitted[i]);
                }
                residual = rms(rest, to / 10, to - to / 10) * Math.sqrt(2);
            } else {
                residual = rms(y, to / 10, to - to / 10) * Math.sqrt(2);
            }
            assertThat(20 * Math.log10(residual / 10_000)).as("%d -> %d, %d Hz", from, to, c[2])
                    .isLessThan(-65);
        }
    }

    @Test
    void theOutputCountIsTheCeilingAndTheDelayIsZero() {
        for (int[] pair : PAIRS) {
            for (int n : new int[] {0, 1, 2, 3, 1000, 44_101}) {
                short[] y = Resampler.resample(new short[n], pair[0], pair[1]);
                long expected = ((long) n * pair[1] + pair[0] - 1) / pair[0];
                assertThat((long) y.length).as("%s, n %d", java.util.Arrays.toString(pair), n)
                        .isEqualTo(expected);
            }
        }
        // A click at input sample 4800 (0.1 s at 48 kHz) peaks at output sample 1600.
        short[] click = new short[9600];
        click[4800] = 30_000;
        short[] y = Resampler.resample(click, 48_000, 16_000);
        int peak = 0;
        for (int i = 0; i < y.length; i++) {
            peak = Math.abs(y[i]) > Math.abs(y[peak]) ? i : peak;
        }
        assertThat(peak).isEqualTo(1600);
    }

    @Test
    void everySplitOfTheInputGivesTheSameSamples() {
        SplittableRandom random = new SplittableRandom(7);
        short[] x = new short[30_000];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) random.nextInt(-32768, 32768);
        }
        for (int[] pair : PAIRS) {
            short[] whole = Resampler.resample(x, pair[0], pair[1]);
            Resampler r = new Resampler(pair[0], pair[1]);
            short[] parts = new short[whole.length];
            short[] out = new short[r.maxOutput(5000)];
            int got = 0;
            for (int i = 0; i < x.length; ) {
                int n = Math.min(x.length - i, random.nextInt(0, 5000));
                int k = r.process(x, i, n, out, 0);
                System.arraycopy(out, 0, parts, got, k);
                got += k;
                i += n;
            }
            int k = r.flush(out, 0);
            System.arraycopy(out, 0, parts, got, k);
            assertThat(got + k).isEqualTo(whole.length);
            assertThat(parts).isEqualTo(whole);
        }
    }

    @Test
    void theDecimationPathIsThePlainPolyphaseSum() {
        SplittableRandom random = new SplittableRandom(11);
        short[] x = new short[20_000];
        for (int i = 0; i < x.length; i++) {
            x[i] = (short) random.nextInt(-32768, 32768);
        }
        for (int from : new int[] {48_000, 96_000, 32_000}) {
            short[] y = Resampler.resample(x, from, 16_000);
            int m = from / 16_000;
            int w = KaiserLowpass.halfTaps(from, 16_000);
            int[] h = KaiserLowpass.taps(from, 16_000, 1);
            long clipped = 0;
            for (int i = 0; i < y.length; i++) {
                long sum = 1 << (KaiserLowpass.TAP_BITS - 1);
                for (int k = 0; k < 2 * w; k++) {
                    int n = m * i - w + 1 + k;
                    sum += n < 0 || n >= x.length ? 0 : (long) h[k] * x[n];
                }
                long v = Math.max(-32768, Math.min(32767, sum >> KaiserLowpass.TAP_BITS));
                clipped += v != sum >> KaiserLowpass.TAP_BITS ? 1 : 0;
                assertThat(y[i]).as("%d Hz, output %d", from, i).isEqualTo((short) v);
            }
            Resampler r = new Resampler(from, 16_000);
            short[] out = new short[r.maxOutput(x.length)];
            r.process(x, 0, x.length, out, 0);
            r.flush(out, 0);
            assertThat(r.clippedSamples()).isEqualTo(clipped);
        }
    }

    @Test
    void equalRatesCopyAndBadArgumentsAreRefused() {
        short[] x = tone(1000, 16_000, 1234, 32_767);
        assertThat(Resampler.resample(x, 16_000, 16_000)).isEqualTo(x);
        assertThatThrownBy(() -> new Resampler(7_999, 16_000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("fromHz");
        assertThatThrownBy(() -> new Resampler(16_000, 96_001))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("toHz");
        Resampler r = new Resampler(48_000, 16_000);
        assertThatThrownBy(() -> r.process(x, 0, 100, new short[10], 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("room");
        r.flush(new short[r.maxOutput(0)], 0);
        assertThatThrownBy(() -> r.process(x, 0, 1, new short[100], 0))
                .isInstanceOf(IllegalStateException.class);
    }
}
