package echoai.nexus0;

/**
 * An optional outside advisor. In NEXUS-0 as used here it is {@link #OFF}: never called, and the
 * agent's {@code cortexCalls} stays 0. When one is on, it is asked at step 2 after the proposer;
 * a non-null answer replaces the proposal, which still goes through the gate.
 */
public interface Cortex {
    /** No cortex: the agent never calls it. */
    Cortex OFF = view -> {
        throw new IllegalStateException("the OFF cortex must never be called");
    };

    /**
     * Advice for the turn shown by a view.
     *
     * @param view the agent's view
     * @return an action, or null for none
     */
    Action advise(AgentView view);
}
