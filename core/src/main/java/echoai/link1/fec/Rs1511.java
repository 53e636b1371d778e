package echoai.link1.fec;

/**
 * Reed–Solomon RS(15,11) over {@link Gf16}: systematic encoder and an errors-and-erasures decoder.
 *
 * <p>Generator roots α¹..α⁴: g(x) = x⁴ + 13x³ + 12x² + 8x + 7 (computed by {@link #generator()}).
 * A block is 15 symbols (values 0..15) at {@code word[off..off+14]}; symbol k is the coefficient of
 * x^(14−k), so the 11 data symbols come first and the 4 parity symbols (d(x)·x⁴ mod g(x), highest
 * degree first) last:
 *
 * <pre>
 *   k      0 .. 10            11 12 13 14
 *   x^     14 .. 4             3  2  1  0
 *          data (11 nibbles)  parity (4)
 * </pre>
 *
 * <p>Decoding (Forney 1965; Berlekamp 1968; Massey 1969): syndromes S₁..S₄, the erasure locator
 * Γ(x) = ∏(1 + X x) over the erased positions, Forney syndromes T(x) = Γ(x)S(x) mod x⁴, the
 * Berlekamp–Massey error locator σ(x) from T_f..T₃, the errata locator Ψ = σΓ, a Chien search
 * for its roots and Forney's formula Y = Ω(X⁻¹)/Ψ'(X⁻¹) with Ω = SΨ mod x⁴. Any pattern of e
 * errors and f erasures with 2e + f ≤ 4 is corrected. The decoder reports a failure when σ is not
 * unique (2L > 4 − f), when Ψ does not have exactly deg Ψ distinct roots among the 15 positions,
 * when a located error has magnitude 0, or when the corrected word is not a codeword; on failure
 * the input is left untouched. It never returns a non-codeword.
 *
 * <p>An instance owns its scratch buffers (allocated in the constructor; {@link #decode} allocates
 * nothing) and is not thread-safe: use one per thread. {@link #encode} is static and stateless.
 */
public final class Rs1511 {
    /** Symbols per block. */
    public static final int N = 15;
    /** Data symbols per block. */
    public static final int K = 11;
    /** Parity symbols per block (= the number of syndromes). */
    public static final int PARITY = N - K;
    /** The most erasures a block can take. */
    public static final int MAX_ERASURES = PARITY;
    /** Why a block could not be decoded. */
    public enum Failure {
        /** Berlekamp–Massey found a locator longer than the pattern allows (2L &gt; 4 − f). */
        TOO_MANY_ERRORS,
        /** The errata locator does not have exactly as many distinct roots as its degree. */
        LOCATOR_ROOT_MISMATCH,
        /** A located error had magnitude 0, so the locator is inconsistent. */
        ZERO_ERROR_MAGNITUDE,
        /** After correction the syndromes were not all zero. */
        NOT_A_CODEWORD
    }

    private static final int[] GENERATOR = generator();
    /** α^0..α^15: α^(k+1) is X⁻¹ of block position k, α^i the i-th syndrome's point. */
    static final int[] ALPHA_POWERS = alphaPowers();

    /** The canonical outcomes: CORRECTED[erasures][errors], FAILED[reason][erasures]. */
    private static final RsOutcome.Corrected[][] CORRECTED = correctedOutcomes();
    private static final RsOutcome.Failed[][] FAILED = failedOutcomes();

    private final int[] syndromes = new int[PARITY];
    private final Errata errata = new Errata();

    /** A decoder with its own work buffers (one per thread). */
    public Rs1511() {
    }

    /**
     * The generator polynomial ∏(x − αⁱ), i = 1..4, highest degree first.
     *
     * @return a fresh array {1, 13, 12, 8, 7}
     */
    public static int[] generator() {
        int[] g = {1};
        for (int i = 1; i <= PARITY; i++) {
            int root = Gf16.exp(i);
            int[] next = new int[g.length + 1];
            for (int j = 0; j < g.length; j++) {
                next[j] ^= g[j];
                next[j + 1] ^= Gf16.mul(g[j], root);
            }
            g = next;
        }
        return g;
    }

    private static int[] alphaPowers() {
        int[] p = new int[N + 1];
        for (int i = 0; i <= N; i++) {
            p[i] = Gf16.exp(i);
        }
        return p;
    }

