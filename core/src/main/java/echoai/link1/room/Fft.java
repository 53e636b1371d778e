package echoai.link1.room;

/**
 * In-place radix-2 complex FFT in double, with twiddles from {@link StrictMath} so results are
 * identical on every JVM; used for the room's long (reverberant) impulse responses.
 */
final class Fft {
    private final int size;
    private final double[] cos;
    private final double[] sin;

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
    }

    int size() {
        return size;
    }

    /** Transforms (re, im) in place; {@code inverse} uses e^{+j} and scales by 1/size. */
    void transform(double[] re, double[] im, boolean inverse) {
        for (int i = 1, j = 0; i < size; i++) {
            int bit = size >> 1;
            for (; (j & bit) != 0; bit >>= 1) {
                j ^= bit;
            }
            j ^= bit;
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
        for (int len = 2; len <= size; len <<= 1) {
            int half = len >> 1;
            int stride = size / len;
            for (int i = 0; i < size; i += len) {
                for (int k = 0; k < half; k++) {
                    double wr = cos[k * stride];
                    double wi = sign * sin[k * stride];
                    int a = i + k;
                    int b = a + half;
                    double xr = re[b] * wr - im[b] * wi;
                    double xi = re[b] * wi + im[b] * wr;
                    re[b] = re[a] - xr;
                    im[b] = im[a] - xi;
                    re[a] += xr;
                    im[a] += xi;
                }
            }
        }
        if (inverse) {
            for (int i = 0; i < size; i++) {
                re[i] /= size;
                im[i] /= size;
            }
        }
    }
}
