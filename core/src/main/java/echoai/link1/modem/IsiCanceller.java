package echoai.link1.modem;

import java.util.Arrays;

/**
 * Decision-feedback cancellation of inter-slot interference, for echoes longer than the guard
 * and reverberation. A tone sent in slot s − L leaks into slot s's window mostly at its own bin,
 * as a fixed complex multiple ρ_L(b) of what slot s − L received there; ρ_L(b) depends on the
 * room and the bin, not on the data. Per frame and bin, from the first decisions:
 *
 * <pre>
 *  ρ_L(b) = Σ Y_s(b)·conj(Y_{s−L}(b)) / Σ |Y_{s−L}(b)|²   over slots with d_{s−L} = b, and
 *           d_s ≠ b and the other lag ≠ b (so slot s holds only leakage there)
 *  Y'_s(b) = Y_s(b) − Σ_L [d_{s−L} = b]·ρ_L(b)·Y_{s−L}(b)
 * </pre>
 *
 * A ρ is used only when it stands out of the noise: |ρ|²·Σ|Y_{s−L}|² > 9·N₀ (N₀ = mean power of
 * the bins no decision chose), so a room without late energy is left as it is. Integer
 * arithmetic: Y in raw correlation units >> 14, ρ in Q14. No choice looks at the CRC.
 */
final class IsiCanceller {
    static final int LAGS = 2;
    /** ρ in Q14. */
    private static final int RHO_SHIFT = 14;
    /** Largest |ρ| component accepted (2.0 in Q14). */
    private static final long RHO_LIMIT = 2L << RHO_SHIFT;
    /** The significance factor of the gate (3 σ in power). */
    private static final long GATE = 9;

    private final int slots;
    private final int groups;
    private final int tones;
    final long[] yc;
    final long[] ys;
    private final long[] outC;
    private final long[] outS;
    private final long[] rhoC;
    private final long[] rhoS;

    IsiCanceller(int slots, int groups) {
        this.slots = slots;
        this.groups = groups;
        this.tones = groups * TonePlan.TONES_PER_GROUP;
        this.yc = new long[slots * tones];
        this.ys = new long[slots * tones];
        this.outC = new long[slots * tones];
        this.outS = new long[slots * tones];
        this.rhoC = new long[LAGS * tones];
        this.rhoS = new long[LAGS * tones];
    }

    /**
     * With the first decisions {@code decided[s·groups + g]}, estimates ρ and writes the
     * cancelled correlations; returns how many (lag, bin) pairs were cancelled.
     */
    int cancel(int[] decided) {
        long n0 = noiseFloor(decided);
        int used = 0;
        Arrays.fill(rhoC, 0);
        Arrays.fill(rhoS, 0);
        for (int lag = 1; lag <= LAGS; lag++) {
            for (int t = 0; t < tones; t++) {
                used += estimate(decided, lag, t, n0) ? 1 : 0;
            }
        }
        System.arraycopy(yc, 0, outC, 0, yc.length);
        System.arraycopy(ys, 0, outS, 0, ys.length);
        if (used == 0) {
            return 0;
        }
        for (int s = 0; s < slots; s++) {
            for (int t = 0; t < tones; t++) {
                int g = t / TonePlan.TONES_PER_GROUP;
                int v = t % TonePlan.TONES_PER_GROUP;
                for (int lag = 1; lag <= LAGS && lag <= s; lag++) {
                    if (decided[(s - lag) * groups + g] != v) {
                        continue;
                    }
                    long rc = rhoC[(lag - 1) * tones + t];
                    long rs = rhoS[(lag - 1) * tones + t];
                    long pc = yc[(s - lag) * tones + t];
                    long ps = ys[(s - lag) * tones + t];
                    outC[s * tones + t] -= (rc * pc - rs * ps) >> RHO_SHIFT;
                    outS[s * tones + t] -= (rc * ps + rs * pc) >> RHO_SHIFT;
                }
            }
        }
        return used;
    }

    /** The power of bin t in slot s after cancellation. */
    long power(int slot, int tone) {
        long c = outC[slot * tones + tone];
        long s = outS[slot * tones + tone];
        return c * c + s * s;
    }

    private boolean estimate(int[] decided, int lag, int t, long n0) {
        int g = t / TonePlan.TONES_PER_GROUP;
        int v = t % TonePlan.TONES_PER_GROUP;
        int other = lag == 1 ? 2 : 1;
        long numC = 0;
        long numS = 0;
        long den = 0;
        for (int s = lag; s < slots; s++) {
            if (decided[(s - lag) * groups + g] != v || decided[s * groups + g] == v
                    || (s >= other && decided[(s - other) * groups + g] == v)) {
                continue;
            }
            long a = yc[s * tones + t];
            long b = ys[s * tones + t];
            long c = yc[(s - lag) * tones + t];
            long d = ys[(s - lag) * tones + t];
            numC += a * c + b * d;
            numS += b * c - a * d;
            den += c * c + d * d;
        }
        long denQ = den >> RHO_SHIFT;
        if (denQ <= 0) {
            return false;
        }
        long rc = Math.max(-RHO_LIMIT, Math.min(RHO_LIMIT, numC / denQ));
        long rs = Math.max(-RHO_LIMIT, Math.min(RHO_LIMIT, numS / denQ));
        long rho2 = (rc * rc + rs * rs) >> RHO_SHIFT;
        if (rho2 * denQ <= GATE * n0) {
            return false;
        }
        rhoC[(lag - 1) * tones + t] = rc;
        rhoS[(lag - 1) * tones + t] = rs;
        return true;
    }

    private long noiseFloor(int[] decided) {
        long sum = 0;
        long count = 0;
        for (int s = 0; s < slots; s++) {
            for (int t = 0; t < tones; t++) {
                if (decided[s * groups + t / TonePlan.TONES_PER_GROUP] != t % TonePlan.TONES_PER_GROUP) {
                    long c = yc[s * tones + t];
                    long d = ys[s * tones + t];
                    sum += c * c + d * d;
                    count++;
                }
            }
        }
        return count == 0 ? 0 : sum / count;
    }
}
