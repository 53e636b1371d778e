package echoai.link1.agent;

import echoai.wsp.Postcard;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@link Oracle}'s own account of E9's discovery ({@code docs/spec/E9.md}), written apart
 * from {@link PerceptionBelief} and sharing none of its code: its own byte layout of an
 * observation (LINK1.md's postcard table), its own FNV-1a, landmark rotation and relation and
 * sign tables, its own literal threshold, and another search. Where the belief narrows its
 * hypotheses site by site in CAM order, this recomputes them from scratch whenever B has seen a
 * new site: it anchors on the seen observation with the fewest non-zero axes (the latest such),
 * enumerates every hypothesis that anchor allows, and checks each against the other sites,
 * fewest non-zero axes first and the latest first among those, depth first. The consistent set is the same set either way; only its order
 * differs, and nothing the rule decides depends on order.
 */
final class OracleSight {
    /** E9.md: identified when the expected count of wrong consistent hypotheses ≤ 2^-10. */
    private static final int THRESHOLD_BITS = 10;
    /** The relation atoms' codes in the family's order: OBSERVAR, TEMER, DESEAR, CAMBIAR. */
    private static final int[] REL_CODES = {14, 18, 17, 13};
    private static final int AXES = 6;

    private final List<Postcard> cachedSeen = new ArrayList<>();
    private Set<Integer> cachedClaims = Set.of();
    private List<int[]> candidates = new ArrayList<>();

    /**
     * A's referent for {@code obs} when the rule lets B act on its identification, else -1.
     *
     * @param camBefore B's CAM before the turn
     * @param obs the turn's observation
     * @param claims the referents A claimed about (as this oracle read them)
     */
    int theirs(List<Postcard> camBefore, Postcard obs, Set<Integer> claims) {
        List<Postcard> seen = new ArrayList<>(camBefore);
        if (!seen.contains(obs)) {
            seen.add(obs);
        }
        if (!seen.equals(cachedSeen) || !claims.equals(cachedClaims)) {
            cachedSeen.clear();
            cachedSeen.addAll(seen);
            cachedClaims = new TreeSet<>(claims);
            candidates = search(seen, cachedClaims);
        }
        if (candidates.isEmpty() || !evidence(seen, claims.size())) {
            return -1;
        }
        Set<Integer> answers = new TreeSet<>();
        for (int[] c : candidates) {
            answers.add(referentInA(obs, c));
        }
        return answers.size() == 1 && !answers.contains(-1) ? answers.iterator().next() : -1;
    }

    /*
     * A candidate: {rotation, key, known-axes mask, sign bits, a0, a1, a2, a3} where ai is A's
     * relation index for B's relation index i, or -1 when B has not seen relation i.
     */

    private static List<int[]> search(List<Postcard> seen, Set<Integer> claimSet) {
        List<int[]> found = new ArrayList<>();
        if (claimSet.isEmpty()) {
            return found;
        }
        BitSet claims = new BitSet(1 << 16);
        for (int r : claimSet) {
            claims.set(r);
        }
        int anchor = 0;
        for (int i = 0; i < seen.size(); i++) {
            int axes = Integer.bitCount(axesOf(seen.get(i)));
            if (axes <= Integer.bitCount(axesOf(seen.get(anchor)))) {
                anchor = i;
            }
        }
        Postcard o = seen.get(anchor);
        int bRel = relIndex(o);
        if (bRel < 0) {
            return found;
        }
        int mask = axesOf(o);
        byte[] mine = o.toBytes();
        List<Postcard> others = checkingOrder(seen, anchor);
        byte[] bytes = new byte[16];
        for (int aRel = 0; aRel < 4; aRel++) {
            for (int signs = 0; signs < 64; signs++) {
                if ((signs & ~mask) != 0) {
                    continue;
                }
                layOut(mine, aRel, signs, 0, bytes);
                int head = 0x811C9DC5;
                for (int i = 0; i < 14; i++) {
                    head = (head ^ (bytes[i] & 0xFF)) * 0x01000193;
                }
                for (int landmark = 0; landmark <= 0xFFFF; landmark++) {
                    int h = (head ^ (landmark >>> 8)) * 0x01000193;
                    h = (h ^ (landmark & 0xFF)) * 0x01000193;
                    if (!claims.get(h & 0xFFFF)) {
                        continue;
                    }
                    for (int rot = 0; rot < 16; rot++) {
                        int[] c = {rot, rotateLeft(landmark, rot) ^ landmarkOf(o), mask, signs,
                            -1, -1, -1, -1};
                        c[4 + bRel] = aRel;
                        descend(others, 0, c, claims, found);
                    }
                }
            }
        }
        return found;
    }

    /**
     * The sites other than the anchor in the order they are checked: fewest non-zero axes
     * first (the cheapest to check, and the ones that rule most hypotheses out), the latest
     * seen first among equals.
     */
    private static List<Postcard> checkingOrder(List<Postcard> seen, int anchor) {
        List<Postcard> out = new ArrayList<>();
        for (int axes = 0; axes <= AXES; axes++) {
            for (int i = seen.size() - 1; i >= 0; i--) {
                if (i != anchor && Integer.bitCount(axesOf(seen.get(i))) == axes) {
                    out.add(seen.get(i));
                }
            }
        }
        return out;
    }

    /** Checks sites {@code k}, k+1, … of {@code order}, branching on what is unknown. */
    private static void descend(List<Postcard> order, int k, int[] c, BitSet claims,
                                List<int[]> found) {
        if (k == order.size()) {
            found.add(c);
            return;
        }
        Postcard o = order.get(k);
        int bRel = relIndex(o);
        if (bRel < 0) {
            return;
        }
        int mask = axesOf(o);
        for (int aRel = 0; aRel < 4; aRel++) {
            boolean fits = c[4 + bRel] == aRel || (c[4 + bRel] < 0 && !taken(c, aRel));
            if (!fits) {
                continue;
            }
            for (int signs = 0; signs < 64; signs++) {
                boolean agrees = (signs & ~(mask | c[2])) == 0 && (signs & c[2]) == c[3];
                if (!agrees) {
                    continue;
                }
                int[] next = c.clone();
                next[2] = c[2] | mask;
                next[3] = signs;
                next[4 + bRel] = aRel;
                int r = referentInA(o, next);
                if (r >= 0 && claims.get(r)) {
                    descend(order, k + 1, next, claims, found);
                }
            }
        }
    }

    private static boolean taken(int[] c, int aRel) {
        return c[4] == aRel || c[5] == aRel || c[6] == aRel || c[7] == aRel;
    }

    /** H · K^n · 2^10 ≤ 65536^n with H = 2^20 · (injections of the seen relations) · 2^z. */
    private static boolean evidence(List<Postcard> seen, int k) {
        Set<Integer> rels = new TreeSet<>();
        int axes = 0;
        for (Postcard o : seen) {
            rels.add(relIndex(o));
            axes |= axesOf(o);
        }
        long injections = switch (rels.size()) {
            case 0 -> 1;
            case 1 -> 4;
            case 2 -> 12;
            default -> 24;
        };
        int n = seen.size();
        BigInteger chance = BigInteger.valueOf(k).pow(n).multiply(BigInteger.valueOf(injections))
                .multiply(BigInteger.TWO.pow(20 + Integer.bitCount(axes) + THRESHOLD_BITS));
        return chance.compareTo(BigInteger.valueOf(65536).pow(n)) <= 0;
    }

    /** A's referent of B's observation under candidate c, or -1 when c cannot translate it. */
    private static int referentInA(Postcard o, int[] c) {
        int bRel = relIndex(o);
        if (bRel < 0 || c[4 + bRel] < 0 || (axesOf(o) & ~c[2]) != 0) {
            return -1;
        }
        byte[] bytes = new byte[16];
        int landmark = rotateLeft(landmarkOf(o) ^ c[1], (16 - c[0]) & 15);
        layOut(o.toBytes(), c[4 + bRel], c[3], landmark, bytes);
        return fnv(bytes) & 0xFFFF;
    }

    /** LINK1.md's 16 bytes: src rel dst time, V A D C U B, flags, domain generator style slot seq. */
    private static void layOut(byte[] b, int aRel, int signs, int landmark, byte[] out) {
        System.arraycopy(b, 0, out, 0, 16);
        out[1] = (byte) REL_CODES[aRel];
        for (int i = 0; i < AXES; i++) {
            if ((signs >> i & 1) != 0) {
                out[4 + i] = (byte) -b[4 + i];
            }
        }
        out[14] = (byte) (landmark >> 8);
        out[15] = (byte) landmark;
    }

    private static int relIndex(Postcard o) {
        int code = o.toBytes()[1];
        for (int i = 0; i < REL_CODES.length; i++) {
            if (REL_CODES[i] == code) {
                return i;
            }
        }
        return -1;
    }

    private static int axesOf(Postcard o) {
        byte[] b = o.toBytes();
        int mask = 0;
        for (int i = 0; i < AXES; i++) {
            mask |= b[4 + i] != 0 ? 1 << i : 0;
        }
        return mask;
    }

    private static int landmarkOf(Postcard o) {
        byte[] b = o.toBytes();
        return (b[14] & 0xFF) << 8 | (b[15] & 0xFF);
    }

    private static int rotateLeft(int v, int by) {
        return (v << by | v >>> (16 - by)) & 0xFFFF;
    }

    /** FNV-1a 32 (NEXUS0.md's referent hash): basis 0x811C9DC5, prime 0x01000193. */
    private static int fnv(byte[] bytes) {
        int h = 0x811C9DC5;
        for (byte x : bytes) {
            h = (h ^ (x & 0xFF)) * 0x01000193;
        }
        return h;
    }
}
