package echoai.link1.session;

import echoai.link1.speech.Claim;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The kinds of speaker of E8 ({@code docs/spec/E8.md}): what a veteran says of what it lived.
 *
 * <ul>
 *   <li>H — honest: its claims as they are (arm T's speaker).</li>
 *   <li>L — a liar: every claim's V inverted (arm L's speaker, V → −V).</li>
 *   <li>M0.3 — mixed: each claim's V inverted with probability 0.3, independently, drawn in
 *       sending order from {@code SplittableRandom(Seeds.mix(seed, Seeds.stream("E8/flip/" +
 *       j)))} for veteran j of world {@code seed} ({@code nextInt(1000) < 300}).</li>
 * </ul>
 */
public enum SpeakerKind {
    /** Honest. */
    H("H"),
    /** Every sign inverted. */
    L("L"),
    /** Each sign inverted with probability 0.3. */
    M("M0.3");

    /** The seed stream prefix of M's flips: {@code "E8/flip/" + j}. */
    public static final String FLIP_STREAM = "E8/flip/";
    /** M's probability of inverting a claim, per mille. */
    public static final int FLIP_PER_MILLE = 300;

    private final String label;

    SpeakerKind(String label) {
        this.label = label;
    }

    /**
     * The kind's name in E8.json.
     *
     * @return {@code H}, {@code L} or {@code M0.3}
     */
    public String label() {
        return label;
    }

    /**
     * Whether a speaker of this kind ever says something false on purpose or by chance (L, M):
     * the speakers the known-liar baseline ignores and the adversarial order puts last.
     *
     * @return true for L and M
     */
    public boolean wrong() {
        return this != H;
    }

    /**
     * What veteran j of world {@code seed} says, being of this kind.
     *
     * @param truth its true claims, in sending order
     * @param seed the world seed
     * @param j the veteran's index in the room
     * @return the claims said, in the same order
     */
    public List<Claim> transform(List<Claim> truth, long seed, int j) {
        if (this == H) {
            return List.copyOf(truth);
        }
        SplittableRandom flips = new SplittableRandom(Seeds.mix(seed,
                Seeds.stream(FLIP_STREAM + j)));
        List<Claim> out = new ArrayList<>(truth.size());
        for (Claim c : truth) {
            boolean invert = this == L || flips.nextInt(1000) < FLIP_PER_MILLE;
            out.add(invert ? new Claim(c.speaker(), c.referent(), c.actionRel(), -c.value(),
                    c.confidence()) : c);
        }
        return out;
    }
}