    /**
     * Writes the 4 parity symbols of the 11 data symbols {@code word[off..off+10]} into
     * {@code word[off+11..off+14]}. Allocates nothing.
     *
     * @param word the array holding the block
     * @param off where the block starts
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static void encode(byte[] word, int off) {
        checkWord(word, off);
        checkSymbols(word, off, K);
        int r0 = 0;
        int r1 = 0;
        int r2 = 0;
        int r3 = 0;
        for (int k = 0; k < K; k++) {
            int fb = word[off + k] ^ r0;
            r0 = r1 ^ Gf16.mul(fb, GENERATOR[1]);
            r1 = r2 ^ Gf16.mul(fb, GENERATOR[2]);
            r2 = r3 ^ Gf16.mul(fb, GENERATOR[3]);
            r3 = Gf16.mul(fb, GENERATOR[4]);
        }
        word[off + K] = (byte) r0;
        word[off + K + 1] = (byte) r1;
        word[off + K + 2] = (byte) r2;
        word[off + K + 3] = (byte) r3;
    }

    /**
     * Whether the 15 symbols at {@code word[off..]} form a codeword (all syndromes zero).
     *
     * @param word the array holding the block
     * @param off where the block starts
     * @return true for a codeword
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public static boolean isCodeword(byte[] word, int off) {
        checkWord(word, off);
        checkSymbols(word, off, N);
        return packedSyndromes(word, off) == 0;
    }

    /**
     * S₁..S₄ of an in-range block packed as S₁ | S₂≪4 | S₃≪8 | S₄≪12: one Horner pass with
     * α¹..α⁴ = 2, 4, 8, 3 over the symbols from x¹⁴ down to x⁰.
     */
    private static int packedSyndromes(byte[] word, int off) {
        int s1 = 0;
        int s2 = 0;
        int s3 = 0;
        int s4 = 0;
        for (int k = 0; k < N; k++) {
            int c = word[off + k];
            s1 = Gf16.mul(s1, 2) ^ c;
            s2 = Gf16.mul(s2, 4) ^ c;
            s3 = Gf16.mul(s3, 8) ^ c;
            s4 = Gf16.mul(s4, 3) ^ c;
        }
        return s1 | s2 << 4 | s3 << 8 | s4 << 12;
    }

    /**
     * Decodes the block at {@code word[off..off+14]} in place, treating the
     * {@code erasureCount} distinct block positions {@code erasures[0..erasureCount-1]} as
     * erased. Returns what it did: {@link RsOutcome.Corrected} (errors corrected besides the
     * erasures) or {@link RsOutcome.Failed} (why; the block is then unchanged). The outcome is a
     * canonical instance, so this allocates nothing.
     *
     * @param word the array holding the block, symbols 0..15
     * @param off where the block starts
     * @param erasures erased block positions (0..14, distinct) in {@code erasures[0..erasureCount-1]}
     * @param erasureCount 0..4
     * @return the outcome
     * @throws IllegalArgumentException when a length or value is out of range
     */
    public RsOutcome decode(byte[] word, int off, int[] erasures, int erasureCount) {
        checkWord(word, off);
        checkSymbols(word, off, N);
        checkErasures(erasures, erasureCount);
        if (syndromes(word, off)) {
            return CORRECTED[erasureCount][0];
        }
        Failure why = errata.solve(syndromes, erasures, erasureCount);
        if (why != null) {
            return FAILED[why.ordinal()][erasureCount];
        }
        for (int r = 0; r < errata.found(); r++) {
            word[off + errata.root(r)] ^= (byte) errata.magnitude(r);
        }
        return CORRECTED[erasureCount][errata.errors()];
    }

    private static RsOutcome.Corrected[][] correctedOutcomes() {
        RsOutcome.Corrected[][] table = new RsOutcome.Corrected[MAX_ERASURES + 1][];
        for (int f = 0; f <= MAX_ERASURES; f++) {
            table[f] = new RsOutcome.Corrected[(PARITY - f) / 2 + 1];
            for (int e = 0; e < table[f].length; e++) {
                table[f][e] = new RsOutcome.Corrected(e, f);
            }
        }
        return table;
    }

    private static RsOutcome.Failed[][] failedOutcomes() {
        Failure[] reasons = Failure.values();
        RsOutcome.Failed[][] table = new RsOutcome.Failed[reasons.length][MAX_ERASURES + 1];
        for (Failure reason : reasons) {
            for (int f = 0; f <= MAX_ERASURES; f++) {
                table[reason.ordinal()][f] = new RsOutcome.Failed(reason, f);
            }
        }
        return table;
    }

    /** S₁..S₄ into {@code syndromes}; true when all are zero. */
    private boolean syndromes(byte[] word, int off) {
        int packed = packedSyndromes(word, off);
        for (int i = 0; i < PARITY; i++) {
            syndromes[i] = packed >> (4 * i) & 0xF;
        }
        return packed == 0;
    }

    private static void checkErasures(int[] erasures, int count) {
        if (count < 0 || count > MAX_ERASURES) {
            throw new IllegalArgumentException("erasureCount must be in [0, 4]: " + count);
        }
        for (int j = 0; j < count; j++) {
            int p = erasures[j];
            if (p < 0 || p >= N) {
                throw new IllegalArgumentException("erasure position must be in [0, 14]: " + p);
            }
            for (int i = 0; i < j; i++) {
                if (erasures[i] == p) {
                    throw new IllegalArgumentException("erasure position repeated: " + p);
                }
            }
        }
    }

    private static void checkSymbols(byte[] word, int off, int count) {
        for (int k = 0; k < count; k++) {
            int v = word[off + k];
            if (v < 0 || v > 15) {
                throw new IllegalArgumentException("symbol " + k + " must be in [0, 15]: " + v);
            }
        }
    }

    private static void checkWord(byte[] word, int off) {
        if (off < 0 || off > word.length - N) {
            throw new IllegalArgumentException(
                    "off must be in [0, " + (word.length - N) + "]: " + off);
        }
    }
}
