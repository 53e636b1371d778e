package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The whitening LFSR: the spec's 60 nibbles, the pin, involution and the LFSR period. */
class WhitenerTest {
    private static final String SPEC_NIBBLES =
            "44e2ec23b9c7a8114af7687c85fa02824cd08306f7f4690ba40c95c8d5b7";

    @Test
    void sequenceIsTheSpecs() {
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < Whitener.NIBBLES; i++) {
            hex.append(Character.forDigit(Whitener.nibble(i), 16));
        }
        assertThat(hex.toString()).isEqualTo(SPEC_NIBBLES);
    }

    @Test
    void sequenceIsPinned() {
        int[] nibbles = new int[Whitener.NIBBLES];
        for (int i = 0; i < nibbles.length; i++) {
            nibbles[i] = Whitener.nibble(i);
        }
        // whitening sequence, 60 nibbles, count + 1 byte per nibble
        assertThat(Pinning.sha256OfNibbles(nibbles)).isEqualTo(SEQUENCE_SHA256);
    }

    static final String SEQUENCE_SHA256 =
            "4fca6ee6ebe127049564bb2d7837b1a646047922d72620c0e5ba41724bb9fbea";

    @Test
    void whiteningTwiceIsIdentity() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 1000; trial++) {
            byte[] air = new byte[Whitener.NIBBLES];
            for (int i = 0; i < air.length; i++) {
                air[i] = (byte) random.nextInt(16);
            }
            byte[] copy = air.clone();
            Whitener.apply(copy, 0);
            Whitener.apply(copy, 0);
            assertThat(copy).isEqualTo(air);
        }
    }

    @Test
    void lfsrHasMaximalPeriod() {
        // 65535 nibbles = 4 * 65535 bits: the bit sequence of a maximal LFSR repeats with period
        // 65535, so nibble i + 65535 == nibble i, and no shorter divisor period works.
        byte[] seq = Whitener.sequence(2 * 65535);
        for (int i = 0; i < 65535; i += 97) {
            assertThat(seq[i + 65535]).isEqualTo(seq[i]);
        }
        for (int d : new int[] {3, 5, 17, 257, 65535 / 3, 65535 / 5, 65535 / 17, 65535 / 257}) {
            boolean periodic = true;
            for (int i = 0; i < 65535 && periodic; i++) {
                periodic = seq[i] == seq[i + d];
            }
            assertThat(periodic).as("period %d", d).isFalse();
        }
    }
}
