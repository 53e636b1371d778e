package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Seeded properties of the frame ⇄ air path: decode(encode(x)) = x, correction of ≤ 2 errors per
 * block, the interleaver is a permutation, and a large random sweep where every decoded frame is
 * consistent with the received nibbles (never a non-codeword, never more changes than reported).
 */
class AirCodecPropertiesTest {
    private final AirCodec codec = new AirCodec();

    private static byte[] randomFrame(SplittableRandom random) {
        byte[] frame = new byte[22];
        random.nextBytes(frame);
        return frame;
    }

    @Test
    void decodeOfEncodeIsIdentity() {
        SplittableRandom random = new SplittableRandom(1);
        for (int trial = 0; trial < 5_000; trial++) {
            byte[] frame = randomFrame(random);
            AirDecode d = codec.decode(AirCodec.encode(frame), null);
            assertThat(((AirDecode.Decoded) d).frame()).as("trial %d", trial).isEqualTo(frame);
        }
    }

    @Test
    void upToTwoErrorsPerBlockAreCorrected() {
        SplittableRandom random = new SplittableRandom(2);
        for (int trial = 0; trial < 5_000; trial++) {
            byte[] frame = randomFrame(random);
            byte[] air = AirCodec.encode(frame);
            int total = 0;
            for (int j = 0; j < 4; j++) {
                int e = random.nextInt(3);
                total += e;
                for (int s : Words.distinctPositions(random, e)) {
                    air[4 * s + j] ^= (byte) (1 + random.nextInt(15));
                }
            }
            AirDecode d = codec.decode(air, random.nextBoolean() ? null : new int[60]);
            assertThat(d).as("trial %d", trial).isInstanceOf(AirDecode.Decoded.class);
            assertThat(((AirDecode.Decoded) d).frame()).isEqualTo(frame);
            assertThat(((AirDecode.Decoded) d).errors()).isEqualTo(total);
        }
    }

    /**
     * With up to 4 errors per block, all among the least reliable nibbles, GMD always returns
     * four codewords, and blocks with ≤ 2 errors are always right. Blocks with 3 or 4 errors
     * may come back wrong: errors-only decoding (tried first, as the spec says) or an early
     * erasure count can land on another codeword; the caller's CRC catches that.
     */
    @Test
    void gmdAlwaysYieldsCodewordsAndBlocksWithinCapacityAreRight() {
        SplittableRandom random = new SplittableRandom(4);
        for (int trial = 0; trial < 5_000; trial++) {
            byte[] frame = randomFrame(random);
            byte[] air = AirCodec.encode(frame);
            int[] reliability = new int[60];
            for (int p = 0; p < 60; p++) {
                reliability[p] = random.nextInt(30_000);
            }
            int[] errors = new int[4];
            for (int j = 0; j < 4; j++) {
                errors[j] = random.nextInt(5);
                for (int s : Words.distinctPositions(random, errors[j])) {
                    air[4 * s + j] ^= (byte) (1 + random.nextInt(15));
                    reliability[4 * s + j] = 30_000 + random.nextInt(35_537);
                }
            }
            AirDecode d = codec.decode(air, reliability);
            assertThat(d).as("trial %d", trial).isInstanceOf(AirDecode.Decoded.class);
            byte[] again = AirCodec.encode(((AirDecode.Decoded) d).frame());
            byte[] sent = AirCodec.encode(frame);
            for (int j = 0; j < 4; j++) {
                if (errors[j] <= 2) {
                    for (int i = 0; i < 15; i++) {
                        assertThat(again[4 * i + j]).as("trial %d block %d", trial, j)
                                .isEqualTo(sent[4 * i + j]);
                    }
                }
            }
        }
    }

    @Test
    void interleaverIsAPermutationAndRoundTrips() {
        boolean[] seen = new boolean[60];
        for (int j = 0; j < 4; j++) {
            for (int i = 0; i < 15; i++) {
                int p = Interleaver.airPosition(j, i);
                assertThat(seen[p]).isFalse();
                seen[p] = true;
                assertThat(Interleaver.blockOf(p)).isEqualTo(j);
                assertThat(Interleaver.symbolOf(p)).isEqualTo(i);
            }
        }
        byte[] blocks = new byte[60];
        for (int k = 0; k < 60; k++) {
            blocks[k] = (byte) k;
        }
        byte[] air = new byte[60];
        byte[] back = new byte[60];
        Interleaver.interleave(blocks, air);
        Interleaver.deinterleave(air, back);
        assertThat(back).isEqualTo(blocks);
    }

    @Test
    void decodedFramesAreAlwaysConsistentWithTheReceivedNibbles() {
        SplittableRandom random = new SplittableRandom(3);
        int decoded = 0;
        for (int trial = 0; trial < 40_000; trial++) {
            byte[] air = AirCodec.encode(randomFrame(random));
            int hits = random.nextInt(25);
            int[] reliability = new int[60];
            for (int h = 0; h < hits; h++) {
                air[random.nextInt(60)] = (byte) random.nextInt(16);
            }
            for (int p = 0; p < 60; p++) {
                reliability[p] = random.nextInt(65537);
            }
            AirDecode result = codec.decode(air, random.nextInt(4) == 0 ? null : reliability);
            if (result instanceof AirDecode.Decoded d) {
                decoded++;
                byte[] again = AirCodec.encode(d.frame());
                for (int j = 0; j < 4; j++) {
                    int changed = 0;
                    for (int i = 0; i < 15; i++) {
                        changed += again[4 * i + j] != air[4 * i + j] ? 1 : 0;
                    }
                    assertThat(changed).as("trial %d block %d", trial, j)
                            .isLessThanOrEqualTo(d.errorsInBlock(j) + d.erasuresInBlock(j));
                    assertThat(2 * d.errorsInBlock(j) + d.erasuresInBlock(j))
                            .isLessThanOrEqualTo(4);
                }
            }
        }
        assertThat(decoded).isPositive();
    }
}
