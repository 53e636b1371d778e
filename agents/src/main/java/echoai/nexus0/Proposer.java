package echoai.nexus0;

/**
 * Step 2 of a turn: what to propose, from a read-only view. Whatever is proposed then goes through
 * the {@link Gate}; the agent acts and learns on its own. This is the only extension point of an
 * {@link Agent}: a proposer can change which action is proposed, never the agent's facts.
 */
@FunctionalInterface
public interface Proposer {
    /** NEXUS-0's own rule ({@link Nexus0Policy#propose(AgentView)}). */
    Proposer NEXUS0 = Nexus0Policy::propose;

    /**
     * The proposed action for the turn shown by a view.
     *
     * @param view the agent's view
     * @return the action, never null
     */
    Action propose(AgentView view);
}
