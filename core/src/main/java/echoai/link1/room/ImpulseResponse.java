package echoai.link1.room;

import java.util.SplittableRandom;

/** The impulse responses of the rooms, and convolution with them (direct or by FFT). */
final class ImpulseResponse {
    /** Gain and delay of the spec's echo. */
    static final double ECHO_GAIN = 0.6;
    static final int ECHO_DELAY = 71;
    /** The late echo of {@link RoomKind#LONG_ECHO}. */
    static final double LATE_GAIN = 0.35;
    static final int LATE_DELAY = 613;
    /** Reverberation time, s, and direct-to-reverberant energy ratio, dB. */
    static final double RT60_S = 0.3;
    static final double DRR_DB = 3.0;
    private static final int SAMPLE_RATE_HZ = 16_000;

    private ImpulseResponse() {
    }

    /** The impulse response of {@code room}; the reverb tail is drawn from {@code random}. */
    static double[] of(RoomKind room, SplittableRandom random) {
        switch (room) {
            case DRY:
                return new double[] {1};
            case ECHO: {
                double[] h = new double[ECHO_DELAY + 1];
                h[0] = 1;
                h[ECHO_DELAY] = ECHO_GAIN;
                return h;
            }
            case LONG_ECHO: {
                double[] h = new double[LATE_DELAY + 1];
                h[0] = 1;
                h[ECHO_DELAY] = ECHO_GAIN;
                h[LATE_DELAY] = LATE_GAIN;
                return h;
            }
            case REVERB:
                return reverb(random);
            default:
                throw new IllegalStateException("unknown room " + room);
        }
    }

    /**
     * Direct path 1 plus a Gaussian tail from sample 1 to RT60 (4800 samples) with amplitude
     * envelope 10^(−3t/RT60) (−60 dB of energy at RT60), scaled to the DRR.
     */
    private static double[] reverb(SplittableRandom random) {
        int length = (int) (RT60_S * SAMPLE_RATE_HZ);
        double[] h = new double[length];
        double energy = 0;
        for (int n = 1; n < length; n++) {
            double envelope = StrictMath.pow(10, -3.0 * n / (RT60_S * SAMPLE_RATE_HZ));
            h[n] = envelope * Gaussian.next(random);
            energy += h[n] * h[n];
        }
        double scale = StrictMath.sqrt(StrictMath.pow(10, -DRR_DB / 10) / energy);
        for (int n = 1; n < length; n++) {
            h[n] *= scale;
        }
        h[0] = 1;
        return h;
    }

    /** {@code x * h}, truncated to the length of x. */
    static double[] convolve(short[] x, double[] h) {
        double[] d = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            d[i] = x[i];
        }
        return Convolution.convolve(d, h, false);
    }
}
