package echoai.link1.frame;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.wsp.Hex;
import org.junit.jupiter.api.Test;

/** Every 1- and 2-bit error and every burst of at most 16 bits over the 22 bytes is caught by the CRC. */
class LinkFrameExhaustiveTest {
    private static final int BITS = 22 * 8;

    private static byte[] frame() {
        return Hex.parse(LinkFrameGoldenTest.CLAIM_HEX, 22);
    }

    private static void flip(byte[] b, int bit) {
        b[bit >>> 3] ^= (byte) (0x80 >>> (bit & 7));
    }

    @Test
    void everySingleBitErrorIsDetectedByCrc() {
        for (int i = 0; i < BITS; i++) {
            byte[] copy = frame();
            flip(copy, i);
            assertThat(LinkFrame.crcOk(copy)).as("bit %d", i).isFalse();
            assertThat(LinkFrame.parse(copy)).as("bit %d", i).isEqualTo(new FrameResult.Rejected(
                    FrameResult.Reason.CRC_MISMATCH, ((FrameResult.Rejected) LinkFrame.parse(copy)).detail()));
        }
    }

    @Test
    void everyDoubleBitErrorIsDetectedByCrc() {
        int checked = 0;
        for (int i = 0; i < BITS; i++) {
            for (int j = i + 1; j < BITS; j++) {
                byte[] copy = frame();
                flip(copy, i);
                flip(copy, j);
                assertThat(LinkFrame.crcOk(copy)).as("bits %d, %d", i, j).isFalse();
                checked++;
            }
        }
        assertThat(checked).isEqualTo(BITS * (BITS - 1) / 2);
    }

    /** A burst of length L: first and last flipped bits L-1 apart, any pattern between. */
    @Test
    void everyBurstUpTo16BitsIsDetectedByCrc() {
        long checked = 0;
        byte[] original = frame();
        byte[] copy = frame();
        for (int length = 1; length <= 16; length++) {
            int inner = Math.max(0, length - 2);
            for (int start = 0; start + length <= BITS; start++) {
                for (int pattern = 0; pattern < 1 << inner; pattern++) {
                    System.arraycopy(original, 0, copy, 0, 22);
                    flip(copy, start);
                    if (length > 1) {
                        flip(copy, start + length - 1);
                    }
                    for (int k = 0; k < inner; k++) {
                        if ((pattern >>> k & 1) != 0) {
                            flip(copy, start + 1 + k);
                        }
                    }
                    if (LinkFrame.crcOk(copy)) {
                        throw new AssertionError("burst undetected: length " + length
                                + " start " + start + " pattern " + pattern);
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(5_000_000L);
    }
}
