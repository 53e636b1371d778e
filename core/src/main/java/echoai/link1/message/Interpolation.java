package echoai.link1.message;

/**
 * Lagrange interpolation over GF(2⁸) through fixed, distinct points (docs/spec/MESSAGE.md §3), in
 * barycentric form: the weights {@code 1 / Π_{j≠i}(p_i ⊕ p_j)} are computed once (O(n²)), after
 * which the value at any point costs O(n) coefficients and O(n · columns) products. Everything is
 * kept as logarithms; the arrays are allocated in the constructor.
 */
final class Interpolation {
    private final int[] points;
    /** log of the barycentric weight of each point. */
    private final int[] logWeight;
    /** Scratch: log of the coefficient of each point for the current target. */
    private final int[] logCoef;
    private final int n;

    /**
     * Interpolation through {@code count} distinct points.
     *
     * @param points the points, 0..255, the first {@code count} used (copied)
     * @param count how many, 1..256
     */
    Interpolation(int[] points, int count) {
        this.n = count;
        this.points = new int[count];
        System.arraycopy(points, 0, this.points, 0, count);
        this.logWeight = new int[count];
        this.logCoef = new int[count];
        for (int i = 0; i < count; i++) {
            int logProduct = 0;
            for (int j = 0; j < count; j++) {
                if (j != i) {
                    int d = this.points[i] ^ this.points[j];
                    if (d == 0) {
                        throw new IllegalArgumentException("points must be distinct: "
                                + this.points[i]);
                    }
                    logProduct += Gf256.LOG[d];
                }
            }
            logWeight[i] = (Gf256.ORDER - logProduct % Gf256.ORDER) % Gf256.ORDER;
        }
    }

    /** Interpolation through the points 0..count−1 (a block's data points). */
    static Interpolation ofFirst(int count) {
        int[] p = new int[count];
        for (int i = 0; i < count; i++) {
            p[i] = i;
        }
        return new Interpolation(p, count);
    }

    /**
     * Writes into {@code out[outOffset ..]} the {@code columns} bytes of the polynomials at
     * {@code x}: column c's polynomial takes the value {@code values[i][c]} at point i.
     *
     * @param values for each point, its fragment (at least {@code columns} bytes)
     * @param x the target point, 0..255
     * @param columns the fragment length
     * @param out where the result goes
     * @param outOffset its offset in {@code out}
     */
    void evaluate(byte[][] values, int x, int columns, byte[] out, int outOffset) {
        for (int i = 0; i < n; i++) {
            if (points[i] == x) {
                System.arraycopy(values[i], 0, out, outOffset, columns);
                return;
            }
        }
        int logL = 0;
        for (int i = 0; i < n; i++) {
            logL += Gf256.LOG[x ^ points[i]];
        }
        logL %= Gf256.ORDER;
        for (int i = 0; i < n; i++) {
            int c = logL + logWeight[i] - Gf256.LOG[x ^ points[i]];
            logCoef[i] = c < 0 ? c + Gf256.ORDER : c % Gf256.ORDER;
        }
        for (int col = 0; col < columns; col++) {
            int acc = 0;
            for (int i = 0; i < n; i++) {
                int v = values[i][col] & 0xFF;
                if (v != 0) {
                    acc ^= Gf256.EXP[logCoef[i] + Gf256.LOG[v]];
                }
            }
            out[outOffset + col] = (byte) acc;
        }
    }
}
