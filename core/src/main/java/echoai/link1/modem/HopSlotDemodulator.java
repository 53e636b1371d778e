package echoai.link1.modem;

import echoai.link1.fec.ConvolutionalCode;
import echoai.link1.fec.RCodec;
import java.util.Arrays;

/**
 * Demodulates the data slots of one hopping frame ({@link HopPlan}: R's 91 slots of one tone,
 * F's 46 of two) whose sync was found at a coarse start t0: one timing search, then four soft
 * bit values per symbol for the Viterbi decoder.
 *
 * <p>For each data position (a tone of a data slot), the products of the samples with the
 * cosine and sine of its 16 tones (its hop group, absolute phase) are summed into prefix sums at an
 * {@value #STEP}-sample step over [256 + {@value #U_MIN}, 768 + {@value #U_MAX}] from the slot's
 * nominal start, so that every 512-sample window there costs two subtractions. The window start
 * u (relative to the nominal 256; the sync's start lies anywhere on the 256-sample plateau
 * where its windows stay inside their slots, hence the range leans late) is the one maximising Σ over slots of the strongest tone's
 * power (over the 91 symbol positions; F's pad is not read): the soft values are read in the middle of the run of u within 1/32 of the best (a flat
 * top in a dry room, where the whole guard is free of the previous slot; a clock offset of
 * ±200 ppm moves the last slot by only ±15 samples, so no drift is searched), and the late end
 * of that run, where the windows end as the next slots arrive, corrects the frame's start.
 * At that u each tone's metric is its amplitude {@code a_v = ⌊√P_v⌋} (not the power: a strong
 * interferer or a reverberant tail weighs less), and bit m of the slot's symbol gets
 * {@code max{a_v : bit m of v = 0} − max{a_v : bit m of v = 1}} (max-log), all scaled by one
 * shift per frame into ±2¹⁹. No per-tone or per-slot normalisation: a faded slot's small values
 * are what tells the decoder it is unreliable. No choice looks at the CRC.
 */
final class HopSlotDemodulator {
    /** Lowest window start searched, relative to the nominal one (samples). */
    static final int U_MIN = -128;
    /** Highest window start searched (samples). */
    static final int U_MAX = 320;
    private static final int STEP = 8;
    private static final int U_COUNT = (U_MAX - U_MIN) / STEP + 1;
    private static final int TONES = ProfileR.TONES_PER_GROUP;
    private static final int SLOTS = RCodec.SYMBOLS;
    private static final int REGION_SAMPLES = U_MAX - U_MIN + ProfileR.ANALYSIS_SAMPLES;
    private static final int REGION_BLOCKS = REGION_SAMPLES / STEP;
    private static final int WINDOW_BLOCKS = ProfileR.ANALYSIS_SAMPLES / STEP;
    /** Samples needed after the nominal end of the frame. */
    static final int TAIL_SAMPLES = U_MAX;
    /** Largest soft value magnitude produced (2¹⁹). */
    static final int SOFT_LIMIT = ConvolutionalCode.SOFT_MAX >> 1;

    /**
     * Per group, the cosine and sine of its 16 tones interleaved by sample:
     * {@code ref[g][32·n + 2·v]} = cos, {@code + 1} = sin, at phase n.
     */
    private final short[][] ref;
    private final int[] region = new int[REGION_SAMPLES];
    private final int[] sums = new int[REGION_BLOCKS * 2 * TONES];
    private final long[] prefix = new long[(REGION_BLOCKS + 1) * 2 * TONES];
    private final long[] power = new long[SLOTS * U_COUNT * TONES];
    /** Powers of the group's tones one slot before (tail handling only, else empty). */
    private final long[] before;
    /** Powers of the group's tones one slot after (tail handling only, else empty). */
    private final long[] after;
    private final long[] metric = new long[U_COUNT];
    private final long[] amplitude = new long[SLOTS * TONES];

    /**
     * The tone metric behind the soft values: {@link #AMPLITUDE} is profile R's; the others exist
     * only so that measurements can show what the choice is worth.
     */
    enum SoftMetric {
        /** {@code ⌊√P⌋}, max-log bit values (the receiver's metric). */
        AMPLITUDE,
        /** The power P itself, max-log bit values. */
        POWER,
        /** Hard decisions: ±1 by the sign of the amplitude bit value. */
        HARD
    }

