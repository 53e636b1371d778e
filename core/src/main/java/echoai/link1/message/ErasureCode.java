package echoai.link1.message;

import java.util.Objects;

/**
 * The message layer's erasure code (docs/spec/MESSAGE.md §3): a systematic Reed–Solomon code over
 * GF(2⁸) by byte columns. A block of {@code kb} data fragments is the polynomial of degree &lt;
 * {@code kb} through the points 0..kb−1; the parity fragment at a point x ≥ kb is its value
 * there; any kb fragments at distinct points give back the data. Written here rather than taken
 * from a library: core depends on {@code java.base} alone, and every byte is pinned by the spec
 * and its Python reference. Deterministic; the field's tables are built once.
 */
public final class ErasureCode {
    /** The largest number of points a block can have: every byte value. */
    public static final int MAX_POINTS = 256;

    private ErasureCode() {
    }

    /**
     * The parity fragment at {@code point} of a block.
     *
     * @param data the block's data fragments, kb ≥ 1 of them, all of one length
     * @param point the point, kb..255 (a point below kb gives that data fragment back)
     * @return a fresh fragment of the data's length
     * @throws IllegalArgumentException when the data is empty or ragged, or the point is out of
     *     0..255
     */
    public static byte[] parity(byte[][] data, int point) {
        Objects.requireNonNull(data, "data");
        int columns = columns(data, data.length);
        checkPoint(point);
        byte[] out = new byte[columns];
        Interpolation.ofFirst(data.length).evaluate(data, point, columns, out, 0);
        return out;
    }

    /**
     * A block's data fragments from any {@code kb} of its fragments at distinct points.
     *
     * @param points the points held, at least kb, distinct, each 0..255 (the first kb are used)
     * @param fragments the fragment at each of those points, all of one length
     * @param kb the block's number of data fragments, 1..256
     * @return the kb data fragments, fresh arrays
     * @throws IllegalArgumentException when fewer than kb points are given, they repeat, or the
     *     fragments are ragged
     */
    public static byte[][] recover(int[] points, byte[][] fragments, int kb) {
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(fragments, "fragments");
        if (kb < 1 || kb > MAX_POINTS || points.length < kb || fragments.length < kb) {
            throw new IllegalArgumentException("need kb in [1, 256] and at least kb points and "
                    + "fragments: kb " + kb + ", " + points.length + " points, "
                    + fragments.length + " fragments");
        }
        int columns = columns(fragments, kb);
        for (int i = 0; i < kb; i++) {
            checkPoint(points[i]);
        }
        Interpolation through = new Interpolation(points, kb);
        byte[][] data = new byte[kb][columns];
        for (int x = 0; x < kb; x++) {
            through.evaluate(fragments, x, columns, data[x], 0);
        }
        return data;
    }

    private static int columns(byte[][] fragments, int count) {
        if (count < 1 || count > MAX_POINTS) {
            throw new IllegalArgumentException("a block has 1..256 fragments: " + count);
        }
        int columns = fragments[0].length;
        for (int i = 1; i < count; i++) {
            if (fragments[i].length != columns) {
                throw new IllegalArgumentException("fragments must have one length: "
                        + columns + " and " + fragments[i].length);
            }
        }
        return columns;
    }

    private static void checkPoint(int point) {
        if (point < 0 || point >= MAX_POINTS) {
            throw new IllegalArgumentException("point must be in [0, 255]: " + point);
        }
    }
}
