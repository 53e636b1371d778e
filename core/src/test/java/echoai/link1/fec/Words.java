package echoai.link1.fec;

import java.util.SplittableRandom;

/** Test helpers: random codewords and corrupted copies (never the original). */
final class Words {
    private Words() {
    }

    static byte[] randomCodeword(SplittableRandom random) {
        byte[] word = new byte[Rs1511.N];
        for (int k = 0; k < Rs1511.K; k++) {
            word[k] = (byte) random.nextInt(16);
        }
        Rs1511.encode(word, 0);
        return word;
    }

    /** A copy of {@code word} with {@code values[i]} XORed in at {@code positions[i]}. */
    static byte[] corrupt(byte[] word, int[] positions, int[] values) {
        byte[] copy = word.clone();
        for (int i = 0; i < positions.length; i++) {
            copy[positions[i]] = (byte) (copy[positions[i]] ^ values[i]);
        }
        return copy;
    }

    /** {@code count} distinct positions in [0, 15), in random order. */
    static int[] distinctPositions(SplittableRandom random, int count) {
        int[] all = new int[Rs1511.N];
        for (int i = 0; i < all.length; i++) {
            all[i] = i;
        }
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(all.length - i);
            int t = all[i];
            all[i] = all[j];
            all[j] = t;
        }
        return java.util.Arrays.copyOf(all, count);
    }

    static int distance(byte[] a, byte[] b) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            d += a[i] != b[i] ? 1 : 0;
        }
        return d;
    }
}