    /**
     * Profile Q's receiver gathers with weight ½ ({@link HopPlan#gatherQ8}); the other settings
     * are for measurements only (docs/modem-q.md). What a slot's tone powers become before the timing
     * search and the soft values, {@code P' = max(0, P + gather·P_after − tail·P_before)} with
     * P_before and P_after the same group's powers one slot before and after, where the group
     * is idle in a plan of up to four tones a slot (the tail of the tone two slots back, and the
     * current tone's own tail). Weights in Q8; {@link #NONE} is R's and F's receiver. When
     * {@code adaptive}, the tail weight is the frame's own, at most {@code tailQ8}: the slope of
     * P on P_before over the values that are not their position's strongest, at the timing the
     * raw powers give ({@link #tailSlopeQ8}).
     */
    record TailHandling(int tailQ8, int gatherQ8, boolean adaptive) {
        /** Powers as measured. */
        static final TailHandling NONE = new TailHandling(0, 0);

        TailHandling(int tailQ8, int gatherQ8) {
            this(tailQ8, gatherQ8, false);
        }

        TailHandling {
            if (tailQ8 < 0 || gatherQ8 < 0) {
                throw new IllegalArgumentException("weights must be >= 0: " + tailQ8 + ", "
                        + gatherQ8);
            }
        }

        boolean any() {
            return tailQ8 > 0 || gatherQ8 > 0;
        }
    }

    private final HopPlan plan;
    private final SoftMetric softMetric;
    private final int hopStep;
    private final TailHandling tails;

    HopSlotDemodulator(HopPlan plan) {
        this(plan, SoftMetric.AMPLITUDE, plan.hopStep, new TailHandling(0, plan.gatherQ8));
    }

    /**
     * A receiver with another tone metric, or expecting data position p of slot i on group
     * {@code (hopStep·i + 4·p) mod 8} (R and F: {@link ProfileR#HOP_STEP}); the variants exist
     * only so that measurements can show what the choices are worth.
     */
    HopSlotDemodulator(HopPlan plan, SoftMetric softMetric, int hopStep) {
        this(plan, softMetric, hopStep, TailHandling.NONE);
    }

    /** A receiver with its own tail handling (measurements, docs/modem-q.md). */
    HopSlotDemodulator(HopPlan plan, SoftMetric softMetric, int hopStep, TailHandling tails) {
        this.tails = java.util.Objects.requireNonNull(tails, "tails");
        this.before = new long[tails.tailQ8() > 0 ? SLOTS * U_COUNT * TONES : 0];
        this.after = new long[tails.gatherQ8() > 0 ? SLOTS * U_COUNT * TONES : 0];
        this.plan = java.util.Objects.requireNonNull(plan, "plan");
        this.softMetric = java.util.Objects.requireNonNull(softMetric, "softMetric");
        if (hopStep < 0 || hopStep >= plan.groups) {
            throw new IllegalArgumentException("hopStep must be in [0, " + (plan.groups - 1)
                    + "]: " + hopStep);
        }
        this.hopStep = hopStep;
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        int phases = SineTable.LENGTH + REGION_SAMPLES;
        ref = new short[plan.groups][];
        for (int g = 0; g < plan.groups; g++) {
            short[] r = new short[phases * 2 * TONES];
            for (int v = 0; v < TONES; v++) {
                int b = plan.bin(g, v);
                for (int n = 0; n < phases; n++) {
                    r[2 * TONES * n + 2 * v] = t[(b * n + SineTable.QUARTER) & SineTable.MASK];
                    r[2 * TONES * n + 2 * v + 1] = t[(b * n) & SineTable.MASK];
                }
            }
            ref[g] = r;
        }
    }

