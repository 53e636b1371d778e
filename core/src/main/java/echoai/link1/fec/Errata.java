package echoai.link1.fec;

import java.util.Arrays;

/**
 * The errata half of {@link Rs1511}'s decoder (Forney 1965; Berlekamp 1968; Massey 1969): given
 * nonzero syndromes S₁..S₄ and f erased positions, it builds the erasure locator Γ, the Forney
 * syndromes T = ΓS mod x⁴, the error locator σ by Berlekamp–Massey on T_f..T₃, the errata
 * locator Ψ = σΓ, its roots by Chien search and the magnitudes by Forney's formula, and checks
 * that the correction cancels every syndrome. Buffers are allocated once; not thread-safe.
 */
final class Errata {
    private static final int P = Rs1511.PARITY;

    private int[] s;
    private final int[] gamma = new int[P + 1];
    private final int[] forneySyndromes = new int[P];
    private final BerlekampMassey bm = new BerlekampMassey(P);
    private final int[] psi = new int[2 * P + 2];
    private final int[] omega = new int[P];
    private final int[] roots = new int[Rs1511.N];
    private final int[] magnitudes = new int[Rs1511.N];
    private final boolean[] erased = new boolean[Rs1511.N];
    private int found;
    private int errors;

    /**
     * Solves for the errata of a block with syndromes {@code syndromes[0..3]} (not all zero) and
     * the {@code count} distinct, valid erased positions; null on success, else why not.
     */
    Rs1511.Failure solve(int[] syndromes, int[] erasures, int count) {
        s = syndromes;
        found = 0;
        errors = 0;
        Arrays.fill(erased, false);
        for (int j = 0; j < count; j++) {
            erased[erasures[j]] = true;
        }
        erasureLocator(erasures, count);
        forneySyndromes(count);
        int length = bm.run(forneySyndromes, count, P - count);
        if (2 * length > P - count || bm.degree() != length) {
            return Rs1511.Failure.TOO_MANY_ERRORS;
        }
        int errataDegree = errataLocator(count);
        found = chienSearch(errataDegree);
        if (found != errataDegree) {
            return Rs1511.Failure.LOCATOR_ROOT_MISMATCH;
        }
        errataEvaluator();
        if (!forneyMagnitudes(found, errataDegree)) {
            return Rs1511.Failure.ZERO_ERROR_MAGNITUDE;
        }
        if (!correctionCancelsSyndromes(found)) {
            return Rs1511.Failure.NOT_A_CODEWORD;
        }
        errors = length;
        return null;
    }

    /** Positions to correct after a successful {@link #solve}. */
    int found() {
        return found;
    }

    /** The block position of correction r. */
    int root(int r) {
        return roots[r];
    }

    /** The value to XOR in at {@link #root(int)} r. */
    int magnitude(int r) {
        return magnitudes[r];
    }

    /** Errors (not erasures) corrected by the last successful {@link #solve}. */
    int errors() {
        return errors;
    }

    /** Γ(x) = ∏ (1 + X_j x), X_j = α^(14 − p_j); coefficients by ascending power. */
    private void erasureLocator(int[] erasures, int count) {
        Arrays.fill(gamma, 0);
        gamma[0] = 1;
        for (int j = 0; j < count; j++) {
            int x = Gf16.exp(Rs1511.N - 1 - erasures[j]);
            for (int d = j + 1; d >= 1; d--) {
                gamma[d] ^= Gf16.mul(gamma[d - 1], x);
            }
        }
    }

    /** T(x) = Γ(x)·S(x) mod x⁴ with S(x) = S₁ + S₂x + S₃x² + S₄x³. */
    private void forneySyndromes(int erasureCount) {
        for (int j = 0; j < P; j++) {
            int t = 0;
            for (int i = 0; i <= Math.min(j, erasureCount); i++) {
                t ^= Gf16.mul(gamma[i], s[j - i]);
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
        for (int k = 0; k < Rs1511.N; k++) {
            if (evaluate(psi, degree, Rs1511.ALPHA_POWERS[k + 1]) == 0) {
                roots[found++] = k;
            }
        }
        return found;
    }

    /** Ω(x) = S(x)·Ψ(x) mod x⁴. */
    private void errataEvaluator() {
        for (int j = 0; j < P; j++) {
            int w = 0;
            for (int i = 0; i <= j; i++) {
                w ^= Gf16.mul(s[j - i], psi[i]);
            }
            omega[j] = w;
        }
    }

    /** Y = Ω(X⁻¹)/Ψ'(X⁻¹) at every root into {@code magnitudes}; false on a zero error. */
    private boolean forneyMagnitudes(int found, int degree) {
        for (int r = 0; r < found; r++) {
            int k = roots[r];
            int xInv = Rs1511.ALPHA_POWERS[k + 1];
            int xInvSquared = Gf16.mul(xInv, xInv);
            int power = 1;
            int derivative = 0;
            for (int j = 1; j <= degree; j += 2) {
                derivative ^= Gf16.mul(psi[j], power);
                power = Gf16.mul(power, xInvSquared);
            }
            if (derivative == 0) {
                return false;
            }
            int y = Gf16.div(evaluate(omega, P - 1, xInv), derivative);
            if (y == 0 && !erased[k]) {
                return false;
            }
            magnitudes[r] = y;
        }
        return true;
    }

    /**
     * Whether the corrected word is a codeword: by linearity its syndromes are S_i minus the
     * syndromes of the correction, so it suffices that Σ Y·X^i = S_i for i = 1..4 over the
     * corrected positions (X = α^(14−k)).
     */
    private boolean correctionCancelsSyndromes(int found) {
        int s1 = s[0];
        int s2 = s[1];
        int s3 = s[2];
        int s4 = s[3];
        for (int r = 0; r < found; r++) {
            int y = magnitudes[r];
            int x = Rs1511.ALPHA_POWERS[Rs1511.N - 1 - roots[r]];
            int yx = Gf16.mul(y, x);
            s1 ^= yx;
            yx = Gf16.mul(yx, x);
            s2 ^= yx;
            yx = Gf16.mul(yx, x);
            s3 ^= yx;
            yx = Gf16.mul(yx, x);
            s4 ^= yx;
        }
        return (s1 | s2 | s3 | s4) == 0;
    }

    /** p(x) for coefficients by ascending power up to {@code degree}, by Horner. */
    private static int evaluate(int[] p, int degree, int x) {
        int v = 0;
        for (int d = degree; d >= 0; d--) {
            v = Gf16.mul(v, x) ^ p[d];
        }
        return v;
    }
}
