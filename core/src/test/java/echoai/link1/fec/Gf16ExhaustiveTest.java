package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** GF(16) with x⁴+x+1: every product, inverse and axiom instance, and the pinned tables. */
class Gf16ExhaustiveTest {
    /** Carry-less multiply and reduce by 0x13: an implementation independent of the tables. */
    private static int slowMul(int a, int b) {
        int p = 0;
        for (int i = 0; i < 4; i++) {
            if ((b >> i & 1) != 0) {
                p ^= a << i;
            }
        }
        for (int bit = 7; bit >= 4; bit--) {
            if ((p >> bit & 1) != 0) {
                p ^= 0x13 << (bit - 4);
            }
        }
        return p;
    }

    @Test
    void expTableIsTheKnownSequence() {
        int[] expected = {1, 2, 4, 8, 3, 6, 12, 11, 5, 10, 7, 14, 15, 13, 9};
        for (int i = 0; i < 15; i++) {
            assertThat(Gf16.exp(i)).as("alpha^%d", i).isEqualTo(expected[i]);
            assertThat(Gf16.log(expected[i])).isEqualTo(i);
        }
        assertThat(Gf16.exp(15)).isEqualTo(1);
        assertThat(Gf16.exp(-1)).isEqualTo(9);
    }

    @Test
    void tablesArePinned() {
        int[] exp = new int[15];
        int[] log = new int[15];
        for (int i = 0; i < 15; i++) {
            exp[i] = Gf16.exp(i);
            log[i] = Gf16.log(i + 1);
        }
        // GF(16) exp table alpha^0..alpha^14, count + 1 byte per entry
        assertThat(Pinning.sha256OfNibbles(exp)).isEqualTo(EXP_SHA256);
        // GF(16) log table log(1)..log(15), count + 1 byte per entry
        assertThat(Pinning.sha256OfNibbles(log)).isEqualTo(LOG_SHA256);
    }

    static final String EXP_SHA256 =
            "08b1eef2b89b58bd5146a8d7218164ba8223dcaca75292150e406898ffe5174c";
    static final String LOG_SHA256 =
            "3ee289bbc5fa55a301b367ef8813a96ee552af43eeb18e2c40f140efc2f7f2d6";

    @Test
    void all256ProductsMatchCarrylessMultiplication() {
        for (int a = 0; a < 16; a++) {
            for (int b = 0; b < 16; b++) {
                assertThat(Gf16.mul(a, b)).as("%d*%d", a, b).isEqualTo(slowMul(a, b));
                assertThat(Gf16.mul(a, b)).isEqualTo(Gf16.mul(b, a));
            }
        }
    }

    @Test
    void everyNonZeroElementHasItsInverse() {
        for (int a = 1; a < 16; a++) {
            assertThat(Gf16.mul(a, Gf16.inv(a))).as("a=%d", a).isEqualTo(1);
            assertThat(Gf16.div(a, a)).isEqualTo(1);
        }
        assertThatThrownBy(() -> Gf16.inv(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void associativityAndDistributivityHoldForAllTriples() {
        for (int a = 0; a < 16; a++) {
            assertThat(Gf16.mul(a, 1)).isEqualTo(a);
            assertThat(Gf16.mul(a, 0)).isZero();
            assertThat(Gf16.add(a, a)).isZero();
            for (int b = 0; b < 16; b++) {
                for (int c = 0; c < 16; c++) {
                    assertThat(Gf16.mul(Gf16.mul(a, b), c)).isEqualTo(Gf16.mul(a, Gf16.mul(b, c)));
                    assertThat(Gf16.mul(a, b ^ c)).isEqualTo(Gf16.mul(a, b) ^ Gf16.mul(a, c));
                }
            }
        }
    }

    @Test
    void powMatchesRepeatedMultiplication() {
        for (int a = 0; a < 16; a++) {
            int p = 1;
            for (int n = 0; n < 40; n++) {
                assertThat(Gf16.pow(a, n)).as("%d^%d", a, n).isEqualTo(p);
                p = Gf16.mul(p, a);
            }
        }
    }
}
