package echoai.link1.modem;

/** Linear convolution by one zero-padded radix-2 FFT (test code: the stand-in room). */
final class Convolution {
    private Convolution() {
    }

    /** {@code x * h}, truncated to the length of x. */
    static double[] convolve(short[] x, double[] h) {
        int size = Integer.highestOneBit(x.length + h.length) << 1;
        double[] ar = new double[size];
        double[] ai = new double[size];
        double[] br = new double[size];
        double[] bi = new double[size];
        for (int i = 0; i < x.length; i++) {
            ar[i] = x[i];
        }
        System.arraycopy(h, 0, br, 0, h.length);
        fft(ar, ai, false);
        fft(br, bi, false);
        for (int i = 0; i < size; i++) {
            double r = ar[i] * br[i] - ai[i] * bi[i];
            ai[i] = ar[i] * bi[i] + ai[i] * br[i];
            ar[i] = r;
        }
        fft(ar, ai, true);
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            y[i] = ar[i] / size;
        }
        return y;
    }

    private static void fft(double[] re, double[] im, boolean inverse) {
        int n = re.length;
        for (int i = 1, j = 0; i < n; i++) {
            int bit = n >> 1;
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
        for (int len = 2; len <= n; len <<= 1) {
            double angle = 2 * StrictMath.PI / len * (inverse ? 1 : -1);
            double wr = StrictMath.cos(angle);
            double wi = StrictMath.sin(angle);
            for (int i = 0; i < n; i += len) {
                double cr = 1;
                double ci = 0;
                for (int k = 0; k < len / 2; k++) {
                    int a = i + k;
                    int b = a + len / 2;
                    double tr = re[b] * cr - im[b] * ci;
                    double ti = re[b] * ci + im[b] * cr;
                    re[b] = re[a] - tr;
                    im[b] = im[a] - ti;
                    re[a] += tr;
                    im[a] += ti;
                    double ncr = cr * wr - ci * wi;
                    ci = cr * wi + ci * wr;
                    cr = ncr;
                }
            }
        }
    }
}
