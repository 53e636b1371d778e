package echoai.link1.message;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** GF(2⁸) and the systematic Reed–Solomon code by columns (MESSAGE.md §3). */
class ErasureCodeTest {
    @Test
    void theFieldIsAField() {
        for (int a = 1; a < 256; a++) {
            assertThat(Gf256.mul(a, Gf256.inv(a))).as("a = %d", a).isEqualTo(1);
            assertThat(Gf256.mul(a, 1)).isEqualTo(a);
            assertThat(Gf256.mul(a, 0)).isZero();
        }
        // 2 generates the multiplicative group: 255 distinct powers
        assertThat(java.util.Arrays.stream(Gf256.EXP, 0, 255).distinct().count()).isEqualTo(255);
        // multiplication distributes over XOR (spot-checked on a grid)
        for (int a = 0; a < 256; a += 7) {
            for (int b = 0; b < 256; b += 11) {
                for (int c = 0; c < 256; c += 13) {
                    assertThat(Gf256.mul(a, b ^ c)).isEqualTo(Gf256.mul(a, b) ^ Gf256.mul(a, c));
                }
            }
        }
        assertThatThrownBy(() -> Gf256.inv(0)).isInstanceOf(ArithmeticException.class);
    }

    private static byte[][] randomData(SplittableRandom rnd, int kb) {
        byte[][] data = new byte[kb][13];
        for (byte[] d : data) {
            for (int c = 0; c < d.length; c++) {
                d[c] = (byte) rnd.nextInt(256);
            }
        }
        return data;
    }

    @Test
    void aDataPointGivesItsDataBack() {
        byte[][] data = randomData(new SplittableRandom(1), 5);
        for (int x = 0; x < 5; x++) {
            assertThat(ErasureCode.parity(data, x)).isEqualTo(data[x]);
        }
    }

    /** Every choice of 3 of a block's 8 fragments (kb = 3, 5 parity) gives the data back. */
    @Test
    void anyKbFragmentsGiveTheDataBackExhaustively() {
        byte[][] data = randomData(new SplittableRandom(2), 3);
        byte[][] all = new byte[8][];
        for (int x = 0; x < 8; x++) {
            all[x] = ErasureCode.parity(data, x);
        }
        int subsets = 0;
        for (int a = 0; a < 8; a++) {
            for (int b = a + 1; b < 8; b++) {
                for (int c = b + 1; c < 8; c++) {
                    int[] points = {c, a, b};
                    byte[][] held = {all[c], all[a], all[b]};
                    assertThat(ErasureCode.recover(points, held, 3)).isDeepEqualTo(data);
                    subsets++;
                }
            }
        }
        assertThat(subsets).isEqualTo(56);
    }

    /** Large blocks, random points up to 255: the code is MDS at every size the layer uses. */
    @Test
    void randomPointsOfLargeBlocksGiveTheDataBack() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (int kb : new int[] {1, 2, 77, 128}) {
            byte[][] data = randomData(rnd, kb);
            int[] perm = new int[256];
            for (int i = 0; i < 256; i++) {
                perm[i] = i;
            }
            for (int i = 255; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            byte[][] held = new byte[kb][];
            for (int i = 0; i < kb; i++) {
                held[i] = ErasureCode.parity(data, perm[i]);
            }
            assertThat(ErasureCode.recover(perm, held, kb)).as("kb %d", kb).isDeepEqualTo(data);
        }
    }

    @Test
    void fewerThanKbFragmentsOrRepeatedPointsAreRefused() {
        byte[][] data = randomData(new SplittableRandom(4), 4);
        byte[][] three = {data[0], data[1], data[2]};
        assertThatThrownBy(() -> ErasureCode.recover(new int[] {0, 1, 2}, three, 4))
                .isInstanceOf(IllegalArgumentException.class);
        byte[][] four = {data[0], data[1], data[2], data[2]};
        assertThatThrownBy(() -> ErasureCode.recover(new int[] {0, 1, 2, 2}, four, 4))
                .hasMessageContaining("distinct");
        assertThatThrownBy(() -> ErasureCode.parity(data, 256))
                .hasMessageContaining("[0, 255]");
    }
}
