package echoai.link1.session;

import echoai.link1.agent.Outbox;
import echoai.link1.agent.Veteran;
import echoai.link1.frame.LinkFrame;
import echoai.nexus0.RingWorld;
import java.util.ArrayList;
import java.util.List;

/**
 * The speaker sets of E8 ({@code docs/spec/E8.md}). Speaker j of a set is veteran j of the world
 * by E7's rule ({@link Veteran#of}: life from cell 8·j, id 1 for j = 0, 2 + j after), saying
 * what it lived as its kind makes it ({@link SpeakerKind}); so the two liars of {H, L, L} are
 * veterans 1 and 2, with different lives and ids.
 */
public enum SpeakerSet {
    /** One honest veteran (arm T). */
    H("H", List.of(SpeakerKind.H)),
    /** One liar (arm L). */
    L("L", List.of(SpeakerKind.L)),
    /** An honest veteran and a liar. */
    H_L("H+L", List.of(SpeakerKind.H, SpeakerKind.L)),
    /** An honest veteran and a mixed one. */
    H_M("H+M0.3", List.of(SpeakerKind.H, SpeakerKind.M)),
    /** An honest veteran and two liars. */
    H_L_L("H+L+L", List.of(SpeakerKind.H, SpeakerKind.L, SpeakerKind.L));

    private final String label;
    private final List<SpeakerKind> kinds;

    SpeakerSet(String label, List<SpeakerKind> kinds) {
        this.label = label;
        this.kinds = kinds;
    }

    /**
     * The set's name in E8.json.
     *
     * @return e.g. {@code H+L+L}
     */
    public String label() {
        return label;
    }

    /**
     * The kinds of its speakers, speaker j being veteran j.
     *
     * @return the kinds, in veteran order
     */
    public List<SpeakerKind> kinds() {
        return kinds;
    }

    /**
     * Whether the set mixes honest and wrong speakers (so that the order heard matters).
     *
     * @return true when it holds both
     */
    public boolean mixed() {
        return kinds.contains(SpeakerKind.H) && kinds.stream().anyMatch(SpeakerKind::wrong);
    }

    /**
     * The set of a name.
     *
     * @param name a {@link #label()}, case-insensitive
     * @return the set
     * @throws IllegalArgumentException for an unknown name
     */
    public static SpeakerSet parse(String name) {
        for (SpeakerSet s : values()) {
            if (s.label.equalsIgnoreCase(name.strip())) {
                return s;
            }
        }
        throw new IllegalArgumentException("speaker set must be one of H, L, H+L, H+M0.3, H+L+L: "
                + name);
    }

    /**
     * What each speaker sends in world {@code seed}: veteran j's claims, as its kind says them,
     * as frames with its own id and sequence numbers from 0.
     *
     * @param seed the world seed
     * @return per speaker, in veteran order, its frames in sending order
     */
    public List<List<LinkFrame>> frames(long seed) {
        RingWorld world = RingWorld.world(seed);
        List<List<LinkFrame>> out = new ArrayList<>();
        for (int j = 0; j < kinds.size(); j++) {
            Veteran v = Veteran.of(world, j);
            out.add(new Outbox(v.id()).frames(kinds.get(j).transform(v.claims(), seed, j)));
        }
        return out;
    }
}
