package echoai.link1.room;

import java.util.SplittableRandom;

/** Standard normal draws by Box–Muller with {@link StrictMath} (identical on every JVM). */
final class Gaussian {
    private Gaussian() {
    }

    /** One N(0, 1) draw (uses two uniforms; the second Box–Muller output is discarded). */
    static double next(SplittableRandom random) {
        double u1 = 1.0 - random.nextDouble();
        double u2 = random.nextDouble();
        return StrictMath.sqrt(-2 * StrictMath.log(u1)) * StrictMath.cos(2 * StrictMath.PI * u2);
    }

    /** Adds N(0, σ²) draws to {@code out}, two per Box–Muller pair. */
    static void add(SplittableRandom random, double sigma, double[] out) {
        int i = 0;
        while (i < out.length) {
            double u1 = 1.0 - random.nextDouble();
            double u2 = random.nextDouble();
            double r = sigma * StrictMath.sqrt(-2 * StrictMath.log(u1));
            double a = 2 * StrictMath.PI * u2;
            out[i++] += r * StrictMath.cos(a);
            if (i < out.length) {
                out[i++] += r * StrictMath.sin(a);
            }
        }
    }
}
