package echoai.link1.room;

/**
 * The room's decimation D (ROOM.md §4) as a stream: samples at a rate that is a whole multiple
 * {@code p} of the output rate go in one at a time, and each output sample comes out as soon as
 * the last input it needs has arrived ({@link #lookahead()} samples after its own position).
 * Output m is {@code Σ w[i]·x[p·m − half + i]} with the weights of
 * {@link SincResampler#decimationWeights}, input before the first sample zero. The same terms
 * as {@link SincResampler}'s whole-array decimation, summed in another order (the symmetric
 * kernel's two sides first, four running sums): equal to it within a few units in the last
 * place, so after rounding to int16 at most one step apart, and rarely (up to the array's end,
 * where the whole-array version sees zeros that the stream has not yet seen). Allocation in the
 * constructor only.
 */
final class Decimator {
    private final double[] weights;
    private final int factor;
    private final int half;
    private final int ringMask;
    private final double[] ring;
    private long inputs;

    Decimator(int inRateHz, int outRateHz) {
        this.weights = SincResampler.decimationWeights(inRateHz, outRateHz);
        this.factor = inRateHz / outRateHz;
        this.half = (weights.length - 1) / 2;
        int size = Integer.highestOneBit(weights.length) << 1;
        this.ringMask = size - 1;
        // each sample is written twice (at i and i + size) so that a window is contiguous
        this.ring = new double[2 * size];
    }

    /** Input samples, after an output sample's own position, that it needs. */
    int lookahead() {
        return half;
    }

    /**
     * Takes one input sample; returns true when it completes an output sample, then available
     * from {@link #output()}.
     */
    boolean push(double x) {
        int at = (int) (inputs & ringMask);
        ring[at] = x;
        ring[at + ringMask + 1] = x;
        inputs++;
        long newest = inputs - 1;
        long centre = newest - half;
        return centre >= 0 && centre % factor == 0;
    }

    /**
     * The output sample the last {@link #push} completed. The kernel is symmetric, so the taps
     * either side of the centre are added first and multiplied once, in four running sums:
     * a different order of the same terms than {@link SincResampler}'s, equal to it within a
     * few units in the last place (so at most one int16 step apart after rounding, and rarely).
     */
    double output() {
        long first = inputs - 1 - 2L * half;
        // the window [first, first + 2·half] is contiguous from (first & mask): the ring is
        // written twice; before the first input it still holds zeros
        int centre = (int) (first & ringMask) + half;
        double s0 = weights[half] * ring[centre];
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int i = 1;
        for (; i + 3 <= half; i += 4) {
            s0 += weights[half + i] * (ring[centre - i] + ring[centre + i]);
            s1 += weights[half + i + 1] * (ring[centre - i - 1] + ring[centre + i + 1]);
            s2 += weights[half + i + 2] * (ring[centre - i - 2] + ring[centre + i + 2]);
            s3 += weights[half + i + 3] * (ring[centre - i - 3] + ring[centre + i + 3]);
        }
        for (; i <= half; i++) {
            s0 += weights[half + i] * (ring[centre - i] + ring[centre + i]);
        }
        return (s0 + s1) + (s2 + s3);
    }
}
