package echoai.link1.room;

import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The simulated room. Applied in the spec's order: echo taps (the room's impulse response),
 * delay (leading silence), clock drift (resampling by ppm), the sweeping interferer, white
 * Gaussian noise at an exact SNR, then rounding to int16 with clipping counted.
 *
 * <p>SNR = 10·log10(P / σ²), P = mean power of the transmitted signal over its active samples
 * (given by the caller, or {@link #activePower} = over its non-zero samples), σ² = noise
 * variance over the full 0–8 kHz band. The interferer is a sine sweeping linearly
 * 500 → 4000 → 500 Hz (triangle, 8 s period, random start) of power P·10^(dB/10).
 *
 * <p>Deterministic: every draw comes from {@code SplittableRandom(seed)} (split in a fixed order:
 * reverb tail, interferer start, noise) and all maths goes through {@link StrictMath}.
 */
public final class Room {
    /** Sample rate, Hz. */
    public static final int SAMPLE_RATE_HZ = 16_000;
    /** Interferer sweep limits, Hz, and period, s. */
    static final double SWEEP_LOW_HZ = 500;
    static final double SWEEP_HIGH_HZ = 4000;
    static final double SWEEP_PERIOD_S = 8;
    private static final int LANCZOS_A = 8;

    private Room() {
    }

    /**
     * Mean power of the non-zero samples of a recording.
     *
     * @param pcm the recording
     * @return the mean of the squares over the non-zero samples, in squared int16 units; 0 when all are zero
     */
    public static double activePower(short[] pcm) {
        double energy = 0;
        long active = 0;
        for (short x : pcm) {
            if (x != 0) {
                energy += (double) x * x;
                active++;
            }
        }
        return active == 0 ? 0 : energy / active;
    }

    /**
     * Passes {@code input} through the room.
     *
     * @param input the transmitted recording (not modified)
     * @param signalPower the P of the SNR definition (> 0 when noise or an interferer is asked)
     * @param config the room, SNR, seed, delay, drift and interferer
     * @return the received recording (16 kHz int16) and its clipped count
     */
    public static RoomOutput apply(short[] input, double signalPower, RoomConfig config) {
        Objects.requireNonNull(input, "input");
        boolean noisy = config.snrDb() != Double.POSITIVE_INFINITY || config.hasInterferer();
        if (noisy && !(signalPower > 0)) {
            throw new IllegalArgumentException("signalPower must be > 0: " + signalPower);
        }
        SplittableRandom root = new SplittableRandom(config.seed());
        SplittableRandom reverbRandom = root.split();
        SplittableRandom interfererRandom = root.split();
        SplittableRandom noiseRandom = root.split();
        double[] y = ImpulseResponse.convolve(input, ImpulseResponse.of(config.room(), reverbRandom));
        y = delay(y, config.delaySamples());
        if (config.driftPpm() != 0) {
            y = resample(y, config.driftPpm());
        }
        if (config.hasInterferer()) {
            addInterferer(y, signalPower * StrictMath.pow(10, config.interfererDb() / 10),
                    interfererRandom.nextDouble() * SWEEP_PERIOD_S);
        }
        if (config.snrDb() != Double.POSITIVE_INFINITY) {
            double sigma = StrictMath.sqrt(signalPower / StrictMath.pow(10, config.snrDb() / 10));
            Gaussian.add(noiseRandom, sigma, y);
        }
        return quantise(y);
    }

    private static double[] delay(double[] y, int delaySamples) {
        if (delaySamples == 0) {
            return y;
        }
        double[] out = new double[Math.addExact(y.length, delaySamples)];
        System.arraycopy(y, 0, out, delaySamples, y.length);
        return out;
    }

    /**
     * The receiver's clock runs {@code ppm} faster: output sample m is the input at time
     * m / (1 + ppm·10⁻⁶), interpolated with a Lanczos (a = 8) kernel.
     */
    static double[] resample(double[] y, double ppm) {
        double ratio = 1.0 / (1.0 + ppm * 1e-6);
        int length = (int) StrictMath.floor((y.length - 1) / ratio) + 1;
        double[] out = new double[length];
        for (int m = 0; m < length; m++) {
            double t = m * ratio;
            int centre = (int) StrictMath.floor(t);
            double frac = t - centre;
            double sum = 0;
            for (int k = -LANCZOS_A + 1; k <= LANCZOS_A; k++) {
                int n = centre + k;
                if (n >= 0 && n < y.length) {
                    sum += y[n] * lanczos(k - frac);
                }
            }
            out[m] = sum;
        }
        return out;
    }

    private static double lanczos(double x) {
        if (x == 0) {
            return 1;
        }
        if (StrictMath.abs(x) >= LANCZOS_A) {
            return 0;
        }
        double px = StrictMath.PI * x;
        return LANCZOS_A * StrictMath.sin(px) * StrictMath.sin(px / LANCZOS_A) / (px * px);
    }

    /** Adds the triangle-swept sine of power {@code power}, starting {@code startS} into its period. */
    static void addInterferer(double[] y, double power, double startS) {
        double amplitude = StrictMath.sqrt(2 * power);
        double phase = 0;
        double half = SWEEP_PERIOD_S / 2;
        for (int n = 0; n < y.length; n++) {
            double t = (startS + (double) n / SAMPLE_RATE_HZ) % SWEEP_PERIOD_S;
            double rise = t < half ? t / half : (SWEEP_PERIOD_S - t) / half;
            double hz = SWEEP_LOW_HZ + (SWEEP_HIGH_HZ - SWEEP_LOW_HZ) * rise;
            y[n] += amplitude * StrictMath.sin(phase);
            phase += 2 * StrictMath.PI * hz / SAMPLE_RATE_HZ;
            if (phase > 2 * StrictMath.PI) {
                phase -= 2 * StrictMath.PI;
            }
        }
    }

    private static RoomOutput quantise(double[] y) {
        long[] clipped = new long[1];
        short[] out = PhysicalRoom.quantise(y, clipped);
        return new RoomOutput(out, clipped[0]);
    }
}
