package echoai.link1.agent;

import echoai.nexus0.Perception;
import echoai.nexus0.Referent;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * B's belief about how A perceives (E9, {@code docs/spec/E9.md}): which member of the family
 * of perception differences ({@link Perception}) turns what B sees into what A saw. It is a
 * belief about A, not about the world: it lives beside the {@link TestimonyStore}, is built
 * only from A's postcards (the referents A claimed about) and B's own perceptions (its CAM),
 * and never reaches CAM, T or Q.
 *
 * <p>A hypothesis inverts a member on what B has seen: a landmark map (rotation, key), which of
 * A's relation atoms each relation atom B has seen stands for, and the sign of every axis that
 * was non-zero in something B saw. It is <em>consistent</em> when every distinct observation
 * B has seen, translated back into A's perception, has a referent A claimed about. The belief
 * keeps every consistent hypothesis, incrementally in CAM order (what was consistent with n
 * sites and is consistent with site n+1).
 *
 * <p><b>Identification</b> (the rule B acts on) at an observation o: the consistent
 * hypotheses all translate o to the same referent, and chance would leave a wrong hypothesis
 * consistent with what B saw with an expected count of at most 2<sup>−{@value #EVIDENCE_BITS}
 * </sup>: {@code H · (K / 65536)^n ≤ 2^-EVIDENCE_BITS}, where n is the number of distinct
 * observations seen, K the number of distinct referents A claimed about, and
 * {@code H = 2^20 · 4!/(4−u)! · 2^z} the hypotheses the seen observations can tell apart
 * (u relation atoms and z non-zero axes among them).
 */
public final class PerceptionBelief {
    /** The identification threshold: expected wrong consistent hypotheses ≤ 2^-this. */
    public static final int EVIDENCE_BITS = 10;
    private static final int AXES = 6;
    private static final int LANDMARKS = 65_536;
    private static final int RELATIONS = Perception.RELATIONS.size();

    private final int evidenceBits;
    private final boolean needAgreement;
    private final List<Postcard> seen = new ArrayList<>();
    private final boolean[] claimed = new boolean[LANDMARKS];
    private int claimedCount;
    private List<Hypothesis> consistent = new ArrayList<>();

    /** A belief with nothing seen and nothing heard. */
    public PerceptionBelief() {
        this(EVIDENCE_BITS);
    }

    /** A belief with another threshold (package-private: tests inject it as a mutant). */
    PerceptionBelief(int evidenceBits) {
        this(evidenceBits, true);
    }

    /**
     * A belief with another threshold, and ({@code needAgreement} false) one that acts on the
     * first consistent hypothesis even when the others translate the site otherwise
     * (package-private: both are mutants the tests inject).
     */
    PerceptionBelief(int evidenceBits, boolean needAgreement) {
        this.evidenceBits = evidenceBits;
        this.needAgreement = needAgreement;
    }

    /**
     * Brings the belief up to date: the referents A claimed about, and B's distinct
     * observations so far (its CAM, in order). A changed set of referents rebuilds it.
     *
     * @param claimedReferents the referents of the testimony heard
     * @param cam B's distinct observations in order of first sight (a prefix of the last call's
     *            list followed by new ones)
     */
    public void update(Collection<Integer> claimedReferents, List<Postcard> cam) {
        if (claimedChanged(claimedReferents)) {
            Arrays.fill(claimed, false);
            for (int r : claimedReferents) {
                claimed[r] = true;
            }
            claimedCount = claimedReferents.size();
            seen.clear();
            consistent = new ArrayList<>();
        }
        for (int i = seen.size(); i < cam.size(); i++) {
            see(cam.get(i));
        }
    }

    private boolean claimedChanged(Collection<Integer> referents) {
        if (referents.size() != claimedCount) {
            return true;
        }
        for (int r : referents) {
            if (!claimed[r]) {
                return true;
            }
        }
        return false;
    }

    private void see(Postcard observation) {
        Postcard o = Objects.requireNonNull(observation, "observation");
        if (seen.isEmpty()) {
            consistent = claimedCount == 0 ? new ArrayList<>() : seed(o);
        } else {
            List<Hypothesis> next = new ArrayList<>();
            for (Hypothesis h : consistent) {
                h.extend(o, claimed, next);
            }
            consistent = next;
        }
        seen.add(o);
    }

    /** Every hypothesis consistent with the first observation (a search over A's landmarks). */
    private List<Hypothesis> seed(Postcard o) {
        List<Hypothesis> out = new ArrayList<>();
        int b = Perception.RELATIONS.indexOf(o.rel());
        if (b < 0) {
            return out;
        }
        int nonZero = nonZeroAxes(o.e());
        for (int a = 0; a < RELATIONS; a++) {
            for (int flips : subsets(nonZero)) {
                byte[] bytes = backToA(o, a, flips, 0).toBytes();
                int prefix = fnvPrefix(bytes);
                for (int landmarkA = 0; landmarkA < LANDMARKS; landmarkA++) {
                    if (claimed[finish(prefix, landmarkA)]) {
                        for (int r = 0; r < Perception.ROTATIONS; r++) {
                            int key = Perception.rotl16(landmarkA, r) ^ o.referent();
                            out.add(Hypothesis.first(r, key, b, a, nonZero, flips));
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * The referent A would give to what B sees now, when B has identified A's perception there.
     *
     * @param observation B's current observation (already seen)
     * @return A's referent, or -1 when B has not identified it
     */
    public int translate(Postcard observation) {
        if (consistent.isEmpty() || !enoughEvidence()) {
            return -1;
        }
        if (!needAgreement) {
            return consistent.get(0).translate(observation);
        }
        int only = -1;
        for (Hypothesis h : consistent) {
            int r = h.translate(observation);
            if (r < 0 || (only >= 0 && r != only)) {
                return -1;
            }
            only = r;
        }
        return only;
    }

    /** {@code H · K^n · 2^bits ≤ 65536^n}, exactly. */
    boolean enoughEvidence() {
        int relations = 0;
        int axes = 0;
        boolean[] rel = new boolean[RELATIONS];
        for (Postcard o : seen) {
            int b = Perception.RELATIONS.indexOf(o.rel());
            if (b >= 0 && !rel[b]) {
                rel[b] = true;
                relations++;
            }
            axes |= nonZeroAxes(o.e());
        }
        int injections = 1;
        for (int i = 0; i < relations; i++) {
            injections *= RELATIONS - i;
        }
        int n = seen.size();
        BigInteger left = BigInteger.valueOf(injections).shiftLeft(20 + Integer.bitCount(axes)
                + evidenceBits).multiply(BigInteger.valueOf(claimedCount).pow(n));
        return left.compareTo(BigInteger.ONE.shiftLeft(16 * n)) <= 0;
    }

    /**
     * Distinct observations seen.
     *
     * @return the count, 0..
     */
    public int sitesSeen() {
        return seen.size();
    }

    /**
     * Consistent hypotheses now.
     *
     * @return the count, 0 or more
     */
    public int consistentCount() {
        return consistent.size();
    }

    /**
     * Whether exactly one hypothesis is consistent and it inverts {@code member} on everything
     * B has seen: the same landmark map, relation atoms and signs (of the axes seen non-zero).
     *
     * @param member the member B really perceives through
     * @return true when the belief has narrowed down to that member
     */
    public boolean narrowedTo(Perception member) {
        return consistent.size() == 1 && consistent.get(0).inverts(member);
    }

    static int nonZeroAxes(Emotion e) {
        int[] v = {e.v(), e.a(), e.d(), e.c(), e.u(), e.b()};
        int mask = 0;
        for (int i = 0; i < AXES; i++) {
            if (v[i] != 0) {
                mask |= 1 << i;
            }
        }
        return mask;
    }

    private static List<Integer> subsets(int mask) {
        List<Integer> out = new ArrayList<>();
        int sub = mask;
        while (true) {
            out.add(sub);
            if (sub == 0) {
                return out;
            }
            sub = (sub - 1) & mask;
        }
    }

    /** B's observation back in A's perception: relation atom a, signs flipped, landmark. */
    static Postcard backToA(Postcard o, int a, int flips, int landmarkA) {
        Emotion e = o.e();
        int[] v = {e.v(), e.a(), e.d(), e.c(), e.u(), e.b()};
        for (int i = 0; i < AXES; i++) {
            if ((flips >>> i & 1) == 1) {
                v[i] = -v[i];
            }
        }
        Atom rel = Perception.RELATIONS.get(a);
        return new Postcard(o.src(), rel, o.dst(), o.time(), new Emotion(v[0], v[1], v[2], v[3],
                v[4], v[5]), o.flags(), o.domain(), o.generator(), o.style(), 0, 0)
                .withReferent(landmarkA);
    }

    /** FNV-1a 32 state after the first 14 bytes (all but slot·seq). */
    private static int fnvPrefix(byte[] bytes) {
        return Referent.fnv1a32(Arrays.copyOf(bytes, Postcard.LENGTH - 2));
    }

    /** The referent from the 14-byte state and a landmark (slot, then seq). */
    private static int finish(int prefix, int landmark) {
        int h = prefix;
        h ^= landmark >>> 8;
        h *= 0x01000193;
        h ^= landmark & 0xFF;
        h *= 0x01000193;
        return h & 0xFFFF;
    }

    /** One hypothesis: the inverse of a member, as far as what B has seen determines it. */
    private static final class Hypothesis {
        private final int rotation;
        private final int key;
        /** relMap[b] = the index of A's relation atom for B's relation atom b, or -1. */
        private final int[] relMap;
        private final int knownAxes;
        private final int flips;

        private Hypothesis(int rotation, int key, int[] relMap, int knownAxes, int flips) {
            this.rotation = rotation;
            this.key = key;
            this.relMap = relMap;
            this.knownAxes = knownAxes;
            this.flips = flips;
        }

        static Hypothesis first(int rotation, int key, int b, int a, int axes, int flips) {
            int[] map = {-1, -1, -1, -1};
            map[b] = a;
            return new Hypothesis(rotation, key, map, axes, flips);
        }

        int landmarkA(Postcard o) {
            return Perception.rotl16(o.referent() ^ key, (16 - rotation) % 16);
        }

        /** Adds to {@code out} every refinement of this hypothesis consistent with {@code o}. */
        void extend(Postcard o, boolean[] claimed, List<Hypothesis> out) {
            int b = Perception.RELATIONS.indexOf(o.rel());
            if (b < 0) {
                return;
            }
            int nonZero = nonZeroAxes(o.e());
            int free = nonZero & ~knownAxes;
            for (int a = 0; a < RELATIONS; a++) {
                if (relMap[b] >= 0 ? relMap[b] != a : used(a)) {
                    continue;
                }
                for (int f : subsets(free)) {
                    int all = flips | f;
                    if (claimed[Referent.of(backToA(o, a, all, landmarkA(o)))]) {
                        int[] map = relMap.clone();
                        map[b] = a;
                        out.add(new Hypothesis(rotation, key, map, knownAxes | nonZero, all));
                    }
                }
            }
        }

        private boolean used(int a) {
            for (int m : relMap) {
                if (m == a) {
                    return true;
                }
            }
            return false;
        }

        int translate(Postcard o) {
            int b = Perception.RELATIONS.indexOf(o.rel());
            int nonZero = nonZeroAxes(o.e());
            if (b < 0 || relMap[b] < 0 || (nonZero & ~knownAxes) != 0) {
                return -1;
            }
            return Referent.of(backToA(o, relMap[b], flips, landmarkA(o)));
        }

        boolean inverts(Perception member) {
            if (member.rotation() != rotation || member.key() != key
                    || (member.signFlips() & knownAxes) != flips) {
                return false;
            }
            int[] perm = Perception.permutation(member.relPermutation());
            for (int b = 0; b < RELATIONS; b++) {
                if (relMap[b] >= 0 && perm[relMap[b]] != b) {
                    return false;
                }
            }
            return true;
        }
    }
}
