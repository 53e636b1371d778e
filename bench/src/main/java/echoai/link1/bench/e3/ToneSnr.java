package echoai.link1.bench.e3;

/**
 * The SNR of a received MFSK frame, estimated from the recording alone: per slot, the power in
 * the bin of the tone that was sent against the mean power in the unused tone bins of the same
 * group (the 15 tones not sent in that slot). Both are DFT powers over the slot's 512-sample
 * analysis window (31.25 Hz bins), so the figure is a per-bin SNR: tone power over the noise
 * power that falls into one 31.25 Hz bin. A bit-exact loop leaves only the rounding of the
 * sine table in the unused bins.
 *
 * <p>Physical measurement in the bench: double arithmetic with {@link StrictMath} tables, the
 * same on every machine.
 */
final class ToneSnr {
    /** Samples of an analysis window (the spec's 512). */
    static final int WINDOW = 512;
    private static final double[] COS = new double[WINDOW];
    private static final double[] SIN = new double[WINDOW];

    static {
        for (int i = 0; i < WINDOW; i++) {
            COS[i] = StrictMath.cos(2 * StrictMath.PI * i / WINDOW);
            SIN[i] = StrictMath.sin(2 * StrictMath.PI * i / WINDOW);
        }
    }

    private double tonePower;
    private long tones;
    private double unusedPower;
    private long unusedBins;

    /**
     * Adds one slot and group: the window starts at {@code start} in {@code pcm};
     * {@code groupBins} are the group's 16 tone bins, {@code sentBin} the one that was sent.
     */
    void addSlot(short[] pcm, int start, int sentBin, int[] groupBins) {
        for (int bin : groupBins) {
            double p = power(pcm, start, bin);
            if (bin == sentBin) {
                tonePower += p;
                tones++;
            } else {
                unusedPower += p;
                unusedBins++;
            }
        }
    }

    /** Slots (× groups) added. */
    long tones() {
        return tones;
    }

    /**
     * 10·log10(mean tone power / mean unused-bin power); {@code Double.POSITIVE_INFINITY} when
     * only the unused bins are silent; NaN when nothing was added or everything is silent.
     */
    double snrDb() {
        if (tones == 0) {
            return Double.NaN;
        }
        double tone = tonePower / tones;
        double noise = unusedPower / unusedBins;
        if (noise == 0) {
            return tone == 0 ? Double.NaN : Double.POSITIVE_INFINITY;
        }
        return 10 * StrictMath.log10(tone / noise);
    }

    /** |DFT of pcm[start..start+512) at bin|². */
    static double power(short[] pcm, int start, int bin) {
        double re = 0;
        double im = 0;
        for (int n = 0; n < WINDOW; n++) {
            int i = (bin * n) & (WINDOW - 1);
            re += pcm[start + n] * COS[i];
            im += pcm[start + n] * SIN[i];
        }
        return re * re + im * im;
    }
}
