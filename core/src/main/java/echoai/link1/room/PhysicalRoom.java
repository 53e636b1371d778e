package echoai.link1.room;

import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The physical room (docs/spec/ROOM.md): 16 kHz int16 in, int16 at the capture rate out, through
 * upsampling, the loudspeaker, a shoebox's impulse response, the microphone, a background at an
 * exact SNR, the capture clock, the capture gain and int16 clipping (counted).
 *
 * <p>Deterministic: one {@code SplittableRandom(seed)} split in the order placement, diffuse
 * tail, background; {@code double} with {@link StrictMath}.
 */
public final class PhysicalRoom {
    /** Input rate (the modulator's), Hz. */
    public static final int INPUT_RATE_HZ = 16_000;
    /** Zero runs shorter than this stay inside a burst of active samples (10 ms at 16 kHz). */
    public static final int ACTIVE_GAP_SAMPLES = 160;
    /** Amplitude of the reference tone of a background-only recording (the K=1 tones'). */
    public static final double REFERENCE_AMPLITUDE = 16384;

    private PhysicalRoom() {
    }

    /**
     * Passes a recording through the room of {@code config}, positions drawn from its seed.
     *
     * @param pcm16k the transmitted recording, 16 kHz int16 (not modified)
     * @param config the room, background, devices and seed
     * @return the capture at the capture rate, with what made it
     */
    public static PhysicalRoomOutput apply(short[] pcm16k, PhysicalRoomConfig config) {
        SplittableRandom root = new SplittableRandom(config.seed());
        SplittableRandom placementRandom = root.split();
        Placement placement = Placement.draw(config.room(), config.distanceM(), placementRandom);
        return apply(pcm16k, config, placement, root);
    }

    /**
     * As {@link #apply(short[], PhysicalRoomConfig)} with explicit positions (the config's
     * distance is not used).
     *
     * @param pcm16k the transmitted recording, 16 kHz int16 (not modified)
     * @param config the room, background, devices and seed
     * @param placement where source and microphone stand, inside {@code config.room()}
     * @return the capture at the capture rate, with what made it
     */
    public static PhysicalRoomOutput apply(short[] pcm16k, PhysicalRoomConfig config,
                                           Placement placement) {
        SplittableRandom root = new SplittableRandom(config.seed());
        root.split();
        return apply(pcm16k, config, placement, root);
    }

    private static PhysicalRoomOutput apply(short[] pcm16k, PhysicalRoomConfig config,
                                            Placement placement, SplittableRandom root) {
        Objects.requireNonNull(pcm16k, "pcm16k");
        SplittableRandom tailRandom = root.split();
        SplittableRandom backgroundRandom = root.split();
        DeviceChain dev = config.devices();
        int rate = dev.playbackRateHz();
        RoomImpulse h = RoomImpulse.of(config.room(), config.rt60S(), placement, rate, tailRandom);
        double[] x = new double[pcm16k.length];
        for (int i = 0; i < x.length; i++) {
            x[i] = pcm16k[i];
        }
        int acoustic = SincResampler.lengthAt(x.length, INPUT_RATE_HZ, rate);
        double[] played = SincResampler.resample(x, INPUT_RATE_HZ, rate, acoustic);
        dev.loudspeaker(played);
        double[] s = Convolution.convolve(played, h.tapsShared());
        dev.microphone(s);
        double[] snr = config.background() == Background.NONE ? new double[] {Double.NaN, 0}
                : addBackground(s, pcm16k, config, placement, backgroundRandom);
        double[] y = dev.capture(s);
        dev.gain(y);
        long[] clipped = new long[1];
        short[] capture = quantise(y, clipped);
        return new PhysicalRoomOutput(capture, dev.captureRateHz(), clipped[0], placement, h,
                snr[0], snr[1]);
    }

