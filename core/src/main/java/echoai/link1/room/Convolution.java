package echoai.link1.room;

import java.util.Arrays;

/**
 * Linear convolution truncated to the input's length: direct for sparse responses, FFT
 * overlap-add (our own {@link Fft}, deterministic) for long ones.
 */
final class Convolution {
    private static final int SPARSE_TAPS = 8;

    private Convolution() {
    }

    /** {@code x * h}, the first x.length samples, two FFT blocks at a time. */
    static double[] convolve(double[] x, double[] h) {
        return convolve(x, h, true);
    }

    /**
     * {@code x * h}, the first x.length samples; {@code pairBlocks} false keeps one block per
     * FFT, the arithmetic the simulated rooms' pinned outputs were made with.
     */
    static double[] convolve(double[] x, double[] h, boolean pairBlocks) {
        int nonZero = 0;
        for (double v : h) {
            if (v != 0) {
                nonZero++;
            }
        }
        return nonZero <= SPARSE_TAPS ? sparse(x, h) : overlapAdd(x, h, pairBlocks);
    }

    private static double[] sparse(double[] x, double[] h) {
        double[] y = new double[x.length];
        for (int k = 0; k < h.length; k++) {
            double g = h[k];
            if (g == 0) {
                continue;
            }
            for (int n = k; n < x.length; n++) {
                y[n] += g * x[n - k];
            }
        }
        return y;
    }

    private static double[] overlapAdd(double[] x, double[] h, boolean pairBlocks) {
        int size = Integer.highestOneBit(Math.max(2, h.length - 1)) << 2;
        int block = size - h.length + 1;
        Fft f = new Fft(size);
        double[] hr = new double[size];
        double[] hi = new double[size];
        System.arraycopy(h, 0, hr, 0, h.length);
        f.transform(hr, hi, false);
        double[] y = new double[x.length];
        double[] re = new double[size];
        double[] im = new double[size];
        // Two real blocks at once: block A in the real part, block B in the imaginary part; h is
        // real, so the product's inverse holds A∗h in its real part and B∗h in its imaginary.
        int stride = pairBlocks ? 2 * block : block;
        for (int start = 0; start < x.length; start += stride) {
            Arrays.fill(re, 0);
            Arrays.fill(im, 0);
            int second = start + block;
            System.arraycopy(x, start, re, 0, Math.min(block, x.length - start));
            if (pairBlocks && second < x.length) {
                System.arraycopy(x, second, im, 0, Math.min(block, x.length - second));
            }
            f.transform(re, im, false);
            for (int i = 0; i < size; i++) {
                double r = re[i] * hr[i] - im[i] * hi[i];
                im[i] = re[i] * hi[i] + im[i] * hr[i];
                re[i] = r;
            }
            f.transform(re, im, true);
            for (int i = 0; i < size && start + i < x.length; i++) {
                y[start + i] += re[i];
            }
            for (int i = 0; pairBlocks && i < size && second + i < x.length; i++) {
                y[second + i] += im[i];
            }
        }
        return y;
    }
}
