package echoai.link1.fec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * RS(15,11): every single error, every error pair (all values), every erasure set of size ≤ 4,
 * every mix with 2e + s ≤ 4 (sampled values), and beyond capacity: a failure or a true codeword.
 */
class Rs1511ExhaustiveTest {
    private final Rs1511 rs = new Rs1511();
    private final SplittableRandom random = new SplittableRandom(0x1511);
    private final byte[][] codewords = {
        Words.randomCodeword(random), Words.randomCodeword(random), new byte[15]};
    private static final int[] NONE = new int[0];

    private void assertCorrects(byte[] codeword, byte[] received, int[] erasures, int errors,
            String what) {
        byte[] copy = received.clone();
        RsOutcome outcome = rs.decode(copy, 0, erasures, erasures.length);
        assertThat(outcome).as(what).isEqualTo(new RsOutcome.Corrected(errors, erasures.length));
        assertThat(copy).as(what).isEqualTo(codeword);
    }

    @Test
    void everySingleErrorIsCorrected() {
        for (byte[] cw : codewords) {
            for (int p = 0; p < 15; p++) {
                for (int v = 1; v < 16; v++) {
                    byte[] r = Words.corrupt(cw, new int[] {p}, new int[] {v});
                    assertCorrects(cw, r, NONE, 1, "error at " + p + " value " + v);
                }
            }
        }
    }

    @Test
    void everyErrorPairWithEveryValueIsCorrected() {
        byte[] cw = codewords[0];
        for (int p = 0; p < 15; p++) {
            for (int q = p + 1; q < 15; q++) {
                for (int v = 1; v < 16; v++) {
                    for (int w = 1; w < 16; w++) {
                        byte[] r = Words.corrupt(cw, new int[] {p, q}, new int[] {v, w});
                        assertCorrects(cw, r, NONE, 2, "errors at " + p + "," + q);
                    }
                }
            }
        }
    }

    @Test
    void everyErasureSetOfSizeUpToFourIsFilled() {
        int[] sets = new int[5];
        for (int mask = 0; mask < 1 << 15; mask++) {
            int size = Integer.bitCount(mask);
            if (size > 4) {
                continue;
            }
            sets[size]++;
            int[] erasures = positionsOf(mask);
            for (byte[] cw : codewords) {
                int[] values = new int[size];
                for (int i = 0; i < size; i++) {
                    values[i] = random.nextInt(16);
                }
                byte[] r = Words.corrupt(cw, erasures, values);
                assertCorrects(cw, r, erasures, 0, "erasures " + mask);
            }
        }
        assertThat(sets).containsExactly(1, 15, 105, 455, 1365);
    }

    @Test
    void everyMixOfErrorsAndErasuresWithinCapacityIsCorrected() {
        for (int mask = 1; mask < 1 << 15; mask++) {
            int f = Integer.bitCount(mask);
            if (f > 2) {
                continue;
            }
            int[] erasures = positionsOf(mask);
            for (int p = 0; p < 15; p++) {
                if ((mask >> p & 1) != 0) {
                    continue;
                }
                byte[] cw = codewords[random.nextInt(codewords.length)];
                int[] positions = f == 1 ? new int[] {erasures[0], p}
                        : new int[] {erasures[0], erasures[1], p};
                int[] values = new int[positions.length];
                for (int i = 0; i < f; i++) {
                    values[i] = random.nextInt(16);
                }
                values[f] = 1 + random.nextInt(15);
                assertCorrects(cw, Words.corrupt(cw, positions, values), erasures, 1,
                        "erasures " + mask + " error at " + p);
            }
        }
    }

    @Test
    void beyondCapacityTheResultIsAFailureOrACodewordNearTheReceivedWord() {
        for (int trial = 0; trial < 30_000; trial++) {
            byte[] cw = codewords[trial % codewords.length];
            int f = random.nextInt(5);
            int e = (4 - f) / 2 + 1 + random.nextInt(2);
            int[] positions = Words.distinctPositions(random, Math.min(15, e + f));
            int[] values = new int[positions.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = i < f ? random.nextInt(16) : 1 + random.nextInt(15);
            }
            int[] erasures = java.util.Arrays.copyOf(positions, f);
            byte[] r = Words.corrupt(cw, positions, values);
            byte[] copy = r.clone();
            RsOutcome outcome = rs.decode(copy, 0, erasures, f);
            assertThat(outcome.erasures()).isEqualTo(f);
            if (outcome instanceof RsOutcome.Failed) {
                assertThat(copy).as("untouched on failure").isEqualTo(r);
            } else {
                int result = ((RsOutcome.Corrected) outcome).errors();
                assertThat(Rs1511.isCodeword(copy, 0)).as("trial %d", trial).isTrue();
                assertThat(2 * result + f).isLessThanOrEqualTo(4);
                assertThat(Words.distance(copy, r)).isLessThanOrEqualTo(result + f);
            }
        }
    }

    private static int[] positionsOf(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int n = 0;
        for (int p = 0; p < 15; p++) {
            if ((mask >> p & 1) != 0) {
                out[n++] = p;
            }
        }
        return out;
    }
}