    /** Adds the background at the SNR of ROOM.md §7 into {@code s}; returns {P_s, g_b}. */
    private static double[] addBackground(double[] s, short[] pcm16k, PhysicalRoomConfig config,
                                          Placement placement, SplittableRandom random) {
        int rate = config.devices().playbackRateHz();
        double[] b = config.background().generate(s.length, rate, random);
        config.devices().microphone(b);
        boolean[] active = activeSamples(pcm16k, (int) StrictMath.round(INPUT_RATE_HZ
                * placement.distanceM() / RoomImpulse.SPEED_OF_SOUND_M_S));
        double signalPower = meanPower(decimate16k(s, rate, pcm16k.length), active);
        double backgroundPower = meanPower(decimate16k(b, rate, pcm16k.length), active);
        if (!(signalPower > 0)) {
            signalPower = referencePower(config, placement.distanceM());
            backgroundPower = meanPower(decimate16k(b, rate, pcm16k.length), null);
        }
        double gain = StrictMath.sqrt(signalPower
                / (backgroundPower * StrictMath.pow(10, config.snrDb() / 10)));
        for (int i = 0; i < s.length; i++) {
            s[i] += gain * b[i];
        }
        return new double[] {signalPower, gain};
    }

    private static double[] decimate16k(double[] y, double rateHz, int length) {
        return SincResampler.resample(y, rateHz, INPUT_RATE_HZ, length);
    }

    /**
     * The SNR's active samples (ROOM.md §7): the input's bursts (from a non-zero sample to a
     * non-zero sample, no run of {@link #ACTIVE_GAP_SAMPLES} zeros inside), shifted by
     * {@code shift} samples, cut to the input's length.
     */
    static boolean[] activeSamples(short[] x, int shift) {
        boolean[] active = new boolean[x.length];
        int last = -1;
        for (int i = 0; i < x.length; i++) {
            if (x[i] == 0) {
                continue;
            }
            int from = last >= 0 && i - last <= ACTIVE_GAP_SAMPLES ? last + 1 : i;
            for (int j = from; j <= i && j + shift < x.length; j++) {
                active[j + shift] = true;
            }
            last = i;
        }
        return active;
    }

    /**
     * P_ref of a background-only recording (ROOM.md §7): a tone of amplitude
     * {@link #REFERENCE_AMPLITUDE} at the microphone by Sabine, (A²/2)·((1 m/r)² + 1/d_c²).
     */
    static double referencePower(PhysicalRoomConfig config, double distanceM) {
        double dc = config.room().criticalDistanceM(config.rt60S());
        return REFERENCE_AMPLITUDE * REFERENCE_AMPLITUDE / 2
                * (1 / (distanceM * distanceM) + 1 / (dc * dc));
    }

    /** Mean power of {@code y} over the {@code active} samples (all of them when null). */
    static double meanPower(double[] y, boolean[] active) {
        double sum = 0;
        long count = 0;
        for (int i = 0; i < y.length && (active == null || i < active.length); i++) {
            if (active == null || active[i]) {
                sum += y[i] * y[i];
                count++;
            }
        }
        return count == 0 ? 0 : sum / count;
    }

    /** Rounds half up to int16, saturating and counting into {@code clipped[0]}. */
    static short[] quantise(double[] y, long[] clipped) {
        short[] out = new short[y.length];
        for (int n = 0; n < y.length; n++) {
            long v = StrictMath.round(y[n]);
            if (v > Short.MAX_VALUE) {
                v = Short.MAX_VALUE;
                clipped[0]++;
            } else if (v < Short.MIN_VALUE) {
                v = Short.MIN_VALUE;
                clipped[0]++;
            }
            out[n] = (short) v;
        }
        return out;
    }

    /** The capture {@code pcm} at {@code rateHz} decimated to 16 kHz int16 (clips counted). */
    static RoomOutput to16k(short[] pcm, int rateHz) {
        double[] y = new double[pcm.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = pcm[i];
        }
        double[] d = decimate16k(y, rateHz, SincResampler.lengthAt(pcm.length, rateHz, INPUT_RATE_HZ));
        long[] clipped = new long[1];
        short[] out = quantise(d, clipped);
        return new RoomOutput(out, clipped[0]);
    }
}
