package echoai.link1.room;

import java.util.SplittableRandom;

/**
 * One microphone of a {@link SharedRoom}, as a stream: what every loudspeaker's sound adds at
 * the playback rate (a ring the room writes ahead into), the microphone band-limit L_m, the
 * background, the automatic gain, int16 at the capture rate, and the decimation D to 16 kHz
 * with int16 again (ROOM.md §1 and §4, in that order, one sample at a time). The capture clock
 * is the playback clock (48 → 48 kHz, no offset). Allocation in the constructor only.
 */
final class MicStream {
    private final double[] ring;
    private final int ringMask;
    private final Biquad highPass;
    private final Biquad lowPass;
    private final double[] highState = new double[2];
    private final double[] lowState = new double[2];
    private final SplittableRandom background;
    private final double backgroundGain;
    private final double release;
    private final Decimator decimator;
    private double peak;
    private double spareGaussian = Double.NaN;
    private long next48k;
    private long clipped48k;
    private long clipped16k;

    /**
     * @param ringSamples     playback-rate samples the ring holds (a power of two)
     * @param rateHz          the playback (= capture) rate
     * @param background      the background's draws, or null for none
     * @param backgroundGain  g_b: the background's scale (N(0, 1) samples before L_m)
     */
    MicStream(int ringSamples, int rateHz, SplittableRandom background, double backgroundGain) {
        this.ring = new double[ringSamples];
        this.ringMask = ringSamples - 1;
        this.highPass = Biquad.highPass(DeviceChain.MIC_HIGH_PASS_HZ, rateHz);
        this.lowPass = Biquad.lowPass(DeviceChain.MIC_LOW_PASS_HZ, rateHz);
        this.background = background;
        this.backgroundGain = backgroundGain;
        this.release = StrictMath.exp(-1 / (DeviceChain.AGC_RELEASE_S * rateHz));
        this.decimator = new Decimator(rateHz, PhysicalRoom.INPUT_RATE_HZ);
    }

    /** The first playback-rate sample not yet captured: sound may be added from here on. */
    long next48k() {
        return next48k;
    }

    /** Adds {@code length} samples of {@code src} from {@code from} at playback index {@code at}. */
    void add(long at, double[] src, int from, int length) {
        if (at < next48k || at + length - next48k > ring.length) {
            throw new IllegalArgumentException("sound must land in [" + next48k + ", "
                    + (next48k + ring.length) + "): " + at + " + " + length);
        }
        for (int i = 0; i < length; i++) {
            ring[(int) ((at + i) & ringMask)] += src[from + i];
        }
    }

    /**
     * Captures until {@code count} 16 kHz samples have come out, into {@code out} from
     * {@code offset}.
     */
    void capture(short[] out, int offset, int count) {
        int produced = 0;
        while (produced < count) {
            int at = (int) (next48k & ringMask);
            double s = ring[at];
            ring[at] = 0;
            next48k++;
            if (background != null) {
                s += backgroundGain * gaussian();
            }
            double y = lowPass.next(highPass.next(s, highState), lowState);
            peak = StrictMath.max(StrictMath.abs(y), peak * release);
            double g = peak == 0 ? DeviceChain.AGC_MAX_GAIN
                    : StrictMath.min(DeviceChain.AGC_MAX_GAIN, DeviceChain.AGC_TARGET_PEAK / peak);
            long q = StrictMath.round(y * g);
            if (q > Short.MAX_VALUE || q < Short.MIN_VALUE) {
                clipped48k++;
                q = q > 0 ? Short.MAX_VALUE : Short.MIN_VALUE;
            }
            if (decimator.push(q)) {
                long d = StrictMath.round(decimator.output());
                if (d > Short.MAX_VALUE || d < Short.MIN_VALUE) {
                    clipped16k++;
                    d = d > 0 ? Short.MAX_VALUE : Short.MIN_VALUE;
                }
                out[offset + produced++] = (short) d;
            }
        }
    }

    /** N(0, 1) by Box–Muller with {@link StrictMath}, both outputs of a pair used in turn. */
    private double gaussian() {
        if (!Double.isNaN(spareGaussian)) {
            double g = spareGaussian;
            spareGaussian = Double.NaN;
            return g;
        }
        double u1 = 1.0 - background.nextDouble();
        double u2 = background.nextDouble();
        double r = StrictMath.sqrt(-2 * StrictMath.log(u1));
        double a = 2 * StrictMath.PI * u2;
        spareGaussian = r * StrictMath.sin(a);
        return r * StrictMath.cos(a);
    }

    /** Samples saturated at the capture rate. */
    long clipped48k() {
        return clipped48k;
    }

    /** Samples saturated after decimation to 16 kHz. */
    long clipped16k() {
        return clipped16k;
    }
}
