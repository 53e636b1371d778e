package echoai.link1.modem;

import java.util.SplittableRandom;

/**
 * A quick stand-in for a room far beyond its critical distance, for developing profile R before
 * the physical room model lands (test code only): a direct path plus an exponentially decaying
 * Gaussian tail (energy −60 dB at RT60, length 1.2·RT60) at a given direct-to-reverberant
 * ratio, a clock offset (linear interpolation), then white Gaussian noise or a synthetic babble
 * at an SNR measured at the microphone (over the frame's samples after the room). Every draw
 * from {@code seed}; double arithmetic with StrictMath.
 */
final class StandInRoom {
    /** Background kinds. */
    enum Noise { WHITE, BABBLE }

    private StandInRoom() {
    }

    /**
     * @param activeFrom first sample of the transmitted frame(s) in {@code pcm}
     * @param activeLength their length (the SNR's signal span)
     */
    static short[] apply(short[] pcm, int activeFrom, int activeLength, double rt60S, double drrDb,
            double snrDb, Noise noise, double ppm, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] h = impulseResponse(rt60S, drrDb, random);
        double[] y = Convolution.convolve(pcm, h);
        y = drift(y, ppm);
        double signal = 0;
        for (int i = activeFrom; i < activeFrom + activeLength && i < y.length; i++) {
            signal += y[i] * y[i];
        }
        signal /= activeLength;
        double[] bg = noise == Noise.WHITE ? white(y.length, random) : Babble.of(y.length, random);
        double bgPower = 0;
        for (double v : bg) {
            bgPower += v * v;
        }
        bgPower /= bg.length;
        double scale = StrictMath.sqrt(signal / bgPower / StrictMath.pow(10, snrDb / 10));
        short[] out = new short[y.length];
        for (int i = 0; i < y.length; i++) {
            long v = StrictMath.round(y[i] + scale * bg[i]);
            out[i] = (short) Math.max(-32768, Math.min(32767, v));
        }
        return out;
    }

    static double[] impulseResponse(double rt60S, double drrDb, SplittableRandom random) {
        int length = (int) (1.2 * rt60S * 16_000);
        double[] h = new double[length];
        double energy = 0;
        for (int n = 1; n < length; n++) {
            h[n] = StrictMath.pow(10, -3.0 * n / (rt60S * 16_000)) * Gaussian.next(random);
            energy += h[n] * h[n];
        }
        double scale = StrictMath.sqrt(StrictMath.pow(10, -drrDb / 10) / energy);
        for (int n = 1; n < length; n++) {
            h[n] *= scale;
        }
        h[0] = 1;
        return h;
    }

    /** Resamples by (1 + ppm·10⁻⁶): the receiver's clock runs slow by ppm. */
    static double[] drift(double[] x, double ppm) {
        if (ppm == 0) {
            return x;
        }
        double ratio = 1 + ppm * 1e-6;
        double[] y = new double[x.length];
        for (int i = 0; i < y.length; i++) {
            double t = i * ratio;
            int k = (int) t;
            double f = t - k;
            y[i] = k + 1 < x.length ? x[k] * (1 - f) + x[k + 1] * f : 0;
        }
        return y;
    }

    static double[] white(int n, SplittableRandom random) {
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = Gaussian.next(random);
        }
        return w;
    }

    /** Standard normal draws (Marsaglia polar), deterministic from the generator. */
    static final class Gaussian {
        private Gaussian() {
        }

        static double next(SplittableRandom r) {
            while (true) {
                double u = 2 * r.nextDouble() - 1;
                double v = 2 * r.nextDouble() - 1;
                double s = u * u + v * v;
                if (s > 0 && s < 1) {
                    return u * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
                }
            }
        }
    }
}
