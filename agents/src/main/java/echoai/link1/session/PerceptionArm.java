package echoai.link1.session;

import echoai.link1.agent.Veteran;
import echoai.link1.speech.Claim;
import echoai.nexus0.Perception;
import echoai.nexus0.RingWorld;
import java.util.List;

/**
 * The arms of E9 ({@code docs/spec/E9.md}): referents without shared perception. A always
 * perceives through the v1 encoder (the family's identity); B, in every arm but S and T,
 * perceives {@code world(seed)} through the member {@link #member(long)} drawn for the world.
 *
 * <ul>
 *   <li>S — silence (E4's S).</li>
 *   <li>T — A's true claims, shared perception (E4's T).</li>
 *   <li>TNEQ (the T≠) — A's true claims, B perceives differently and looks testimony
 *       up by its own referents (LINK-1's rule, no discovery).</li>
 *   <li>DISC — A's true claims, B perceives differently and discovers A's perception.</li>
 *   <li>DISC-X — control: A's claims from an unrelated world ({@link #unrelatedSeed}), so
 *       nothing true can be discovered.</li>
 *   <li>DISC-L — control: A's referents true, its values a liar's (V → −V, E4's L).</li>
 * </ul>
 */
public enum PerceptionArm {
    /** Silence. */
    S("S"),
    /** Truth, shared perception. */
    T("T"),
    /** Truth, different perception, no discovery. */
    TNEQ("TNEQ"),
    /** Truth, different perception, discovery. */
    DISC("DISC"),
    /** An unrelated world's claims, discovery. */
    DISC_X("DISC-X"),
    /** A liar's values with true referents, discovery. */
    DISC_L("DISC-L");

    /** The seed stream of B's perception member: {@code Seeds.stream("E9/perception")}. */
    public static final String PERCEPTION_STREAM = "E9/perception";
    /** The seed stream of DISC-X's unrelated world: {@code Seeds.stream("E9/unrelated")}. */
    public static final String UNRELATED_STREAM = "E9/unrelated";

    private final String label;

    PerceptionArm(String label) {
        this.label = label;
    }

    /**
     * The arm's name in E9.json.
     *
     * @return e.g. {@code DISC-X}
     */
    public String label() {
        return label;
    }

    /**
     * The arm of a name.
     *
     * @param name a {@link #label()}, case-insensitive
     * @return the arm
     * @throws IllegalArgumentException for an unknown name
     */
    public static PerceptionArm parse(String name) {
        for (PerceptionArm arm : values()) {
            if (arm.label.equalsIgnoreCase(name.strip())) {
                return arm;
            }
        }
        throw new IllegalArgumentException("E9 arm must be one of S, T, TNEQ, DISC, DISC-X,"
                + " DISC-L: " + name);
    }

    /**
     * B's member of the family in world {@code seed}:
     * {@code Perception.draw(Seeds.mix(seed, Seeds.stream("E9/perception")))}.
     *
     * @param seed the world seed
     * @return the member
     */
    public static Perception member(long seed) {
        return Perception.draw(Seeds.mix(seed, Seeds.stream(PERCEPTION_STREAM)));
    }

    /**
     * DISC-X's speaker world: {@code Seeds.mix(seed, Seeds.stream("E9/unrelated"))}.
     *
     * @param seed the world seed
     * @return the unrelated world's seed
     */
    public static long unrelatedSeed(long seed) {
        return Seeds.mix(seed, Seeds.stream(UNRELATED_STREAM));
    }

    /**
     * Whether B discovers A's perception in this arm.
     *
     * @return true for DISC, DISC-X and DISC-L
     */
    public boolean discovers() {
        return this == DISC || this == DISC_X || this == DISC_L;
    }

    /**
     * How B perceives in this arm.
     *
     * @param seed the world seed
     * @return {@link Perception#IDENTITY} in S and T, else {@link #member(long)}
     */
    public Perception perception(long seed) {
        return this == S || this == T ? Perception.IDENTITY : member(seed);
    }

    /**
     * B's world: {@code world(seed)} as B perceives it in this arm.
     *
     * @param seed the world seed
     * @return the world
     */
    public RingWorld listenerWorld(long seed) {
        Perception p = perception(seed);
        RingWorld world = RingWorld.world(seed);
        return p.isIdentity() ? world : world.perceivedBy(p);
    }

    /**
     * What A says in this arm (A perceives through the v1 encoder).
     *
     * @param seed the world seed
     * @return the claims, in sending order (empty in S)
     */
    public List<Claim> claims(long seed) {
        return switch (this) {
            case S -> List.of();
            case T, TNEQ, DISC -> new Veteran(RingWorld.world(seed)).claims();
            case DISC_X -> new Veteran(RingWorld.world(unrelatedSeed(seed))).claims();
            case DISC_L -> Arm.L.transform(new Veteran(RingWorld.world(seed)).claims());
        };
    }
}
