package echoai.link1.modem;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.fec.RCodec;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The slot demodulator's fast sums (interleaved tones, 8-sample blocks, prefix sums) against the
 * rule its Javadoc states, computed here window by window with no shared code: for every data
 * position and searched u, each tone's power from the direct sums of its 512 products; the
 * timing metric; the middle of the run within 1/32 of the best; max-log soft values of ⌊√P⌋.
 */
class HopSlotDemodulatorTest {
    private static final int MASK = (1 << 17) - 1;
    private static final int STEP = 8;
    private static final int U_COUNT =
            (HopSlotDemodulator.U_MAX - HopSlotDemodulator.U_MIN) / STEP + 1;

    @ParameterizedTest
    @ValueSource(strings = {"r", "f", "q4"})
    void fastSumsEqualTheDirectRuleOnNoiseFullScaleAndQuietInput(String label) {
        HopPlan plan = switch (label) {
            case "r" -> HopPlan.R;
            case "f" -> HopPlan.F;
            default -> HopPlan.Q4;
        };
        HopSlotDemodulator fast = new HopSlotDemodulator(plan);
        SplittableRandom random = new SplittableRandom(31);
        short[] ring = new short[MASK + 1];
        int[] soft = new int[RCodec.CODED_BITS];
        for (int kind = 0; kind < 3; kind++) {
            for (int i = 0; i < ring.length; i++) {
                ring[i] = (short) switch (kind) {
                    case 0 -> random.nextInt(65_536) - 32_768;
                    case 1 -> random.nextBoolean() ? 32_767 : -32_768;
                    default -> random.nextInt(601) - 300;
                };
            }
            long t0 = random.nextInt(1 << 20);
            int[] expected = new int[RCodec.CODED_BITS];
            int expectedEnd = direct(plan, ring, t0, expected);
            assertThat(fast.demodulate(ring, MASK, t0, soft)).isEqualTo(expectedEnd);
            assertThat(soft).containsExactly(expected);
        }
    }

    /** The rule, one window at a time; returns the plateau's late end. */
    private static int direct(HopPlan plan, short[] ring, long t0, int[] soft) {
        short[] table = SineTable.table(SineTable.AMPLITUDE_FULL);
        int tones = ProfileR.TONES_PER_GROUP;
        long[][][] power = new long[RCodec.SYMBOLS][U_COUNT][tones];
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            int slot = plan.syncSlots + s / plan.tones;
            int group = plan.group(slot, s % plan.tones);
            long nominal = t0 + (long) slot * ProfileR.SLOT_SAMPLES + ProfileR.GUARD_SAMPLES;
            for (int ui = 0; ui < U_COUNT; ui++) {
                long from = nominal + HopSlotDemodulator.U_MIN + (long) ui * STEP;
                for (int v = 0; v < tones; v++) {
                    int bin = ProfileR.bin(group, v);
                    long c = 0;
                    long sn = 0;
                    for (long n = from; n < from + ProfileR.ANALYSIS_SAMPLES; n++) {
                        int x = ring[(int) (n & MASK)];
                        int phase = (int) ((bin * (n & SineTable.MASK)) & SineTable.MASK);
                        c += x * table[(phase + SineTable.QUARTER) & SineTable.MASK] >> 3;
                        sn += x * table[phase] >> 3;
                    }
                    c >>= 8;
                    sn >>= 8;
                    power[s][ui][v] = c * c + sn * sn;
                }
            }
        }
        long[] metric = new long[U_COUNT];
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            for (int ui = 0; ui < U_COUNT; ui++) {
                long max = 0;
                for (long p : power[s][ui]) {
                    max = Math.max(max, p);
                }
                metric[ui] += max >> 8;
            }
        }
        int best = 0;
        for (int ui = 1; ui < U_COUNT; ui++) {
            if (metric[ui] > metric[best]) {
                best = ui;
            }
        }
        long floor = metric[best] - (metric[best] >> 5);
        int lo = best;
        while (lo > 0 && metric[lo - 1] >= floor) {
            lo--;
        }
        int hi = best;
        while (hi < U_COUNT - 1 && metric[hi + 1] >= floor) {
            hi++;
        }
        int at = (lo + hi) >>> 1;
        long[][] amplitude = new long[RCodec.SYMBOLS][tones];
        long max = 1;
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            for (int v = 0; v < tones; v++) {
                amplitude[s][v] = (long) Math.floor(Math.sqrt((double) power[s][at][v]));
                while (amplitude[s][v] * amplitude[s][v] > power[s][at][v]) {
                    amplitude[s][v]--;
                }
                while ((amplitude[s][v] + 1) * (amplitude[s][v] + 1) <= power[s][at][v]) {
                    amplitude[s][v]++;
                }
                max = Math.max(max, amplitude[s][v]);
            }
        }
        int shift = Math.max(0, 64 - Long.numberOfLeadingZeros(max) - 19);
        for (int s = 0; s < RCodec.SYMBOLS; s++) {
            for (int m = 0; m < RCodec.BITS_PER_SYMBOL; m++) {
                int bit = RCodec.BITS_PER_SYMBOL - 1 - m;
                long zero = 0;
                long one = 0;
                for (int v = 0; v < tones; v++) {
                    long a = amplitude[s][v] >> shift;
                    if ((v >> bit & 1) == 0) {
                        zero = Math.max(zero, a);
                    } else {
                        one = Math.max(one, a);
                    }
                }
                soft[RCodec.BITS_PER_SYMBOL * s + m] = (int) (zero - one);
            }
        }
        return HopSlotDemodulator.U_MIN + hi * STEP;
    }
}
