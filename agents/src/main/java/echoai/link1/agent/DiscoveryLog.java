package echoai.link1.agent;

import echoai.nexus0.Perception;
import java.util.List;
import java.util.Objects;

/**
 * What a discovering listener did with its belief about A's perception (E9): per turn, the
 * referent it looked testimony up under (A's referent for what B saw, or -1 when it had not
 * identified A's perception there) and how many distinct sites it had seen by then.
 *
 * @param translations per turn lived, A's referent B used, or -1
 * @param sitesSeen    per turn lived, distinct observations B had seen (its CAM size)
 * @param consistent   per turn lived, hypotheses consistent with what B had seen
 * @param belief       the belief as it stands now (read-only use)
 */
public record DiscoveryLog(List<Integer> translations, List<Integer> sitesSeen,
                           List<Integer> consistent, PerceptionBelief belief) {
    /**
     * Checks the components.
     *
     * @param translations per turn, A's referent or -1
     * @param sitesSeen per turn, distinct sites seen
     * @param consistent per turn, consistent hypotheses
     * @param belief the belief, never null
     * @throws IllegalArgumentException when the lists differ in length
     */
    public DiscoveryLog {
        translations = List.copyOf(translations);
        sitesSeen = List.copyOf(sitesSeen);
        consistent = List.copyOf(consistent);
        Objects.requireNonNull(belief, "belief");
        if (translations.size() != sitesSeen.size() || consistent.size() != sitesSeen.size()) {
            throw new IllegalArgumentException("translations and sitesSeen must be as long: "
                    + translations.size() + ", " + sitesSeen.size());
        }
    }

    /**
     * The first turn at which B looked testimony up under a translation.
     *
     * @return the turn, or -1 if never
     */
    public int firstIdentifiedTurn() {
        return translations.indexOf(translations.stream().filter(r -> r >= 0).findFirst()
                .orElse(Integer.MIN_VALUE));
    }

    /**
     * Whether the belief ends narrowed to one hypothesis that inverts {@code member}.
     *
     * @param member the member B perceives through
     * @return true when it does
     */
    public boolean narrowedTo(Perception member) {
        return belief.narrowedTo(member);
    }
}
