package echoai.link1.agent;

import java.util.Objects;

/**
 * One proposal of a trusting listener (E8) and the speaker whose testimony it used.
 *
 * @param proposal the proposal, as {@link ListeningRule} makes it over that speaker's testimony
 * @param followed the speaker's sender id, or -1 when no testimony was consulted (an exploration
 *                 turn, the site's budget spent, or no believed speaker about the site)
 */
public record TrustProposal(Proposal proposal, int followed) {
    /**
     * Checks the components.
     *
     * @param proposal never null
     * @param followed a sender id 0..255, or -1
     * @throws IllegalArgumentException when {@code followed} is out of range
     */
    public TrustProposal {
        Objects.requireNonNull(proposal, "proposal");
        if (followed < -1 || followed > 255) {
            throw new IllegalArgumentException("followed must be in [-1, 255]: " + followed);
        }
    }
}
