package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Profile R's code: the interleaver, round trips, and what it corrects. */
class RCodecTest {
    @Test
    void interleaverIsAPermutationAndItsOwnInverse() {
        Set<Integer> seen = new HashSet<>();
        for (int j = 0; j < RCodec.CODED_BITS; j++) {
            int s = RCodec.symbolOf(j);
            int m = RCodec.bitOf(j);
            assertThat(seen.add(4 * s + m)).isTrue();
            assertThat(RCodec.INTERLEAVER_STEP * s % RCodec.SYMBOLS + RCodec.SYMBOLS * m).isEqualTo(j);
        }
        assertThat(seen).hasSize(364);
        // Neighbouring coded bits are 27 slots apart (one way round the frame or the other).
        for (int j = 0; j + 1 < RCodec.SYMBOLS; j++) {
            int d = Math.floorMod(RCodec.symbolOf(j + 1) - RCodec.symbolOf(j), RCodec.SYMBOLS);
            assertThat(d).isEqualTo(27);
        }
    }

    @Test
    void roundTripsAndSurvivesALongBurstAndWrongSymbols() {
        SplittableRandom r = new SplittableRandom(5);
        RCodec codec = new RCodec();
        for (int trial = 0; trial < 100; trial++) {
            byte[] frame = new byte[22];
            r.nextBytes(frame);
            byte[] symbols = RCodec.encode(frame);
            int[] soft = softOf(symbols, 1000);
            int burst = r.nextInt(RCodec.SYMBOLS);
            for (int s = 0; s < 12; s++) {
                for (int m = 0; m < 4; m++) {
                    soft[4 * ((burst + s) % RCodec.SYMBOLS) + m] = 0;
                }
            }
            for (int e = 0; e < 4; e++) {
                int s = r.nextInt(RCodec.SYMBOLS);
                for (int m = 0; m < 4; m++) {
                    soft[4 * s + m] = r.nextBoolean() ? 1000 : -1000;
                }
            }
            byte[] got = new byte[22];
            codec.decode(soft, got);
            assertThat(got).as("trial %d", trial).containsExactly(frame);
        }
    }

    @Test
    void cleanInputHasNoDisagreements() {
        byte[] frame = new byte[22];
        new SplittableRandom(6).nextBytes(frame);
        RCodec codec = new RCodec();
        byte[] got = new byte[22];
        codec.decode(softOf(RCodec.encode(frame), 7), got);
        assertThat(got).containsExactly(frame);
        assertThat(codec.lastDisagreements()).isZero();
        assertThat(codec.lastMetric()).isEqualTo(7L * 364);
    }

    private static int[] softOf(byte[] symbols, int level) {
        int[] soft = new int[RCodec.CODED_BITS];
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            for (int m = 0; m < 4; m++) {
                soft[4 * s + m] = (symbols[s] >> (3 - m) & 1) == 0 ? level : -level;
            }
        }
        return soft;
    }
}
