package echoai.link1.fec;

import java.util.Arrays;

/**
 * The rate-1/2, constraint-length-7 convolutional code (the "NASA" code of CCSDS 131.0 and
 * Voyager: generators 171 and 133 octal, free distance 10) with a soft-decision Viterbi decoder
 * (Viterbi 1967), all in integers.
 *
 * <pre>
 *   register r (7 bits) = b_t·2⁶ + b_{t−1}·2⁵ + … + b_{t−6}   (new bit in at the top)
 *   c0 = parity(r &amp; 0171) = b_t ⊕ b_{t−1} ⊕ b_{t−2} ⊕ b_{t−3} ⊕ b_{t−6}
 *   c1 = parity(r &amp; 0133) = b_t ⊕ b_{t−2} ⊕ b_{t−3} ⊕ b_{t−5} ⊕ b_{t−6}
 *   output per input bit: c0 then c1; the register starts at 0 and is flushed by 6 zero bits
 * </pre>
 *
 * <p>Soft inputs are one signed integer per coded bit, positive for "0 is more likely", in any
 * scale with |value| ≤ 2²⁰ (path metrics are {@code long}). The decoder maximises the
 * correlation Σ ±soft (max-log, the maximum-likelihood path for these metrics; ties: the
 * predecessor with the lower register value) and traces back from the zero state. An instance
 * owns its buffers (allocated in the constructor, for up to {@code maxInputBits}) and is not
 * thread-safe.
 */
public final class ConvolutionalCode {
    /** Constraint length. */
    public static final int CONSTRAINT = 7;
    /** Zero bits that flush the register (the tail). */
    public static final int TAIL_BITS = CONSTRAINT - 1;
    /** Generator of the first coded bit (octal 171). */
    public static final int G0 = 0171;
    /** Generator of the second coded bit (octal 133). */
    public static final int G1 = 0133;
    private static final int STATES = 1 << TAIL_BITS;
    /** Largest |soft| accepted. */
    public static final int SOFT_MAX = 1 << 20;

    private final int maxInputBits;
    private final long[] metric = new long[STATES];
    private final long[] next = new long[STATES];
    private final long[] survivors;

    /**
     * A decoder for up to {@code maxInputBits} input bits (tail included).
     *
     * @param maxInputBits in [7, 65536]
     * @throws IllegalArgumentException when {@code maxInputBits} is out of range
     */
    public ConvolutionalCode(int maxInputBits) {
        if (maxInputBits < TAIL_BITS + 1 || maxInputBits > 1 << 16) {
            throw new IllegalArgumentException("maxInputBits must be in [7, 65536]: " + maxInputBits);
        }
        this.maxInputBits = maxInputBits;
        this.survivors = new long[maxInputBits];
    }

    /** The two coded bits (c0·2 + c1) of register value {@code register} (0..127). */
    static int output(int register) {
        return Integer.bitCount(register & G0) % 2 * 2 + Integer.bitCount(register & G1) % 2;
    }

    /**
     * Encodes {@code bits} (0/1, tail included by the caller) into {@code coded}
     * (2·bits.length entries, c0 then c1 per input bit). The register starts at 0.
     *
     * @param bits the input bits, each 0 or 1
     * @param coded the destination, 2·bits.length entries
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static void encode(byte[] bits, byte[] coded) {
        if (coded.length != 2 * bits.length) {
            throw new IllegalArgumentException("coded must have " + 2 * bits.length + " entries: "
                    + coded.length);
        }
        int register = 0;
        for (int t = 0; t < bits.length; t++) {
            if (bits[t] != 0 && bits[t] != 1) {
                throw new IllegalArgumentException("bits[" + t + "] must be 0 or 1: " + bits[t]);
            }
            register = bits[t] << TAIL_BITS | register >> 1;
            int c = output(register);
            coded[2 * t] = (byte) (c >> 1);
            coded[2 * t + 1] = (byte) (c & 1);
        }
    }

    /**
     * Decodes {@code inputBits} input bits (whose last 6 are the zero tail) from
     * {@code soft} (2·inputBits entries) into {@code bits}; returns the best path metric
     * Σ ±soft (higher is better; at most Σ|soft|).
     *
     * @param soft at least 2·inputBits soft values, each within ±2^20 (positive: 0 more likely)
     * @param inputBits input bits to decode, in [7, maxInputBits]
     * @param bits the destination, at least inputBits entries (set to 0 or 1)
     * @return the best path metric
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public long decode(int[] soft, int inputBits, byte[] bits) {
        if (inputBits < TAIL_BITS + 1 || inputBits > maxInputBits) {
            throw new IllegalArgumentException("inputBits must be in [7, " + maxInputBits + "]: "
                    + inputBits);
        }
        if (soft.length < 2 * inputBits || bits.length < inputBits) {
            throw new IllegalArgumentException("soft and bits must hold " + 2 * inputBits + " and "
                    + inputBits + " entries: " + soft.length + ", " + bits.length);
        }
        Arrays.fill(metric, Long.MIN_VALUE / 4);
        metric[0] = 0;
        for (int t = 0; t < inputBits; t++) {
            int s0 = soft[2 * t];
            int s1 = soft[2 * t + 1];
            if (Math.abs(s0) > SOFT_MAX || Math.abs(s1) > SOFT_MAX) {
                throw new IllegalArgumentException("soft[" + 2 * t + "..] must be within ±2^20: "
                        + s0 + ", " + s1);
            }
            survivors[t] = step(s0, s1);
            System.arraycopy(next, 0, metric, 0, STATES);
        }
        int state = 0;
        for (int t = inputBits - 1; t >= 0; t--) {
            bits[t] = (byte) (state >> (TAIL_BITS - 1));
            int x = (int) (survivors[t] >>> state) & 1;
            state = (state << 1 & (STATES - 1)) | x;
        }
        return metric[0];
    }

    /** One add-compare-select step; returns the survivor bits (bit s: predecessor's low bit). */
    private long step(int s0, int s1) {
        long decisions = 0;
        for (int ns = 0; ns < STATES; ns++) {
            int b = ns >> (TAIL_BITS - 1);
            int p0 = (ns << 1) & (STATES - 1);
            long m0 = metric[p0] + branch(b << TAIL_BITS | p0, s0, s1);
            long m1 = metric[p0 | 1] + branch(b << TAIL_BITS | p0 | 1, s0, s1);
            if (m1 > m0) {
                next[ns] = m1;
                decisions |= 1L << ns;
            } else {
                next[ns] = m0;
            }
        }
        return decisions;
    }

    private static int branch(int register, int s0, int s1) {
        int c = output(register);
        return ((c & 2) == 0 ? s0 : -s0) + ((c & 1) == 0 ? s1 : -s1);
    }
}
