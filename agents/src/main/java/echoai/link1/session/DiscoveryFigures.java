package echoai.link1.session;

import java.util.Objects;

/**
 * What B did with its belief about A's perception in one world of a discovering E9 arm
 * ({@code docs/spec/E9.md}).
 *
 * @param member            B's member of the family, as text (how B really perceives)
 * @param identified        whether B ever acted on an identification (looked testimony up
 *                          under a translated referent)
 * @param identifyTurn      the first such turn, or -1
 * @param identifySites     distinct sites B had seen at that turn (0 when never)
 * @param translatedTurns   turns on which B looked testimony up under a translation
 * @param wrongTranslations of those, turns whose translation was not A's referent of B's cell
 *                          (in DISC-X every translation is wrong: A spoke of another world)
 * @param narrowedToMember  whether B's belief ends on one hypothesis that inverts its member
 * @param consistentAtEnd   hypotheses still consistent at the end of the life
 */
public record DiscoveryFigures(String member, boolean identified, int identifyTurn,
                               int identifySites, int translatedTurns, int wrongTranslations,
                               boolean narrowedToMember, int consistentAtEnd) {
    /**
     * Checks the components.
     *
     * @param member B's member as text, never null
     * @param identified whether B ever acted on an identification
     * @param identifyTurn the first such turn, -1..255
     * @param identifySites sites seen then, ≥ 0
     * @param translatedTurns turns translated, 0..256
     * @param wrongTranslations of those, wrong ones, 0..translatedTurns
     * @param narrowedToMember whether the belief ends on B's member
     * @param consistentAtEnd consistent hypotheses at the end, ≥ 0
     * @throws IllegalArgumentException when the counts do not fit together
     */
    public DiscoveryFigures {
        Objects.requireNonNull(member, "member");
        if (identified != (identifyTurn >= 0) || identifyTurn < -1 || identifySites < 0
                || translatedTurns < 0 || wrongTranslations < 0
                || wrongTranslations > translatedTurns || consistentAtEnd < 0
                || identified != (translatedTurns > 0)) {
            throw new IllegalArgumentException("discovery figures must fit together: "
                    + identified + ", " + identifyTurn + ", " + translatedTurns + ", "
                    + wrongTranslations);
        }
    }

    /**
     * Whether B acted on a false identification: it looked testimony up under a referent that
     * was not A's for its cell.
     *
     * @return true when any translation was wrong
     */
    public boolean falseIdentification() {
        return wrongTranslations > 0;
    }
}
