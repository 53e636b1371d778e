package echoai.nexus0;

import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.util.List;

/**
 * One member of E9's family of perception differences ({@code docs/spec/E9.md}): how a second
 * agent's encoder differs from the {@link Encoder} of NEXUS0.md. Applied to the observation
 * postcard {@code o} the v1 encoder makes of a cell, the member gives the postcard the other
 * agent perceives there:
 *
 * <pre>
 * field      | v1 encoder (A)      | this member (B)
 * landmark L | slot·seq = L        | rotl16(L, rotation) XOR key
 * rel        | OBSERVAR TEMER      | RELATIONS[perm(i)] where rel = RELATIONS[i]
 *            | DESEAR CAMBIAR      |   (perm = the relPermutation-th permutation of 0..3)
 * axis i     | E[i] (V A D C U B)  | -E[i] if bit i of signFlips is set, else E[i]
 * the rest   | src dst time flags domain generator style: unchanged
 * </pre>
 *
 * <p>Members: 16 rotations × 65 536 keys × 24 permutations × 64 sign patterns =
 * {@value #MEMBERS}. The identity {@link #IDENTITY} (0, 0, 0, 0) is the v1 encoder itself, so
 * every v1 arm is the family at its identity. Every member is a bijection on observations, so
 * two cells never look alike to an agent that perceives through it.
 *
 * @param rotation      left rotation of the 16 landmark bits, 0..15
 * @param key           XOR key of the rotated landmark, 0..65535
 * @param relPermutation index of the permutation of {@link #RELATIONS}, 0..23 (lexicographic
 *                      order of the permutations of 0..3; 0 is the identity)
 * @param signFlips     bit i (0 = V … 5 = B) set: axis i is negated, 0..63
 */
public record Perception(int rotation, int key, int relPermutation, int signFlips) {
    /** The relation atoms of NEXUS0.md's observations, in the order the permutations act on. */
    public static final List<Atom> RELATIONS = List.of(Atom.OBSERVAR, Atom.TEMER, Atom.DESEAR,
            Atom.CAMBIAR);
    /** Rotations of the landmark bits. */
    public static final int ROTATIONS = 16;
    /** XOR keys of the landmark. */
    public static final int KEYS = 65_536;
    /** Permutations of the four relation atoms. */
    public static final int PERMUTATIONS = 24;
    /** Sign patterns of the six axes. */
    public static final int SIGN_PATTERNS = 64;
    /** Members of the family. */
    public static final long MEMBERS = (long) ROTATIONS * KEYS * PERMUTATIONS * SIGN_PATTERNS;
    /** The v1 encoder: no rotation, no key, no permutation, no sign flipped. */
    public static final Perception IDENTITY = new Perception(0, 0, 0, 0);

    /**
     * A member.
     *
     * @param rotation 0..15
     * @param key 0..65535
     * @param relPermutation 0..23
     * @param signFlips 0..63
     * @throws IllegalArgumentException when a component is outside its range
     */
    public Perception {
        check("rotation", rotation, ROTATIONS);
        check("key", key, KEYS);
        check("relPermutation", relPermutation, PERMUTATIONS);
        check("signFlips", signFlips, SIGN_PATTERNS);
    }

    private static void check(String name, int value, int bound) {
        if (value < 0 || value >= bound) {
            throw new IllegalArgumentException(name + " must be in [0, " + (bound - 1) + "]: "
                    + value);
        }
    }

    /**
     * A member drawn from a seed: {@code SplitMix64(seed)}, then {@code below(16)},
     * {@code below(65536)}, {@code below(24)}, {@code below(64)} in that order.
     *
     * @param seed the seed
     * @return the member
     */
    public static Perception draw(long seed) {
        SplitMix64 rng = new SplitMix64(seed);
        return new Perception((int) rng.below(ROTATIONS), (int) rng.below(KEYS),
                (int) rng.below(PERMUTATIONS), (int) rng.below(SIGN_PATTERNS));
    }

    /**
     * The {@code index}-th permutation of 0..3 in lexicographic order (index 0 = 0 1 2 3,
     * 23 = 3 2 1 0), as {@code perm[i]} = the image of i.
     *
     * @param index 0..23
     * @return a fresh array of 4
     */
    public static int[] permutation(int index) {
        check("index", index, PERMUTATIONS);
        int[] left = {0, 1, 2, 3};
        int[] out = new int[RELATIONS.size()];
        int rest = index;
        int radix = PERMUTATIONS;
        int size = left.length;
        for (int i = 0; i < out.length; i++) {
            radix /= size;
            int pick = rest / radix;
            rest %= radix;
            out[i] = left[pick];
            System.arraycopy(left, pick + 1, left, pick, size - pick - 1);
            size--;
        }
        return out;
    }

    /**
     * Rotates 16 bits left.
     *
     * @param value 0..65535
     * @param by 0..15
     * @return the rotated value, 0..65535
     */
    public static int rotl16(int value, int by) {
        return ((value << by) | (value >>> (16 - by))) & 0xFFFF;
    }

    /**
     * What an agent perceiving through this member sees where the v1 encoder sees
     * {@code observation}.
     *
     * @param observation a v1 observation postcard
     * @return the perceived postcard (equal to the input for {@link #IDENTITY})
     */
    public Postcard apply(Postcard observation) {
        Atom rel = observation.rel();
        int i = RELATIONS.indexOf(rel);
        if (i >= 0) {
            rel = RELATIONS.get(permutation(relPermutation)[i]);
        }
        Emotion e = observation.e();
        Emotion flipped = new Emotion(sign(0) * e.v(), sign(1) * e.a(), sign(2) * e.d(),
                sign(3) * e.c(), sign(4) * e.u(), sign(5) * e.b());
        int landmark = rotl16(observation.referent(), rotation) ^ key;
        return new Postcard(observation.src(), rel, observation.dst(), observation.time(),
                flipped, observation.flags(), observation.domain(), observation.generator(),
                observation.style(), 0, 0).withReferent(landmark);
    }

    private int sign(int axis) {
        return (signFlips >>> axis & 1) == 1 ? -1 : 1;
    }

    /**
     * Whether this is the v1 encoder.
     *
     * @return true for (0, 0, 0, 0)
     */
    public boolean isIdentity() {
        return equals(IDENTITY);
    }
}
