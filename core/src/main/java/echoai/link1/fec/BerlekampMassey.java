package echoai.link1.fec;

import java.util.Arrays;

/**
 * The Berlekamp–Massey algorithm over {@link Gf16} (Massey 1969): the shortest LFSR
 * C(x) = 1 + C₁x + … + C_L x^L that generates a sequence s₀..s_{n−1}. Used by {@link Rs1511} on
 * the Forney syndromes to find the error locator σ. Buffers are allocated once; not thread-safe.
 */
final class BerlekampMassey {
    private final int[] c;
    private final int[] b;
    private final int[] t;
    private int length;

    /** For sequences of at most {@code maxLength} terms. */
    BerlekampMassey(int maxLength) {
        int size = 2 * maxLength + 2;
        c = new int[size];
        b = new int[size];
        t = new int[size];
    }

    /**
     * Runs over {@code s[from..from+count-1]}; returns the LFSR length L. The connection
     * polynomial (ascending powers) is then {@link #locator()}.
     */
    int run(int[] s, int from, int count) {
        Arrays.fill(c, 0);
        Arrays.fill(b, 0);
        c[0] = 1;
        b[0] = 1;
        length = 0;
        int shift = 1;
        int lastDiscrepancy = 1;
        for (int n = 0; n < count; n++) {
            int d = s[from + n];
            for (int i = 1; i <= length; i++) {
                d ^= Gf16.mul(c[i], s[from + n - i]);
            }
            if (d == 0) {
                shift++;
                continue;
            }
            int factor = Gf16.div(d, lastDiscrepancy);
            if (2 * length <= n) {
                System.arraycopy(c, 0, t, 0, c.length);
                subtractShifted(factor, shift);
                length = n + 1 - length;
                System.arraycopy(t, 0, b, 0, b.length);
                lastDiscrepancy = d;
                shift = 1;
            } else {
                subtractShifted(factor, shift);
                shift++;
            }
        }
        return length;
    }

    /** C(x) −= factor · x^shift · B(x). */
    private void subtractShifted(int factor, int shift) {
        for (int i = 0; i + shift < c.length; i++) {
            c[i + shift] ^= Gf16.mul(factor, b[i]);
        }
    }

    /** The LFSR length L of the last run. */
    int length() {
        return length;
    }

    /** The actual degree of the connection polynomial of the last run. */
    int degree() {
        for (int d = c.length - 1; d > 0; d--) {
            if (c[d] != 0) {
                return d;
            }
        }
        return 0;
    }

    /** The connection polynomial by ascending power (a live view; do not modify). */
    int[] locator() {
        return c;
    }
}
