package echoai.link1.session;

import echoai.link1.frame.LinkFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One arm of E8 ({@code docs/spec/E8.md}): a speaker set, how B listens, and in which order it
 * hears the speakers by wire. Named {@code set:rule} or {@code set:rule:honest-last}, e.g.
 * {@code H+L:trust}, {@code H+L:notrust:honest-last}.
 *
 * @param set        the speakers
 * @param rule       how B listens
 * @param honestLast true: the honest speaker heard last; false: the adversarial order, every wrong
 *                   speaker heard after the honest one (by wire; by air the room decides)
 */
public record TrustArm(SpeakerSet set, Rule rule, boolean honestLast) {
    /** How B listens. */
    public enum Rule {
        /** E8's rule: per-speaker testimony, trust from B's own verification. */
        TRUST,
        /** LINK-1's rule of today: a later claim replaces an earlier one, whoever said it. */
        NOTRUST,
        /** The known-liar baseline: LINK-1's rule on the honest speakers' frames alone. */
        KNOWN;

        /**
         * The rule's name in E8.json.
         *
         * @return {@code trust}, {@code notrust} or {@code known}
         */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The order name of the adversarial order. */
    public static final String ADVERSARIAL = "adversarial";
    /** The order name of the other order. */
    public static final String HONEST_LAST = "honest-last";

    /**
     * Checks the components.
     *
     * @param set never null
     * @param rule never null
     * @param honestLast only for a set that mixes honest and wrong speakers, and not with KNOWN
     * @throws IllegalArgumentException when the order cannot apply
     */
    public TrustArm {
        Objects.requireNonNull(set, "set");
        Objects.requireNonNull(rule, "rule");
        if (honestLast && (!set.mixed() || rule == Rule.KNOWN)) {
            throw new IllegalArgumentException("honest-last needs honest and wrong speakers and"
                    + " a rule that hears them: " + set.label() + ", " + rule.label());
        }
    }

    /**
     * E8's arms by wire, in the order written: per set, trust, no trust, the known-liar
     * baseline, then for the sets that mix honest and wrong speakers trust and no trust with the
     * honest speaker heard last.
     *
     * @return the arms
     */
    public static List<TrustArm> wireArms() {
        List<TrustArm> out = new ArrayList<>();
        for (SpeakerSet s : SpeakerSet.values()) {
            for (Rule r : Rule.values()) {
                out.add(new TrustArm(s, r, false));
            }
            if (s.mixed()) {
                out.add(new TrustArm(s, Rule.TRUST, true));
                out.add(new TrustArm(s, Rule.NOTRUST, true));
            }
        }
        return out;
    }

    /**
     * The arm's name.
     *
     * @return e.g. {@code H+L+L:notrust:honest-last}
     */
    public String name() {
        return set.label() + ":" + rule.label() + (honestLast ? ":" + HONEST_LAST : "");
    }

    /**
     * The order's name in E8.json.
     *
     * @return {@value #ADVERSARIAL} or {@value #HONEST_LAST}
     */
    public String order() {
        return honestLast ? HONEST_LAST : ADVERSARIAL;
    }

    /**
     * The frames in the order B hears them by wire: each speaker's frames in a block, in veteran
     * order, the wrong speakers' blocks after the honest one's (or before it, honest-last); under
     * KNOWN only the honest speakers' frames.
     *
     * @param perSpeaker each speaker's frames, in veteran order
     * @return the frames, in hearing order
     */
    public List<LinkFrame> heard(List<List<LinkFrame>> perSpeaker) {
        List<LinkFrame> honest = new ArrayList<>();
        List<LinkFrame> wrong = new ArrayList<>();
        for (int j = 0; j < perSpeaker.size(); j++) {
            (set.kinds().get(j).wrong() ? wrong : honest).addAll(perSpeaker.get(j));
        }
        if (rule == Rule.KNOWN) {
            return honest;
        }
        List<LinkFrame> out = new ArrayList<>(honestLast ? wrong : honest);
        out.addAll(honestLast ? honest : wrong);
        return out;
    }
}