    /**
     * Demodulates the frame whose coarse start is {@code t0}, reading absolute sample n at
     * {@code ring[n & mask]}; fills {@code soft} (364 values, index 4·s + m) and returns the
     * late end of the timing plateau (samples, relative to the nominal window): where the
     * windows end as the next slots arrive, i.e. the correction to {@code t0} of the frame's
     * start.
     */
    int demodulate(short[] ring, int mask, long t0, int[] soft) {
        for (int d = 0; d < plan.dataSlots; d++) {
            int slot = plan.syncSlots + d;
            long start = t0 + (long) slot * ProfileR.SLOT_SAMPLES + ProfileR.GUARD_SAMPLES
                    + U_MIN;
            for (int i = 0; i < REGION_SAMPLES; i++) {
                region[i] = ring[(int) ((start + i) & mask)];
            }
            for (int p = 0; p < plan.tones && d * plan.tones + p < SLOTS; p++) {
                groupPowers(start, plan.group(slot, p, hopStep), d * plan.tones + p, power);
            }
            if (before.length > 0) {
                slotPowers(ring, mask, start - ProfileR.SLOT_SAMPLES, slot, d, before);
            }
            if (after.length > 0) {
                slotPowers(ring, mask, start + ProfileR.SLOT_SAMPLES, slot, d, after);
            }
        }
        if (tails.any()) {
            int tailQ8 = tails.tailQ8();
            if (tails.adaptive() && before.length > 0) {
                timingMetric();
                int raw = 0;
                for (int ui = 1; ui < U_COUNT; ui++) {
                    if (metric[ui] > metric[raw]) {
                        raw = ui;
                    }
                }
                tailQ8 = (int) Math.min(tailQ8, tailSlopeQ8(raw));
            }
            for (int k = 0; k < power.length; k++) {
                long gathered = after.length > 0 ? after[k] * tails.gatherQ8() >> 8 : 0;
                long tail = before.length > 0 ? before[k] * tailQ8 >> 8 : 0;
                power[k] = Math.max(0, power[k] + gathered - tail);
            }
        }
        timingMetric();
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
        softValues((lo + hi) >>> 1, soft);
        return U_MIN + hi * STEP;
    }

    /**
     * The least-squares slope (Q8, ≥ 0) of P on P_before at timing index {@code ui}, over every
     * position's values but its strongest: in a dry room about 0 (noise on noise), in a
     * reverberant one the tail's decay over one slot. Values scaled into 2¹⁹ so that the sums
     * stay exact in a long.
     */
    long tailSlopeQ8(int ui) {
        long max = 1;
        for (int s = 0; s < SLOTS; s++) {
            int at = (s * U_COUNT + ui) * TONES;
            for (int v = 0; v < TONES; v++) {
                max = Math.max(max, Math.max(power[at + v], before[at + v]));
            }
        }
        int shift = Math.max(0, 64 - Long.numberOfLeadingZeros(max) - 19);
        long n = 0;
        long sx = 0;
        long sy = 0;
        long sxx = 0;
        long sxy = 0;
        for (int s = 0; s < SLOTS; s++) {
            int at = (s * U_COUNT + ui) * TONES;
            int strongest = 0;
            for (int v = 1; v < TONES; v++) {
                if (power[at + v] > power[at + strongest]) {
                    strongest = v;
                }
            }
            for (int v = 0; v < TONES; v++) {
                if (v != strongest) {
                    long x = before[at + v] >> shift;
                    long y = power[at + v] >> shift;
                    n++;
                    sx += x;
                    sy += y;
                    sxx += x * x;
                    sxy += x * y;
                }
            }
        }
        long var = n * sxx - sx * sx;
        long cov = n * sxy - sx * sy;
        if (var <= 0 || cov <= 0) {
            return 0;
        }
        return Math.min(1L << 12, (cov << 8) / var);
    }

    /** Powers of data slot d's groups read from the region at {@code start} into {@code out}. */
    private void slotPowers(short[] ring, int mask, long start, int slot, int d, long[] out) {
        for (int i = 0; i < REGION_SAMPLES; i++) {
            region[i] = ring[(int) ((start + i) & mask)];
        }
        for (int p = 0; p < plan.tones && d * plan.tones + p < SLOTS; p++) {
            groupPowers(start, plan.group(slot, p, hopStep), d * plan.tones + p, out);
        }
    }

    /** Samples needed after the nominal end of the frame: one slot more when gathering. */
    int tailSamples() {
        return TAIL_SAMPLES + (after.length > 0 ? ProfileR.SLOT_SAMPLES : 0);
    }

    /** Per u: Σ over data slots of the strongest tone's power. */
    private void timingMetric() {
        Arrays.fill(metric, 0);
        for (int s = 0; s < SLOTS; s++) {
            for (int ui = 0; ui < U_COUNT; ui++) {
                int at = (s * U_COUNT + ui) * TONES;
                long max = 0;
                for (int v = 0; v < TONES; v++) {
                    max = Math.max(max, power[at + v]);
                }
                metric[ui] += max >> 8;
            }
        }
    }

