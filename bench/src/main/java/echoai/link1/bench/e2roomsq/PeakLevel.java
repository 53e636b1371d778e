package echoai.link1.bench.e2roomsq;

import java.math.BigDecimal;

/**
 * An arm's level at its peak, measured on one 16 kHz int16 recording: its peak |x|, its mean
 * power from its first to its last non-zero sample, their ratio (the peak-to-average power
 * ratio, PAPR) and the crest excess over a sine, PAPR − 10·log10 2 — the decibels by which the
 * arm's mean power falls short of a sine's when both are sent at one peak level.
 *
 * @param arm          the arm's label
 * @param airTimeS     its air time for one postcard, s (3 decimals)
 * @param peak         max |x|
 * @param paprDb       10·log10(peak² / mean power), dB (3 decimals)
 * @param peakOffsetDb the SNR offset of the equal-peak axis, −(PAPR − 3.010), dB (3 decimals)
 */
public record PeakLevel(String arm, BigDecimal airTimeS, int peak, BigDecimal paprDb,
                        BigDecimal peakOffsetDb) {
    /** 10·log10 2: a sine's PAPR. */
    static final double SINE_PAPR_DB = 10 * StrictMath.log10(2);

    /**
     * The PAPR of {@code x} over its first to last non-zero sample, dB.
     *
     * @param x the recording
     * @return the ratio in dB
     * @throws IllegalArgumentException if {@code x} is silent
     */
    static double paprDb(short[] x) {
        int first = -1;
        int last = -1;
        int peak = 0;
        for (int i = 0; i < x.length; i++) {
            if (x[i] != 0) {
                first = first < 0 ? i : first;
                last = i;
                peak = Math.max(peak, Math.abs(x[i]));
            }
        }
        if (first < 0) {
            throw new IllegalArgumentException("a silent recording has no PAPR");
        }
        double sum = 0;
        for (int i = first; i <= last; i++) {
            sum += (double) x[i] * x[i];
        }
        double mean = sum / (last - first + 1);
        return 10 * StrictMath.log10((double) peak * peak / mean);
    }

    /** The peak |x| of {@code x}. */
    static int peak(short[] x) {
        int peak = 0;
        for (short s : x) {
            peak = Math.max(peak, Math.abs(s));
        }
        return peak;
    }
}
