package echoai.nexus0;

import echoai.wsp.Postcard;

/**
 * A read-only view of an agent's state, handed to a {@link Proposer} (and a {@link Cortex}) at
 * step 2 of a turn. It has no way to write CAM, T or Q.
 *
 * <p>During a proposal: {@link #turn()} is t, {@link #state()} is s (already in CAM) and
 * {@link #observation()} is what the agent sees. Between turns the view shows the coming turn:
 * {@code turn()} is the next t, {@code observation()} the next observation, and {@code state()} its
 * CAM index or -1 if it is not in CAM yet (only before turn 0).
 */
public interface AgentView {
    /**
     * The turn being decided (or the next one).
     *
     * @return 0..256
     */
    int turn();

    /**
     * The current state id.
     *
     * @return the CAM index, or -1 when the current observation is not in CAM yet
     */
    int state();

    /**
     * The observation of the cell under the agent.
     *
     * @return the postcard
     */
    Postcard observation();

    /**
     * Q(s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return the value
     */
    int q(int s, Action a);

    /**
     * n(s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return times tried, ≥ 0
     */
    int n(int s, Action a);

    /**
     * Turn of the last harm of (s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return the turn, or -1 if none
     */
    int lastHarm(int s, Action a);

    /**
     * The CAM index (state id) of an observation.
     *
     * @param observation the postcard
     * @return the index, or -1 if the agent never saw it
     */
    int indexOf(Postcard observation);

    /**
     * Number of CAM entries.
     *
     * @return the count, 0 or more
     */
    int camSize();

    /**
     * One CAM entry.
     *
     * @param i the index, 0..camSize-1
     * @return the entry
     */
    Postcard cam(int i);

    /**
     * Whether this is an exploration turn.
     *
     * @return true when {@code turn() % 8 == 7}
     */
    default boolean isExplorationTurn() {
        return Nexus0Policy.isExplorationTurn(turn());
    }
}
