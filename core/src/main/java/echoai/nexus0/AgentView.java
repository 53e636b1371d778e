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
    /** The turn being decided (or the next one), 0..256. */
    int turn();

    /** The current state id, or -1 when the current observation is not in CAM yet. */
    int state();

    /** The observation of the cell under the agent. */
    Postcard observation();

    /** Q(s, a). */
    int q(int s, Action a);

    /** n(s, a). */
    int n(int s, Action a);

    /** Turn of the last harm of (s, a), or -1. */
    int lastHarm(int s, Action a);

    /** The CAM index (state id) of {@code observation}, or -1 if the agent never saw it. */
    int indexOf(Postcard observation);

    /** Number of CAM entries. */
    int camSize();

    /** CAM entry {@code i}. */
    Postcard cam(int i);

    /** True when {@code turn() % 8 == 7}. */
    default boolean isExplorationTurn() {
        return Nexus0Policy.isExplorationTurn(turn());
    }
}
