package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The spec's RS(15,11) vectors (LINK1.md, "Forward error correction"): the generator polynomial
 * and the parity of data 1..11.
 */
class Rs1511GoldenTest {
    @Test
    void generatorIsTheSpecs() {
        assertThat(Rs1511.generator()).containsExactly(1, 13, 12, 8, 7);
    }

    @Test
    void parityOfOneToElevenIsTheSpecs() {
        byte[] word = oneToEleven();
        assertThat(new int[] {word[11], word[12], word[13], word[14]}).containsExactly(11, 10, 14, 6);
        assertThat(Rs1511.isCodeword(word, 0)).isTrue();
    }

    @Test
    void syndromesAreTheCodewordAtTheRoots() {
        // c(x) evaluated at alpha^i directly (not by Horner) vanishes for i = 1..4 only.
        byte[] word = oneToEleven();
        for (int i = 0; i <= 6; i++) {
            int value = 0;
            for (int k = 0; k < 15; k++) {
                value ^= Gf16.mul(word[k], Gf16.pow(Gf16.exp(i), 14 - k));
            }
            assertThat(value == 0).as("c(alpha^%d) == 0", i).isEqualTo(i >= 1 && i <= 4);
        }
    }

    /** The spec's data 1, 2, …, 11, encoded. */
    private static byte[] oneToEleven() {
        byte[] word = new byte[15];
        for (int k = 0; k < 11; k++) {
            word[k] = (byte) (k + 1);
        }
        Rs1511.encode(word, 0);
        return word;
    }
}
