package echoai.link1.modem;

import echoai.link1.fec.AirCodec;

import java.util.Arrays;

/**
 * Demodulates the slots of one frame whose greeting was found at a coarse start t0: timing and
 * clock-drift search, then one hard decision and one GMD reliability per air nibble.
 *
 * <p>For every slot, the products of the samples with the cosine and sine of every tone
 * (absolute phase) are summed into prefix sums at a 4-sample step over the region
 * [{@value #U_MIN} − 12, {@value #U_MAX} + 512 + 12] around the slot; the correlation of any
 * 512-sample window in it is then two subtractions. Timing (window start u relative to the
 * nominal slot start) is searched over [{@value #U_MIN}, {@value #U_MAX}] at a 4-sample step:
 * <ol>
 *   <li>at 0 ppm, the sum over slots of each group's strongest tone power; u = the middle of
 *       the run of positions within 1/32 of the best (the middle of the guard's ISI-free
 *       plateau, which an echo shortens from the left);</li>
 *   <li>with the decisions made there, the sum of the decided tones' powers for every u and
 *       every drift in −200..200 ppm (step 50); the best drift, then u as in 1;</li>
 *   <li>decisions and reliabilities {@code r = 65536·P₂/P₁} at that hypothesis.</li>
 * </ol>
 * No choice looks at the CRC: one candidate per greeting.
 */
final class SlotDemodulator {
    /** Lowest window start searched, relative to the nominal slot start (samples). */
    static final int U_MIN = -64;
    /** Highest window start searched (samples). */
    static final int U_MAX = 192;
    /** Window start of a perfectly timed dry frame: the middle of the guard. */
    static final int U_NOMINAL = TonePlan.GUARD_SAMPLES / 2;
    private static final int STEP = 4;
    private static final int U_COUNT = (U_MAX - U_MIN) / STEP + 1;
    private static final int DRIFT_MARGIN = 12;
    /** Region start relative to the nominal slot start. */
    static final int REGION_START = U_MIN - DRIFT_MARGIN;
    /** Region samples around one slot. */
    static final int REGION_SAMPLES = U_MAX + TonePlan.ANALYSIS_SAMPLES + DRIFT_MARGIN - REGION_START;
    /** Samples needed after the nominal end of the last slot. */
    static final int TAIL_SAMPLES = REGION_START + REGION_SAMPLES - TonePlan.SLOT_SAMPLES;
    private static final int SLOT_BLOCKS = TonePlan.SLOT_SAMPLES / STEP;
    /** Samples per cache tile of the prefix sums (a multiple of STEP). */
    private static final int TILE = 256;
    private static final int WINDOW_BLOCKS = TonePlan.ANALYSIS_SAMPLES / STEP;
    private static final int[] PPM = {0, -50, 50, -100, 100, -150, 150, -200, 200};
    /** Slack of the plateau run: positions within 1/32 of the best metric. */
    private static final int PLATEAU_SHIFT = 5;
    /** Half width of the timing box, in 4-sample steps (box = 64 samples). */
    private static final int BOX_HALF = 8;

    private final TonePlan plan;
    private final int tones;
    private final int[] bins;
    private final short[][] refSin;
    private final short[][] refCos;
    private final int spanSamples;
    private final int prefixLength;
    private final int[] span;
    private final long[] prefix;
    private final int[] prodC = new int[TILE];
    private final int[] prodS = new int[TILE];
    private final long[] running;
    private final long[] metric = new long[U_COUNT];
    private final long[] bestMetric = new long[U_COUNT];
    private final long[] smoothed = new long[U_COUNT];
    private final int[] decided;
    private final int[][] driftBlocks;
    private final long[] power = new long[TonePlan.TONES_PER_GROUP];
    private final IsiCanceller isi;

