package echoai.link1.room;

/**
 * The impulse responses of a {@link SharedRoom} from every loudspeaker to every microphone, kept
 * as spectra for FFT overlap-add (our own {@link Fft}, deterministic): a sound is cut into
 * blocks, two real blocks per complex transform (one in the real part, one in the imaginary;
 * the responses are real, so the inverse of the product holds the two convolutions apart), each
 * block's spectrum computed once and multiplied by the spectrum of every path. Allocation in
 * the constructor, apart from the per-sound block spectra.
 */
final class PathBank {
    /** Receives one path's convolution, a piece at a time. */
    interface Sink {
        /** Adds {@code length} samples of {@code src} from {@code from} at offset {@code at}. */
        void add(long at, double[] src, int from, int length);
    }

    private final int speakers;
    private final int listeners;
    private final int size;
    private final int block;
    private final int longest;
    private final Fft fft;
    private final double[][][] pathRe;
    private final double[][][] pathIm;
    private final double[] re;
    private final double[] im;

    PathBank(RoomImpulse[][] h) {
        this.speakers = h.length;
        this.listeners = h[0].length;
        int max = 1;
        for (RoomImpulse[] row : h) {
            for (RoomImpulse r : row) {
                max = Math.max(max, r.length());
            }
        }
        this.longest = max;
        this.size = Integer.highestOneBit(Math.max(2, max - 1)) << 2;
        this.block = size - max + 1;
        this.fft = new Fft(size);
        this.pathRe = new double[speakers][listeners][];
        this.pathIm = new double[speakers][listeners][];
        for (int s = 0; s < speakers; s++) {
            for (int l = 0; l < listeners; l++) {
                double[] r = new double[size];
                double[] i = new double[size];
                System.arraycopy(h[s][l].tapsShared(), 0, r, 0, h[s][l].length());
                fft.transform(r, i, false);
                pathRe[s][l] = r;
                pathIm[s][l] = i;
            }
        }
        this.re = new double[size];
        this.im = new double[size];
    }

    /** The longest response, taps. */
    int longestTaps() {
        return longest;
    }

    /**
     * Convolves {@code x} (placed at offset {@code at}) with the path from {@code speaker} to
     * every listener, adding the whole result (x.length + taps − 1 samples) into {@code sinks}
     * (a null sink is a microphone nobody listens to: skipped).
     */
    void convolve(int speaker, double[] x, long at, Sink[] sinks) {
        int pairs = (x.length + 2 * block - 1) / (2 * block);
        double[][] specRe = new double[pairs][];
        double[][] specIm = new double[pairs][];
        for (int p = 0; p < pairs; p++) {
            double[] r = new double[size];
            double[] i = new double[size];
            int start = 2 * p * block;
            System.arraycopy(x, start, r, 0, Math.min(block, x.length - start));
            int second = start + block;
            if (second < x.length) {
                System.arraycopy(x, second, i, 0, Math.min(block, x.length - second));
            }
            fft.transform(r, i, false);
            specRe[p] = r;
            specIm[p] = i;
        }
        int out = x.length + longest - 1;
        for (int l = 0; l < listeners; l++) {
            if (sinks[l] == null) {
                continue;
            }
            double[] hr = pathRe[speaker][l];
            double[] hi = pathIm[speaker][l];
            for (int p = 0; p < pairs; p++) {
                double[] xr = specRe[p];
                double[] xi = specIm[p];
                for (int k = 0; k < size; k++) {
                    re[k] = xr[k] * hr[k] - xi[k] * hi[k];
                    im[k] = xr[k] * hi[k] + xi[k] * hr[k];
                }
                fft.transform(re, im, true);
                int start = 2 * p * block;
                sinks[l].add(at + start, re, 0, Math.min(size, out - start));
                int second = start + block;
                if (second < x.length) {
                    sinks[l].add(at + second, im, 0, Math.min(size, out - second));
                }
            }
        }
    }
}
