package echoai.link1.agent;

import echoai.nexus0.Action;
import java.util.Objects;

/**
 * One proposal of a listener, as its rule made it (before the gate).
 *
 * @param site         what the listener knew of its site
 * @param budgetBefore diversions already spent at the site's referent
 * @param consulted    whether testimony was consulted (false on exploration turns, when the
 *                     budget is spent, or for a deaf listener)
 * @param plain        NEXUS-0's own proposal (what the listener would do without testimony)
 * @param chosen       the proposal handed to the gate
 */
public record Proposal(Site site, int budgetBefore, boolean consulted, Action plain,
                       Action chosen) {
    /**
     * A proposal.
     *
     * @param site what the listener knew of its site, never null
     * @param budgetBefore diversions already spent at the site's referent
     * @param consulted whether testimony was consulted
     * @param plain NEXUS-0's own proposal, never null
     * @param chosen the proposal handed to the gate, never null
     * @throws NullPointerException when {@code site}, {@code plain} or {@code chosen} is null
     */
    public Proposal {
        Objects.requireNonNull(site, "site");
        Objects.requireNonNull(plain, "plain");
        Objects.requireNonNull(chosen, "chosen");
    }

    /**
     * Whether this is a diversion.
     *
     * @return true when testimony was consulted and made the proposal differ from the plain one
     */
    public boolean diversion() {
        return consulted && chosen != plain;
    }
}
