package echoai.link1.bench.e3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ToneSnrTest {
    private static final int AMPLITUDE = 16384;
    private static final int[] GROUP = new int[16];

    static {
        for (int v = 0; v < 16; v++) {
            GROUP[v] = 36 + 4 * v;
        }
    }

    @Test
    void cleanToneHasOnlyRoundingInTheUnusedBins() {
        ToneSnr snr = new ToneSnr();
        for (int v = 0; v < 16; v++) {
            snr.addSlot(tone(GROUP[v], 0, null), 0, GROUP[v], GROUP);
        }
        assertThat(snr.tones()).isEqualTo(16);
        assertThat(snr.snrDb()).isGreaterThan(90);
    }

    @Test
    void whiteNoiseGivesThePerBinSnrOfTheory() {
        // Per-bin SNR of a tone of amplitude A in white noise of variance s² over N samples:
        // (A·N/2)² / (s²·N) = A²·N / (4·s²); A = 16384, s = 1000, N = 512 → 45.36 dB.
        double sigma = 1000;
        double theory = 10 * Math.log10((double) AMPLITUDE * AMPLITUDE * 512 / (4 * sigma * sigma));
        SplittableRandom random = new SplittableRandom(3);
        ToneSnr snr = new ToneSnr();
        for (int slot = 0; slot < 400; slot++) {
            int bin = GROUP[slot % 16];
            snr.addSlot(tone(bin, sigma, random), 0, bin, GROUP);
        }
        assertThat(snr.snrDb()).isCloseTo(theory, within(0.5));
    }

    @Test
    void nothingAddedOrAllSilentIsNaN() {
        ToneSnr empty = new ToneSnr();
        assertThat(empty.snrDb()).isNaN();
        ToneSnr silent = new ToneSnr();
        silent.addSlot(new short[512], 0, 36, GROUP);
        assertThat(silent.snrDb()).as("no tone power and no noise: 0/0").isNaN();
    }

    private static short[] tone(int bin, double sigma, SplittableRandom random) {
        short[] pcm = new short[512];
        for (int n = 0; n < pcm.length; n++) {
            double x = AMPLITUDE * Math.sin(2 * Math.PI * bin * n / 512.0);
            if (random != null) {
                x += sigma * gaussian(random);
            }
            pcm[n] = (short) Math.round(x);
        }
        return pcm;
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
