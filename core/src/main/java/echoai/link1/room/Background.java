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
 *   <li>{@code BABBLE}: the committed six-talker corpus, each talker from a seeded offset, read
 *       circularly: a recording longer than a track (8 s) repeats its mixture every 8 s (ROOM.md
 *       §5; kept exactly as it is: the registered runs used it);</li>
 *   <li>{@code BABBLE_SHUFFLED} ({@code babble-shuffled}, ROOM.md §11, added 2026-12-01): the
 *       same corpus as six voices, each re-drawn every 1–3 s — a seeded talker, offset and gain
 *       — so the mixture does not repeat within a recording.</li>
 * </ul>
 */
public enum Background {
    /** Silence (SNR +∞ only). */
    NONE,
    /** Gaussian white noise over the whole band of the playback rate. */
    WHITE,
    /** White noise shaped to equal power per octave. */
    PINK,
    /** The committed six-talker corpus, read circularly (repeats every 8 s). */
    BABBLE,
    /** The corpus as six voices re-drawn every 1–3 s: a mixture that does not repeat. */
    BABBLE_SHUFFLED;

    /** Below this frequency pink noise stays flat, Hz. */
    static final double PINK_FLOOR_HZ = 20;
    /** Pink noise's reference frequency (gain 1), Hz. */
    static final double PINK_REFERENCE_HZ = 1000;

    /** The shortest stretch of one voice of {@code babble-shuffled}, samples at 16 kHz (1 s). */
    static final int SEGMENT_MIN_SAMPLES = 16_000;
    /** Its length is drawn uniform in [min, min + span): 1 s to 3 s. */
    static final int SEGMENT_SPAN_SAMPLES = 32_000;
    /** Equal-power crossfade between a voice's stretches, samples at 16 kHz (20 ms). */
    static final int FADE_SAMPLES = 320;
    /** A stretch's gain is drawn uniform in ±this many dB. */
    static final double GAIN_SPREAD_DB = 6;

    /**
     * The lowercase name used on the command line and in JSON.
     *
     * @return {@code none}, {@code white}, {@code pink}, {@code babble} or
     *     {@code babble-shuffled}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Seconds of distinct audio in a recording of {@code seconds}: the whole of it for the noises
     * and {@code babble-shuffled} (nothing repeats), at most one track (8 s) for {@code babble},
     * whose mixture repeats every 8 s (ROOM.md §5, §11).
     *
     * @param seconds the recording's length, s
     * @return the seconds of it that are not a repetition of an earlier part
     */
    public double distinctSeconds(double seconds) {
        return this == BABBLE ? StrictMath.min(seconds,
                (double) BabbleCorpus.TRACK_SAMPLES / BabbleCorpus.RATE_HZ) : seconds;
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
                "background must be one of none, white, pink, babble, babble-shuffled: " + label);
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
            case BABBLE_SHUFFLED:
                return babbleShuffled(samples, rateHz, random);
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

    /**
     * ROOM.md §11: six voices; each is a run of stretches of 1–3 s, each stretch a seeded talker
     * (of the six), start offset in its track (read circularly) and gain (±6 dB), joined by
     * 20 ms equal-power crossfades; all six summed at 16 kHz, then upsampled as babble is. The
     * draws come from {@code random} voice after voice, stretch after stretch.
     */
    private static double[] babbleShuffled(int samples, int rateHz, SplittableRandom random) {
        BabbleCorpus corpus = BabbleCorpus.instance();
        int samples16k = (int) StrictMath.ceil(samples * (double) BabbleCorpus.RATE_HZ / rateHz)
                + SincResampler.HALF_WIDTH * 4;
        double[] mix = new double[samples16k];
        for (int voice = 0; voice < BabbleCorpus.TALKERS; voice++) {
            int start = -FADE_SAMPLES;
            while (start < samples16k) {
                int length = SEGMENT_MIN_SAMPLES + random.nextInt(SEGMENT_SPAN_SAMPLES);
                int talker = random.nextInt(BabbleCorpus.TALKERS);
                int offset = random.nextInt(BabbleCorpus.TRACK_SAMPLES);
                double gainDb = GAIN_SPREAD_DB * (2 * random.nextDouble() - 1);
                double gain = StrictMath.pow(10, gainDb / 20);
                corpus.addStretch(talker, offset, gain, start, length + FADE_SAMPLES,
                        FADE_SAMPLES, mix);
                start += length;
            }
        }
        return SincResampler.resample(mix, BabbleCorpus.RATE_HZ, rateHz, samples);
    }
}
