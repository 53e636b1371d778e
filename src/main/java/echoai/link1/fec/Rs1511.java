package echoai.link1.fec;

import java.util.Arrays;

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
    /** What {@link #decode} returns when it cannot decode. */
    public static final int FAILED = -1;

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

    private final int[] syndromes = new int[PARITY];
    private final int[] gamma = new int[PARITY + 1];
    private final int[] forneySyndromes = new int[PARITY];
    private final BerlekampMassey bm = new BerlekampMassey(PARITY);
    private final int[] psi = new int[2 * PARITY + 2];
    private final int[] omega = new int[PARITY];
    private final int[] roots = new int[N];
    private final byte[] work = new byte[N];
    private final boolean[] erased = new boolean[N];
    private int lastErrors;
    private int lastErasures;
    private Failure lastFailure;

    /**
     * The generator polynomial ∏(x − αⁱ), i = 1..4, highest degree first: {1, 13, 12, 8, 7}.
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

    /**
     * Writes the 4 parity symbols of the 11 data symbols {@code word[off..off+10]} into
     * {@code word[off+11..off+14]}. Allocates nothing.
     */
    public static void encode(byte[] word, int off) {
        checkWord(word, off);
        int r0 = 0;
        int r1 = 0;
        int r2 = 0;
        int r3 = 0;
        for (int k = 0; k < K; k++) {
            int d = word[off + k];
            if (d < 0 || d > 15) {
                throw new IllegalArgumentException("symbol " + k + " must be in [0, 15]: " + d);
            }
            int fb = d ^ r0;
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

    /** Whether the 15 symbols at {@code word[off..]} form a codeword (all syndromes zero). */
    public static boolean isCodeword(byte[] word, int off) {
        checkWord(word, off);
        checkSymbols(word, off);
        for (int i = 1; i <= PARITY; i++) {
            if (syndrome(word, off, i) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Decodes the block at {@code word[off..off+14]} in place, treating the
     * {@code erasureCount} distinct block positions {@code erasures[0..erasureCount-1]} as
     * erased. Returns the number of errors corrected (besides the erasures) or {@link #FAILED};
     * on failure the block is unchanged and {@link #lastFailure()} says why.
     */
    public int decode(byte[] word, int off, int[] erasures, int erasureCount) {
        checkWord(word, off);
        checkSymbols(word, off);
        checkErasures(erasures, erasureCount);
        lastErasures = erasureCount;
        lastFailure = null;
        boolean zero = true;
        for (int i = 0; i < PARITY; i++) {
            int s = syndrome(word, off, i + 1);
            syndromes[i] = s;
            zero &= s == 0;
        }
        if (zero) {
            lastErrors = 0;
            return 0;
        }
        erasureLocator(erasures, erasureCount);
        forneySyndromes(erasureCount);
        int length = bm.run(forneySyndromes, erasureCount, PARITY - erasureCount);
        if (2 * length > PARITY - erasureCount || bm.degree() != length) {
            return fail(Failure.TOO_MANY_ERRORS);
        }
        int errataDegree = errataLocator(erasureCount);
        int found = chienSearch(errataDegree);
        if (found != errataDegree) {
            return fail(Failure.LOCATOR_ROOT_MISMATCH);
        }
        errataEvaluator();
        System.arraycopy(word, off, work, 0, N);
        if (!forneyMagnitudes(found, errataDegree)) {
            return fail(Failure.ZERO_ERROR_MAGNITUDE);
        }
        if (!isCodeword(work, 0)) {
            return fail(Failure.NOT_A_CODEWORD);
        }
        System.arraycopy(work, 0, word, off, N);
        lastErrors = length;
        return length;
    }

    /** Errors corrected by the last successful {@link #decode} (0 after a failure). */
    public int lastErrors() {
        return lastFailure == null ? lastErrors : 0;
    }

    /** Erasures given to the last {@link #decode}. */
    public int lastErasures() {
        return lastErasures;
    }

    /** Why the last {@link #decode} failed, or null if it succeeded. */
    public Failure lastFailure() {
        return lastFailure;
    }

    private int fail(Failure why) {
        lastFailure = why;
        lastErrors = 0;
        return FAILED;
    }

    /** S_i = c(αⁱ), by Horner over the symbols from x¹⁴ down to x⁰. */
    static int syndrome(byte[] word, int off, int i) {
        int x = Gf16.exp(i);
        int s = 0;
        for (int k = 0; k < N; k++) {
            s = Gf16.mul(s, x) ^ word[off + k];
        }
        return s;
    }

    /** Γ(x) = ∏ (1 + X_j x), X_j = α^(14 − p_j); coefficients by ascending power. */
    private void erasureLocator(int[] erasures, int count) {
        Arrays.fill(gamma, 0);
        gamma[0] = 1;
        for (int j = 0; j < count; j++) {
            int x = Gf16.exp(N - 1 - erasures[j]);
            for (int d = j + 1; d >= 1; d--) {
                gamma[d] ^= Gf16.mul(gamma[d - 1], x);
            }
        }
    }

    /** T(x) = Γ(x)·S(x) mod x⁴ with S(x) = S₁ + S₂x + S₃x² + S₄x³. */
    private void forneySyndromes(int erasureCount) {
        for (int j = 0; j < PARITY; j++) {
            int t = 0;
            for (int i = 0; i <= Math.min(j, erasureCount); i++) {
                t ^= Gf16.mul(gamma[i], syndromes[j - i]);
            }
            forneySyndromes[j] = t;
        }
    }

    /** Ψ = σ·Γ; returns its degree bound L + f. */
    private int errataLocator(int erasureCount) {
        Arrays.fill(psi, 0);
        int[] sigma = bm.locator();
        int length = bm.length();
        for (int a = 0; a <= length; a++) {
            for (int b = 0; b <= erasureCount; b++) {
                psi[a + b] ^= Gf16.mul(sigma[a], gamma[b]);
            }
        }
        return length + erasureCount;
    }

    /** Positions k whose X⁻¹ = α^(k+1) is a root of Ψ; returns how many. */
    private int chienSearch(int degree) {
        int found = 0;
        for (int k = 0; k < N; k++) {
            if (evaluate(psi, degree, Gf16.exp(k + 1)) == 0) {
                roots[found++] = k;
            }
        }
        return found;
    }

    /** Ω(x) = S(x)·Ψ(x) mod x⁴. */
    private void errataEvaluator() {
        for (int j = 0; j < PARITY; j++) {
            int w = 0;
            for (int i = 0; i <= j; i++) {
                w ^= Gf16.mul(syndromes[j - i], psi[i]);
            }
            omega[j] = w;
        }
    }

    /** Y = Ω(X⁻¹)/Ψ'(X⁻¹) at every root, applied to {@code work}; false on a zero error. */
    private boolean forneyMagnitudes(int found, int degree) {
        for (int r = 0; r < found; r++) {
            int k = roots[r];
            int xInv = Gf16.exp(k + 1);
            int derivative = 0;
            for (int j = 1; j <= degree; j += 2) {
                derivative ^= Gf16.mul(psi[j], Gf16.pow(xInv, j - 1));
            }
            if (derivative == 0) {
                return false;
            }
            int y = Gf16.div(evaluate(omega, PARITY - 1, xInv), derivative);
            if (y == 0 && !erased[k]) {
                return false;
            }
            work[k] = (byte) (work[k] ^ y);
        }
        return true;
    }

    /** p(x) for coefficients by ascending power up to {@code degree}, by Horner. */
    private static int evaluate(int[] p, int degree, int x) {
        int v = 0;
        for (int d = degree; d >= 0; d--) {
            v = Gf16.mul(v, x) ^ p[d];
        }
        return v;
    }

    private void checkErasures(int[] erasures, int count) {
        if (count < 0 || count > MAX_ERASURES) {
            throw new IllegalArgumentException("erasureCount must be in [0, 4]: " + count);
        }
        Arrays.fill(erased, false);
        for (int j = 0; j < count; j++) {
            int p = erasures[j];
            if (p < 0 || p >= N) {
                throw new IllegalArgumentException("erasure position must be in [0, 14]: " + p);
            }
            if (erased[p]) {
                throw new IllegalArgumentException("erasure position repeated: " + p);
            }
            erased[p] = true;
        }
    }

    private static void checkSymbols(byte[] word, int off) {
        for (int k = 0; k < N; k++) {
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
