package echoai.link1.session;

import java.util.List;
import java.util.Objects;

/**
 * One speaker in one world of an E8 arm ({@code docs/spec/E8.md}): what it said, how often it
 * moved B, and what B's own turns made of its claims. The checks are counted by E8's rule on B's
 * journal in every arm (in the no-trust and known-liar arms too, where B does not act on them),
 * so that "after B's k-th contradiction" means the same everywhere.
 *
 * @param id              the speaker's sender id
 * @param kind            {@code H}, {@code L} or {@code M0.3}
 * @param claims          CLAIMs of it B's receiver delivered
 * @param heeded          B's turns whose proposal used this speaker's testimony (its claim set
 *                        the informed value of an action B had not tried there), diversion or
 *                        not: a speaker that holds B to a harmful plain choice is heeded
 *                        without diverting it
 * @param diversions      B's diversions that used this speaker's testimony (in the trust arms
 *                        the speaker followed; else every speaker whose claim set one of the
 *                        informed values)
 * @param agreements      its claims B's own turns bore out
 * @param contradictions  its claims B's own turns contradicted
 * @param diversionsAfterFirst  diversions on its testimony after the turn of B's first
 *                        contradiction of it, or -1 when there was none
 * @param diversionsAfterSecond the same after the second, or -1 when there were fewer than two
 * @param everDisbelieved whether its trust ever fell below E8's threshold
 * @param believedAtEnd   whether it is believed at the end of B's life
 * @param agreedAt        the turns of the agreements, ascending
 * @param contradictedAt  the turns of the contradictions, ascending
 * @param trustPerMille   the trust trajectory: after each check, in turn order (at most one
 *                        check of a speaker a turn), the Beta mean (1 + a) / (2 + a + c) in
 *                        per mille, rounded down; it starts at 500 before any check
 */
public record SpeakerFigures(int id, String kind, int claims, int heeded, int diversions,
                             int agreements, int contradictions, int diversionsAfterFirst,
                             int diversionsAfterSecond, boolean everDisbelieved,
                             boolean believedAtEnd, List<Integer> agreedAt,
                             List<Integer> contradictedAt, List<Integer> trustPerMille) {
    /**
     * Checks the components and copies the lists.
     *
     * @param id the sender id, 0..255
     * @param kind the kind, never null
     * @param claims CLAIMs delivered, ≥ 0
     * @param heeded ≥ diversions
     * @param diversions ≥ 0
     * @param agreements ≥ 0, the size of {@code agreedAt}
     * @param contradictions ≥ 0, the size of {@code contradictedAt}
     * @param diversionsAfterFirst ≥ -1
     * @param diversionsAfterSecond ≥ -1
     * @param everDisbelieved whether trust fell below the threshold
     * @param believedAtEnd whether believed at the end
     * @param agreedAt the agreements' turns
     * @param contradictedAt the contradictions' turns
     * @param trustPerMille the Beta mean after each check, per mille, one per check
     * @throws IllegalArgumentException when the counts do not fit together
     */
    public SpeakerFigures {
        Objects.requireNonNull(kind, "kind");
        agreedAt = List.copyOf(agreedAt);
        contradictedAt = List.copyOf(contradictedAt);
        trustPerMille = List.copyOf(trustPerMille);
        if (trustPerMille.size() != agreements + contradictions) {
            throw new IllegalArgumentException("trustPerMille must have one value a check: "
                    + trustPerMille.size() + " for " + (agreements + contradictions));
        }
        if (id < 0 || id > 255 || claims < 0 || diversions < 0 || heeded < diversions
                || agreements != agreedAt.size() || contradictions != contradictedAt.size()
                || diversionsAfterFirst < -1 || diversionsAfterSecond < -1
                || (contradictions == 0) != (diversionsAfterFirst == -1)
                || (contradictions < 2) != (diversionsAfterSecond == -1)) {
            throw new IllegalArgumentException("speaker figures must fit together: id " + id
                    + ", agreements " + agreements + "/" + agreedAt.size() + ", contradictions "
                    + contradictions + "/" + contradictedAt.size() + ", after "
                    + diversionsAfterFirst + ", " + diversionsAfterSecond);
        }
    }

    /**
     * Whether the speaker ever says something false (L, M0.3).
     *
     * @return true unless its kind is H
     */
    public boolean wrong() {
        return !kind.equals("H");
    }
}
