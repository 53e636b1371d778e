package echoai.link1.modem;

import java.util.SplittableRandom;

/**
 * A synthetic babble for the stand-in room (test code): six talkers, each a harmonic series
 * (f0 gliding within 90–260 Hz, harmonics to 4 kHz falling 6 dB an octave) switched on and off
 * in syllables of 80–300 ms. Tonal and bursty, like voices; not a real voice corpus.
 */
final class Babble {
    private static final int TALKERS = 6;

    private Babble() {
    }

    static double[] of(int n, SplittableRandom random) {
        double[] out = new double[n];
        for (int t = 0; t < TALKERS; t++) {
            talker(out, random.split());
        }
        return out;
    }

    private static void talker(double[] out, SplittableRandom r) {
        double f0 = 90 + 170 * r.nextDouble();
        double phase = 0;
        int left = 0;
        boolean on = false;
        double gain = 0;
        for (int i = 0; i < out.length; i++) {
            if (left-- <= 0) {
                on = r.nextDouble() < 0.6;
                left = 1280 + r.nextInt(3520);
                gain = 0.5 + r.nextDouble();
                f0 = Math.max(90, Math.min(260, f0 * (0.85 + 0.3 * r.nextDouble())));
            }
            phase += 2 * StrictMath.PI * f0 / 16_000;
            if (!on) {
                continue;
            }
            // sin(k·φ) by the Chebyshev recurrence s_k = 2·cos φ·s_{k−1} − s_{k−2}.
            double c2 = 2 * StrictMath.cos(phase);
            double prev = 0;
            double cur = StrictMath.sin(phase);
            double v = 0;
            for (int k = 1; k * f0 < 4000; k++) {
                v += cur / k;
                double next = c2 * cur - prev;
                prev = cur;
                cur = next;
            }
            out[i] += gain * v;
        }
    }
}
