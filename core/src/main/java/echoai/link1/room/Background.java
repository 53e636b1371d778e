package echoai.link1.room;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The background sound at the microphone (ROOM.md §5), drawn from a seed for a whole recording
 * and scaled by {@link PhysicalRoom} to the SNR.
 *
 * <ul>
 *   <li>{@code NONE}: silence (SNR +∞ only);</li>
 *   <li>{@code WHITE}: Gaussian white noise over the whole band of the playback rate;</li>
 *   <li>{@code PINK}: white noise shaped to (f / 1 kHz)^−½ in amplitude (equal power per
 *       octave) by FFT, flat below 20 Hz, nothing at DC;</li>
 *   <li>{@code BABBLE}: the committed six-talker corpus, each talker from a seeded offset.</li>
 * </ul>
 */
public enum Background {
    /** Silence (SNR +∞ only). */
    NONE,
    /** Gaussian white noise over the whole band of the playback rate. */
    WHITE,
    /** White noise shaped to equal power per octave. */
    PINK,
    /** The committed six-talker corpus. */
    BABBLE;

    /** Below this frequency pink noise stays flat, Hz. */
    static final double PINK_FLOOR_HZ = 20;
    /** Pink noise's reference frequency (gain 1), Hz. */
    static final double PINK_REFERENCE_HZ = 1000;

    /**
     * The lowercase name used on the command line and in JSON.
     *
     * @return {@code none}, {@code white}, {@code pink} or {@code babble}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a label, ignoring case and surrounding blanks.
     *
     * @param label {@code none}, {@code white}, {@code pink} or {@code babble}; never null
     * @return the background
     * @throws IllegalArgumentException for any other label
     */
    public static Background parse(String label) {
        for (Background b : values()) {
            if (b.label().equals(label.strip().toLowerCase(Locale.ROOT))) {
                return b;
            }
        }
        throw new IllegalArgumentException(
                "background must be one of none, white, pink, babble: " + label);
    }

    /** {@code samples} samples of this background at {@code rateHz} (unscaled). */
    double[] generate(int samples, int rateHz, SplittableRandom random) {
        switch (this) {
            case NONE:
                return new double[samples];
            case WHITE: {
                double[] w = new double[samples];
                Gaussian.add(random, 1, w);
                return w;
            }
            case PINK:
                return pink(samples, rateHz, random);
            case BABBLE:
                return babble(samples, rateHz, random);
            default:
                throw new IllegalStateException("unknown background " + this);
        }
    }

    private static double[] pink(int samples, int rateHz, SplittableRandom random) {
        int size = Integer.highestOneBit(Math.max(2, samples));
        if (size < samples) {
            size <<= 1;
        }
        double[] re = new double[size];
        double[] im = new double[size];
        Gaussian.add(random, 1, re);
        Fft fft = new Fft(size);
        fft.transform(re, im, false);
        re[0] = 0;
        im[0] = 0;
        for (int k = 1; k <= size / 2; k++) {
            double hz = StrictMath.max(PINK_FLOOR_HZ, (double) k * rateHz / size);
            double gain = 1 / StrictMath.sqrt(hz / PINK_REFERENCE_HZ);
            re[k] *= gain;
            im[k] *= gain;
            if (k != size / 2) {
                re[size - k] *= gain;
                im[size - k] *= gain;
            }
        }
        fft.transform(re, im, true);
        return java.util.Arrays.copyOf(re, samples);
    }

    private static double[] babble(int samples, int rateHz, SplittableRandom random) {
        BabbleCorpus corpus = BabbleCorpus.instance();
        int samples16k = (int) StrictMath.ceil(samples * (double) BabbleCorpus.RATE_HZ / rateHz)
                + SincResampler.HALF_WIDTH * 4;
        double[] mix = new double[samples16k];
        for (int talker = 0; talker < BabbleCorpus.TALKERS; talker++) {
            int offset = random.nextInt(BabbleCorpus.TRACK_SAMPLES);
            corpus.addTalker(talker, offset, mix);
        }
        return SincResampler.resample(mix, BabbleCorpus.RATE_HZ, rateHz, samples);
    }
}
