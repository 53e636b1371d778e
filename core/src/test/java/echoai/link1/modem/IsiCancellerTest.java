package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The decision-feedback canceller removes a fixed leakage and leaves a clean room alone. */
class IsiCancellerTest {
    private static final int SLOTS = 60;
    private static final int TONES = 16;

    /** Correlations of K=1 slots: tone d_s of amplitude 10 000, noise σ, leakage ρ of slot s−1. */
    private static IsiCanceller build(int[] decided, double rhoRe, double rhoIm, double sigma, long seed) {
        IsiCanceller c = new IsiCanceller(SLOTS, 1);
        SplittableRandom r = new SplittableRandom(seed);
        for (int s = 0; s < SLOTS; s++) {
            decided[s] = r.nextInt(TONES);
        }
        for (int s = 0; s < SLOTS; s++) {
            for (int t = 0; t < TONES; t++) {
                double re = sigma * (r.nextDouble() - 0.5);
                double im = sigma * (r.nextDouble() - 0.5);
                if (decided[s] == t) {
                    double ph = 2 * Math.PI * r.nextDouble();
                    re += 10_000 * Math.cos(ph);
                    im += 10_000 * Math.sin(ph);
                }
                c.yc[s * TONES + t] = Math.round(re);
                c.ys[s * TONES + t] = Math.round(im);
            }
        }
        for (int s = SLOTS - 1; s >= 1; s--) {
            int t = decided[s - 1];
            long pc = c.yc[(s - 1) * TONES + t];
            long ps = c.ys[(s - 1) * TONES + t];
            c.yc[s * TONES + t] += Math.round(rhoRe * pc - rhoIm * ps);
            c.ys[s * TONES + t] += Math.round(rhoRe * ps + rhoIm * pc);
        }
        return c;
    }

    /** More than 10 dB less leakage (bins seen too rarely to estimate ρ keep theirs). */
    @Test
    void aFixedLeakageIsRemoved() {
        int[] decided = new int[SLOTS];
        IsiCanceller c = build(decided, 0.3, -0.4, 200, 1);
        long before = 0;
        for (int s = 1; s < SLOTS; s++) {
            int t = decided[s - 1];
            if (t != decided[s]) {
                before += c.yc[s * TONES + t] * c.yc[s * TONES + t] + c.ys[s * TONES + t] * c.ys[s * TONES + t];
            }
        }
        assertThat(c.cancel(decided)).isPositive();
        long after = 0;
        for (int s = 1; s < SLOTS; s++) {
            int t = decided[s - 1];
            if (t != decided[s]) {
                after += c.power(s, t);
            }
        }
        assertThat(after * 10).as("leakage power after %d vs before %d", after, before).isLessThan(before);
    }

    @Test
    void withoutLeakageNothingIsCancelled() {
        int[] decided = new int[SLOTS];
        IsiCanceller c = build(decided, 0, 0, 2000, 2);
        assertThat(c.cancel(decided)).isZero();
        for (int s = 0; s < SLOTS; s++) {
            long y = c.yc[s * TONES + 3];
            long z = c.ys[s * TONES + 3];
            assertThat(c.power(s, 3)).isEqualTo(y * y + z * z);
        }
    }
}