    /**
     * Powers of the 16 tones of {@code group} at every searched u for symbol position {@code s},
     * from the region copied at {@code start}, into {@code out}.
     */
    private void groupPowers(long start, int group, int s, long[] out) {
        int phase0 = (int) (start & SineTable.MASK);
        int width = 2 * TONES;
        short[] r = ref[group];
        Arrays.fill(prefix, 0, width, 0);
        // Per 8-sample block, one loop across the 16 tones' cosines and sines (interleaved, so
        // that the JIT vectorises it) sums the block's 8 products of each; then the prefix sums.
        // Integer sums in another order give the same values, so R's receiver is unchanged.
        for (int blk = 0, i = 0; blk < REGION_BLOCKS; blk++, i += STEP) {
            int x0 = region[i];
            int x1 = region[i + 1];
            int x2 = region[i + 2];
            int x3 = region[i + 3];
            int x4 = region[i + 4];
            int x5 = region[i + 5];
            int x6 = region[i + 6];
            int x7 = region[i + 7];
            int a = (phase0 + i) * width;
            int from = blk * width;
            for (int k = 0; k < width; k++) {
                int sum = (x0 * r[a + k] >> 3) + (x1 * r[a + width + k] >> 3)
                        + (x2 * r[a + 2 * width + k] >> 3) + (x3 * r[a + 3 * width + k] >> 3)
                        + (x4 * r[a + 4 * width + k] >> 3) + (x5 * r[a + 5 * width + k] >> 3)
                        + (x6 * r[a + 6 * width + k] >> 3) + (x7 * r[a + 7 * width + k] >> 3);
                sums[from + k] = sum;
            }
        }
        for (int k = 0; k < REGION_BLOCKS * width; k++) {
            prefix[k + width] = prefix[k] + sums[k];
        }
        for (int ui = 0; ui < U_COUNT; ui++) {
            int lo = ui * width;
            int hi = (ui + WINDOW_BLOCKS) * width;
            int at = (s * U_COUNT + ui) * TONES;
            for (int v = 0; v < TONES; v++) {
                long c = (prefix[hi + 2 * v] - prefix[lo + 2 * v]) >> 8;
                long sn = (prefix[hi + 2 * v + 1] - prefix[lo + 2 * v + 1]) >> 8;
                out[at + v] = c * c + sn * sn;
            }
        }
    }

    /** Amplitudes at timing index {@code ui}, then the max-log bit values scaled into ±2¹⁹. */
    private void softValues(int ui, int[] soft) {
        long max = 1;
        for (int s = 0; s < SLOTS; s++) {
            int at = (s * U_COUNT + ui) * TONES;
            for (int v = 0; v < TONES; v++) {
                long a = softMetric == SoftMetric.POWER ? power[at + v] : isqrt(power[at + v]);
                amplitude[s * TONES + v] = a;
                max = Math.max(max, a);
            }
        }
        int shift = Math.max(0, 64 - Long.numberOfLeadingZeros(max) - 19);
        for (int s = 0; s < SLOTS; s++) {
            for (int m = 0; m < RCodec.BITS_PER_SYMBOL; m++) {
                int bit = RCodec.BITS_PER_SYMBOL - 1 - m;
                long zero = 0;
                long one = 0;
                for (int v = 0; v < TONES; v++) {
                    long a = amplitude[s * TONES + v] >> shift;
                    if ((v >> bit & 1) == 0) {
                        zero = Math.max(zero, a);
                    } else {
                        one = Math.max(one, a);
                    }
                }
                int value = (int) (zero - one);
                soft[RCodec.BITS_PER_SYMBOL * s + m] =
                        softMetric == SoftMetric.HARD ? Integer.signum(value) : value;
            }
        }
    }

    /** ⌊√x⌋ for x ≥ 0, bit by bit. */
    static long isqrt(long x) {
        if (x < 0) {
            throw new IllegalArgumentException("x must be >= 0: " + x);
        }
        long r = 0;
        long bit = 1L << 62;
        while (bit > x) {
            bit >>= 2;
        }
        while (bit != 0) {
            if (x >= r + bit) {
                x -= r + bit;
                r = (r >> 1) + bit;
            } else {
                r >>= 1;
            }
            bit >>= 2;
        }
        return r;
    }
}