    SlotDemodulator(TonePlan plan) {
        this.plan = plan;
        this.tones = plan.groups() * TonePlan.TONES_PER_GROUP;
        this.bins = new int[tones];
        for (int g = 0; g < plan.groups(); g++) {
            for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                bins[g * TonePlan.TONES_PER_GROUP + v] = plan.bin(g, v);
            }
        }
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        this.spanSamples = (plan.slots() - 1) * TonePlan.SLOT_SAMPLES + REGION_SAMPLES;
        // The references run one period past the span, so any start phase reads them in order.
        this.refSin = new short[tones][SineTable.LENGTH + spanSamples];
        this.refCos = new short[tones][SineTable.LENGTH + spanSamples];
        for (int i = 0; i < tones; i++) {
            for (int n = 0; n < SineTable.LENGTH + spanSamples; n++) {
                refSin[i][n] = t[(bins[i] * n) & SineTable.MASK];
                refCos[i][n] = t[(bins[i] * n + SineTable.QUARTER) & SineTable.MASK];
            }
        }
        this.prefixLength = spanSamples / STEP + 1;
        this.span = new int[spanSamples];
        this.prefix = new long[tones * 2 * prefixLength];
        this.running = new long[2 * tones];
        this.isi = new IsiCanceller(plan.slots(), plan.groups());
        this.decided = new int[AirCodec.AIR_NIBBLES];
        this.driftBlocks = new int[PPM.length][plan.slots()];
        for (int p = 0; p < PPM.length; p++) {
            for (int s = 0; s < plan.slots(); s++) {
                long at = Preamble.SAMPLES + (long) s * TonePlan.SLOT_SAMPLES + U_NOMINAL;
                // round(at·ppm / (10⁶·STEP)), rounded half up, in integers
                long den = 1_000_000L * STEP;
                long num = at * PPM[p];
                driftBlocks[p][s] = (int) Math.floorDiv(2 * num + den, 2 * den);
            }
        }
    }

    /**
     * Demodulates the frame whose coarse greeting start is {@code t0}, reading samples from
     * {@code ring} (absolute sample n at {@code ring[n & mask]}). Fills {@code air} and
     * {@code reliability} (60 each) and returns the chosen hypothesis.
     */
    Hypothesis demodulate(short[] ring, int mask, long t0, byte[] air, int[] reliability) {
        buildPrefix(ring, mask, t0 + Preamble.SAMPLES + REGION_START);
        // Stage 1 at an 8-sample step (the odd 4-sample positions are the mean of their
        // neighbours): the plateau it finds is 57..128 samples wide.
        Arrays.fill(metric, 0);
        for (int s = 0; s < plan.slots(); s++) {
            for (int ui = 0; ui < U_COUNT; ui += 2) {
                metric[ui] += strongestSum(s, ui + DRIFT_MARGIN / STEP);
            }
        }
        for (int ui = 1; ui < U_COUNT; ui += 2) {
            metric[ui] = (metric[ui - 1] + metric[ui + 1]) >> 1;
        }
        int u0 = plateauMiddle(metric);
        decideAll(u0, 0, air);
        int bestDrift = 0;
        long best = -1;
        for (int p = 0; p < PPM.length; p++) {
            Arrays.fill(metric, 0);
            for (int s = 0; s < plan.slots(); s++) {
                for (int ui = 0; ui < U_COUNT; ui++) {
                    metric[ui] += decidedSum(s, ui + DRIFT_MARGIN / STEP + driftBlocks[p][s]);
                }
            }
            long max = 0;
            for (long m : metric) {
                max = Math.max(max, m);
            }
            if (max > best) {
                best = max;
                bestDrift = p;
                System.arraycopy(metric, 0, bestMetric, 0, U_COUNT);
            }
        }
        int u = plateauMiddle(bestMetric);
        int score = finalDecisions(u, bestDrift, air, reliability);
        return new Hypothesis(U_MIN + u * STEP - U_NOMINAL, PPM[bestDrift], score);
    }

    /** The chosen timing and drift, and the score (mean of 65536 − r over the nibbles). */
    record Hypothesis(int offsetSamples, int driftPpm, int score) {
    }

    /**
     * Prefix sums of sample × tone over the whole span, at a 4-sample step, laid out
     * {@code [block][tone][cos, sin]} so that one window's tones are contiguous in memory.
     */
    private void buildPrefix(short[] ring, int mask, long start) {
        for (int i = 0; i < spanSamples; i++) {
            span[i] = ring[(int) ((start + i) & mask)];
        }
        // Element-wise products first (a loop the JIT vectorises), then 4-sample sums.
        // Tiles of TILE samples keep the [block][tone] stores of one tile in cache; within a
        // tile, element-wise products first (a loop the JIT vectorises), then 4-sample sums.
        int phase0 = (int) (start & SineTable.MASK);
        int width = 2 * tones;
        Arrays.fill(prefix, 0, width, 0);
        Arrays.fill(running, 0);
        for (int from = 0; from < spanSamples; from += TILE) {
            int to = Math.min(spanSamples, from + TILE);
            for (int t = 0; t < tones; t++) {
                short[] rc = refCos[t];
                short[] rs = refSin[t];
                for (int i = from; i < to; i++) {
                    int x = span[i];
                    prodC[i - from] = x * rc[phase0 + i];
                    prodS[i - from] = x * rs[phase0 + i];
                }
                long c = running[2 * t];
                long s = running[2 * t + 1];
                int at = (from / STEP + 1) * width + 2 * t;
                for (int i = 0; i < to - from; i += STEP, at += width) {
                    c += (long) (prodC[i] + prodC[i + 1]) + (prodC[i + 2] + prodC[i + 3]);
                    s += (long) (prodS[i] + prodS[i + 1]) + (prodS[i + 2] + prodS[i + 3]);
                    prefix[at] = c;
                    prefix[at + 1] = s;
                }
                running[2 * t] = c;
                running[2 * t + 1] = s;
            }
        }
    }

    private long toneP(int slot, int tone, int blk) {
        int lo = ((slot * SLOT_BLOCKS + blk) * tones + tone) * 2;
        int hi = lo + WINDOW_BLOCKS * 2 * tones;
        long c = (prefix[hi] - prefix[lo]) >> 8;
        long s = (prefix[hi + 1] - prefix[lo + 1]) >> 8;
        return c * c + s * s;
    }

    private long strongestSum(int slot, int blk) {
        long sum = 0;
        for (int g = 0; g < plan.groups(); g++) {
            long max = 0;
            for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                max = Math.max(max, toneP(slot, g * TonePlan.TONES_PER_GROUP + v, blk));
            }
            sum += max >> 6;
        }
        return sum;
    }

    private long decidedSum(int slot, int blk) {
        long sum = 0;
        for (int g = 0; g < plan.groups(); g++) {
            int nib = slot * plan.groups() + g;
            sum += toneP(slot, g * TonePlan.TONES_PER_GROUP + decided[nib], blk) >> 6;
        }
        return sum;
    }

    /** First decisions at timing index u and drift p (no reliabilities). */
    private void decideAll(int u, int p, byte[] air) {
        for (int s = 0; s < plan.slots(); s++) {
            int blk = u + DRIFT_MARGIN / STEP + driftBlocks[p][s];
            for (int g = 0; g < plan.groups(); g++) {
                int best = 0;
                long bestPower = -1;
                for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                    long pw = toneP(s, g * TonePlan.TONES_PER_GROUP + v, blk);
                    if (pw > bestPower) {
                        bestPower = pw;
                        best = v;
                    }
                }
                decided[s * plan.groups() + g] = best;
                air[s * plan.groups() + g] = (byte) best;
            }
        }
    }

    /**
     * Final decisions at (u, p): correlations, first decisions, inter-slot interference
     * cancelled ({@link IsiCanceller}), then decisions and reliabilities; returns the score.
     */
    private int finalDecisions(int u, int p, byte[] air, int[] reliability) {
        decideAll(u, p, air);
        for (int s = 0; s < plan.slots(); s++) {
            int blk = u + DRIFT_MARGIN / STEP + driftBlocks[p][s];
            for (int t = 0; t < tones; t++) {
                int lo = ((s * SLOT_BLOCKS + blk) * tones + t) * 2;
                int hi = lo + WINDOW_BLOCKS * 2 * tones;
                isi.yc[s * tones + t] = (prefix[hi] - prefix[lo]) >> 14;
                isi.ys[s * tones + t] = (prefix[hi + 1] - prefix[lo + 1]) >> 14;
            }
        }
        isi.cancel(decided);
        long margin = 0;
        for (int s = 0; s < plan.slots(); s++) {
            for (int g = 0; g < plan.groups(); g++) {
                int first = 0;
                int second = -1;
                for (int v = 0; v < TonePlan.TONES_PER_GROUP; v++) {
                    power[v] = isi.power(s, g * TonePlan.TONES_PER_GROUP + v);
                }
                for (int v = 1; v < TonePlan.TONES_PER_GROUP; v++) {
                    if (power[v] > power[first]) {
                        second = first;
                        first = v;
                    } else if (second < 0 || power[v] > power[second]) {
                        second = v;
                    }
                }
                int nib = s * plan.groups() + g;
                air[nib] = (byte) first;
                int r = ratioQ16(power[second], power[first]);
                reliability[nib] = r;
                margin += 65536 - r;
            }
        }
        return (int) (margin / AirCodec.AIR_NIBBLES);
    }

    /** {@code 65536·p2/p1} without overflow (65536 when p1 = 0). */
    static int ratioQ16(long p2, long p1) {
        if (p1 <= 0) {
            return 65536;
        }
        int shift = Math.max(0, 64 - Long.numberOfLeadingZeros(p1) - 46);
        long den = p1 >> shift;
        return (int) (((p2 >> shift) << 16) / den);
    }

    /**
     * The chosen timing index: the metric is first summed over a 64-sample box (so a flat,
     * ISI-free plateau yields a flat top that noise cannot split), then the middle of the run of
     * indices within 1/32 of the best, around the best, is taken.
     */
    private int plateauMiddle(long[] m) {
        for (int i = 0; i < m.length; i++) {
            long sum = 0;
            for (int j = Math.max(0, i - BOX_HALF); j <= Math.min(m.length - 1, i + BOX_HALF); j++) {
                sum += m[j] >> 4;
            }
            smoothed[i] = sum;
        }
        int arg = 0;
        for (int i = 1; i < m.length; i++) {
            if (smoothed[i] > smoothed[arg]) {
                arg = i;
            }
        }
        long floor = smoothed[arg] - (smoothed[arg] >> PLATEAU_SHIFT);
        int lo = arg;
        while (lo > 0 && smoothed[lo - 1] >= floor) {
            lo--;
        }
        int hi = arg;
        while (hi < m.length - 1 && smoothed[hi + 1] >= floor) {
            hi++;
        }
        return (lo + hi) >>> 1;
    }
}
