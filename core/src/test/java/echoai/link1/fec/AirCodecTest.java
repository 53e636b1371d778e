package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The frame ⇄ air path: layout vectors, GMD order, errors-only failure and bad input. */
class AirCodecTest {
    private final AirCodec codec = new AirCodec();

    @Test
    void theZeroFrameGoesOnAirAsTheWhiteningSequence() {
        byte[] air = AirCodec.encode(new byte[22]);
        for (int p = 0; p < 60; p++) {
            assertThat(air[p]).as("air %d", p).isEqualTo((byte) Whitener.nibble(p));
        }
    }

    @Test
    void layoutFollowsTheSpec() {
        // Frame 0x12 0x34 ...: nibble n of the frame is symbol n%11 of block n/11, at air 4i+j.
        byte[] frame = new byte[22];
        for (int b = 0; b < 22; b++) {
            frame[b] = (byte) (b * 37 + 11);
        }
        byte[] air = AirCodec.encode(frame);
        Whitener.apply(air, 0);
        byte[] block = new byte[15];
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 15; i++) {
                block[i] = air[4 * i + j];
            }
            assertThat(Rs1511.isCodeword(block, 0)).isTrue();
            for (int i = 0; i < 11; i++) {
                int n = 11 * j + i;
                int b = frame[n / 2] & 0xFF;
                assertThat(block[i]).isEqualTo((byte) (n % 2 == 0 ? b >> 4 : b & 15));
            }
        }
    }

    @Test
    void cleanFrameDecodesWithNothingCorrected() {
        byte[] frame = new byte[22];
        frame[0] = 0x5A;
        frame[21] = (byte) 0xC3;
        AirDecode result = codec.decode(AirCodec.encode(frame), null);
        assertThat(result).isInstanceOfSatisfying(AirDecode.Decoded.class, d -> {
            assertThat(d.frame()).isEqualTo(frame);
            assertThat(d.errors()).isZero();
            assertThat(d.erasures()).isZero();
        });
    }

    @Test
    void threeErrorsInABlockFailWithoutReliabilityAndDecodeWithGmd() {
        byte[] frame = new byte[22];
        for (int b = 0; b < 22; b++) {
            frame[b] = (byte) (200 - 7 * b);
        }
        byte[] air = AirCodec.encode(frame);
        int[] reliability = new int[60];
        for (int i : new int[] {2, 7, 13}) {
            int p = 4 * i + 1; // block 1
            air[p] ^= 9;
            reliability[p] = 60_000 - i;
        }
        air[4 * 3 + 2] ^= 5; // one error in block 2, marked reliable
        AirDecode errorsOnly = codec.decode(air, null);
        assertThat(errorsOnly).isInstanceOfSatisfying(AirDecode.Failed.class,
                f -> assertThat(f.block()).isEqualTo(1));
        AirDecode gmd = codec.decode(air, reliability);
        assertThat(gmd).isInstanceOfSatisfying(AirDecode.Decoded.class, d -> {
            assertThat(d.frame()).isEqualTo(frame);
            assertThat(d.errorsInBlock(2)).isEqualTo(1);
            assertThat(d.erasuresInBlock(2)).isZero();
            assertThat(d.erasuresInBlock(1)).isBetween(1, 3);
            assertThat(2 * d.errorsInBlock(1) + d.erasuresInBlock(1)).isLessThanOrEqualTo(4);
        });
    }

    @Test
    void gmdStopsAtTheFirstErasureCountThatYieldsACodeword() {
        // Two errors in block 0, both the least reliable, plus a third: one erasure + one error
        // cannot work, two erasures + ... : the decoder must use f = 2 or more, never more than
        // needed: f = 1 leaves 2 errors (> 1.5), f = 2 leaves 1 error: works.
        byte[] frame = new byte[22];
        byte[] air = AirCodec.encode(frame);
        int[] reliability = new int[60];
        int[] symbols = {0, 5, 9};
        for (int s : symbols) {
            air[4 * s] ^= 3;
        }
        reliability[4 * 0] = 100;
        reliability[4 * 5] = 100; // tie with symbol 0: the lower air position is erased first
        reliability[4 * 9] = 1;
        AirDecode gmd = codec.decode(air, reliability);
        assertThat(gmd).isInstanceOfSatisfying(AirDecode.Decoded.class, d -> {
            assertThat(d.frame()).isEqualTo(frame);
            assertThat(d.erasuresInBlock(0)).isEqualTo(2);
            assertThat(d.errorsInBlock(0)).isEqualTo(1);
        });
    }

    @Test
    void leastReliableRankingBreaksTiesByLowerAirPosition() {
        int[] reliability = new int[60];
        int j = 2;
        reliability[4 * 9 + j] = 500;
        reliability[4 * 3 + j] = 500;
        reliability[4 * 14 + j] = 900;
        reliability[4 * 6 + j] = 400;
        reliability[4 * 1 + j] = 400;
        reliability[4 * 0 + 1] = 10_000; // another block: ignored
        int[] ranked = new int[4];
        AirCodec.rankLeastReliable(j, reliability, ranked);
        assertThat(ranked).containsExactly(14, 3, 9, 1);
        AirCodec.rankLeastReliable(0, new int[60], ranked);
        assertThat(ranked).containsExactly(0, 1, 2, 3);
    }

    @Test
    void decodedIsImmutable() {
        byte[] frame = new byte[22];
        AirDecode.Decoded d = (AirDecode.Decoded) codec.decode(AirCodec.encode(frame), null);
        d.frame()[0] = 1;
        assertThat(d.frame()[0]).isZero();
        assertThat(d).isEqualTo(codec.decode(AirCodec.encode(frame), null));
    }

    @Test
    void badInputIsRejectedWithAClearMessage() {
        assertThatThrownBy(() -> AirCodec.encode(new byte[21]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("22");
        byte[] air = new byte[60];
        air[3] = 16;
        assertThatThrownBy(() -> codec.decode(air, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("air60[3]");
        assertThatThrownBy(() -> codec.decode(new byte[60], new int[59]))
                .isInstanceOf(IllegalArgumentException.class);
        int[] negative = new int[60];
        negative[0] = -1;
        assertThatThrownBy(() -> codec.decode(new byte[60], negative))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
