package echoai.link1.session;

import echoai.link1.speech.Claim;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The wire arms of E4 (LINK1.md, "Experiments"): what A's broadcast becomes and where B lives.
 *
 * <ul>
 *   <li>S — silence: A says nothing.</li>
 *   <li>T — A's true claims.</li>
 *   <li>X — permuted referents: the sorted distinct referents r₀ &lt; … &lt; r₍k−1₎ of A's claims
 *       (unsigned 16-bit), each rᵢ replaced by r₍ᵢ₊₁₎ mod k; values untouched.</li>
 *   <li>L — inverted sign: V → −V.</li>
 *   <li>D — A's true claims, but B lives in {@code world_D(seed)}.</li>
 * </ul>
 */
public enum Arm {
    /** Silence: A says nothing. */
    S,
    /** A's true claims. */
    T,
    /** Permuted referents. */
    X,
    /** Inverted sign. */
    L,
    /** A's true claims, B in {@code world_D(seed)}. */
    D;

    /**
     * What A says in this arm.
     *
     * @param truth A's true claims, in order
     * @return the claims said, in the same order (empty in S)
     */
    public List<Claim> transform(List<Claim> truth) {
        return switch (this) {
            case S -> List.of();
            case T, D -> List.copyOf(truth);
            case X -> permuteReferents(truth);
            case L -> invert(truth);
        };
    }

    /**
     * B's world in this arm.
     *
     * @param seed the world seed
     * @return {@code world_D(seed)} in D, else {@code world(seed)}
     */
    public RingWorld listenerWorld(long seed) {
        return this == D ? RingWorld.worldD(seed) : RingWorld.world(seed);
    }

    /**
     * X's map: each sorted distinct referent to the next one, cyclically.
     *
     * @param truth A's true claims
     * @return referent to referent, one entry per distinct referent
     */
    public static Map<Integer, Integer> permutation(List<Claim> truth) {
        List<Integer> refs = new ArrayList<>(new TreeSet<>(truth.stream()
                .map(Claim::referent).toList()));
        Map<Integer, Integer> map = new TreeMap<>();
        for (int i = 0; i < refs.size(); i++) {
            map.put(refs.get(i), refs.get((i + 1) % refs.size()));
        }
        return map;
    }

    private static List<Claim> permuteReferents(List<Claim> truth) {
        Map<Integer, Integer> map = permutation(truth);
        List<Claim> out = new ArrayList<>(truth.size());
        for (Claim c : truth) {
            out.add(new Claim(c.speaker(), map.get(c.referent()), c.actionRel(), c.value(),
                    c.confidence()));
        }
        return out;
    }

    private static List<Claim> invert(List<Claim> truth) {
        List<Claim> out = new ArrayList<>(truth.size());
        for (Claim c : truth) {
            out.add(new Claim(c.speaker(), c.referent(), c.actionRel(), -c.value(),
                    c.confidence()));
        }
        return out;
    }
}
