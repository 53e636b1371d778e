package echoai.link1.room;

/**
 * In-place radix-2 complex FFT in double, with twiddles from {@link StrictMath} so results are
 * identical on every JVM; used for the room's long (reverberant) impulse responses.
 */
final class Fft {
    /** Complex samples a block of early stages spans (64 KiB of re and im: in cache). */
    private static final int CACHE_BLOCK = 4096;
    private final int size;
    private final double[] cos;
    private final double[] sin;
    private final int[] reversed;

    Fft(int size) {
        if (size < 2 || Integer.bitCount(size) != 1) {
            throw new IllegalArgumentException("size must be a power of two >= 2: " + size);
        }
        this.size = size;
        this.cos = new double[size / 2];
        this.sin = new double[size / 2];
        for (int i = 0; i < size / 2; i++) {
            cos[i] = StrictMath.cos(2 * StrictMath.PI * i / size);
            sin[i] = StrictMath.sin(2 * StrictMath.PI * i / size);
        }
        this.reversed = new int[size];
        for (int i = 1, j = 0; i < size; i++) {
            int bit = size >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
            reversed[i] = j;
        }
    }

    int size() {
        return size;
    }

    /**
     * Transforms (re, im) in place; {@code inverse} uses e^{+j} and scales by 1/size. The
     * butterflies of a stage are independent, so the early stages run one cache-sized block at
     * a time; every butterfly's arithmetic is the textbook radix-2 one, so the result does not
     * depend on that order.
     */
    void transform(double[] re, double[] im, boolean inverse) {
        for (int i = 1; i < size; i++) {
            int j = reversed[i];
            if (i < j) {
                double t = re[i];
                re[i] = re[j];
                re[j] = t;
                t = im[i];
                im[i] = im[j];
                im[j] = t;
            }
        }
        double sign = inverse ? 1 : -1;
        // Stages up to CACHE_BLOCK run block by block while the block is in cache; the later
        // stages run over the whole array. Same butterflies, same order within each.
        int inBlock = Math.min(size, CACHE_BLOCK);
        for (int from = 0; from < size; from += inBlock) {
            for (int len = 2; len <= inBlock; len <<= 1) {
                stage(re, im, sign, len, from, from + inBlock);
            }
        }
        int len = inBlock << 1;
        for (; (len << 1) <= size; len <<= 2) {
            twoStages(re, im, sign, len);
        }
        if (len <= size) {
            stage(re, im, sign, len, 0, size);
        }
        if (inverse) {
            for (int i = 0; i < size; i++) {
                re[i] /= size;
                im[i] /= size;
            }
        }
    }

    /**
     * The stages of span {@code len} and {@code 2·len} in one pass over the array: each group
     * of four elements gets its two butterflies of the first stage, then its two of the
     * second, with the same twiddles and arithmetic as two passes of {@link #stage}.
     */
    private void twoStages(double[] re, double[] im, double sign, int len) {
        int half = len >> 1;
        int stride = size / len;
        int stride2 = stride >> 1;
        for (int i = 0; i < size; i += len << 1) {
            for (int k = 0; k < half; k++) {
                double wr = cos[k * stride];
                double wi = sign * sin[k * stride];
                int a = i + k;
                int b = a + half;
                int c = a + len;
                int d = c + half;
                butterfly(re, im, a, b, wr, wi);
                butterfly(re, im, c, d, wr, wi);
                butterfly(re, im, a, c, cos[k * stride2], sign * sin[k * stride2]);
                butterfly(re, im, b, d, cos[(k + half) * stride2],
                        sign * sin[(k + half) * stride2]);
            }
        }
    }

    /** One radix-2 stage of butterflies of span {@code len} over [from, to). */
    private void stage(double[] re, double[] im, double sign, int len, int from, int to) {
        int half = len >> 1;
        int stride = size / len;
        for (int i = from; i < to; i += len) {
            for (int k = 0; k < half; k++) {
                butterfly(re, im, i + k, i + k + half, cos[k * stride], sign * sin[k * stride]);
            }
        }
    }

    /** One radix-2 butterfly: (a, b) ← (a + w·b, a − w·b). */
    private static void butterfly(double[] re, double[] im, int a, int b, double wr, double wi) {
        double xr = re[b] * wr - im[b] * wi;
        double xi = re[b] * wi + im[b] * wr;
        re[b] = re[a] - xr;
        im[b] = im[a] - xi;
        re[a] += xr;
        im[a] += xi;
    }
}
