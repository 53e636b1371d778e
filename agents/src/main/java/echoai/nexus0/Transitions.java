package echoai.nexus0;

/**
 * T: per (s, a), {@code n(s,a)} — how many times the agent did a in s — and the turn of the last
 * negative reward there (-1 if none). Flat arrays {@code s * 3 + a}, allocated up front. Only the
 * agent (this package) writes them.
 */
public final class Transitions {
    /** Last-harm value of a pair that never gave a negative reward. */
    public static final int NO_HARM = -1;

    private final int[] counts;
    private final int[] lastHarm;
    private final int states;

    /**
     * Zero counts and no harm.
     *
     * @param states the number of states, ≥ 1
     * @throws IllegalArgumentException when {@code states} is below 1
     */
    public Transitions(int states) {
        if (states < 1) {
            throw new IllegalArgumentException("states must be >= 1: " + states);
        }
        this.states = states;
        counts = new int[states * Action.COUNT];
        lastHarm = new int[states * Action.COUNT];
        java.util.Arrays.fill(lastHarm, NO_HARM);
    }

    /**
     * n(s, a).
     *
     * @param s the state id, 0..states-1
     * @param a the action
     * @return times tried, ≥ 0
     */
    public int n(int s, Action a) {
        return counts[slot(s, a)];
    }

    /**
     * Turn of the last negative reward of (s, a).
     *
     * @param s the state id, 0..states-1
     * @param a the action
     * @return the turn, or {@link #NO_HARM}
     */
    public int lastHarm(int s, Action a) {
        return lastHarm[slot(s, a)];
    }

    /** Records that the agent did {@code a} in {@code s} at turn {@code t} with reward {@code r}. */
    void record(int s, Action a, int t, int r) {
        int i = slot(s, a);
        counts[i]++;
        if (r < 0) {
            lastHarm[i] = t;
        }
    }

    /** TEST ONLY: sets n(s, a) without an action (a planted false or destroyed count). */
    void testOnlySetCount(int s, Action a, int n) {
        counts[slot(s, a)] = n;
    }

    /** TEST ONLY: sets the last-harm turn of (s, a) without an action. */
    void testOnlySetLastHarm(int s, Action a, int turn) {
        lastHarm[slot(s, a)] = turn;
    }

    private int slot(int s, Action a) {
        if (s < 0 || s >= states) {
            throw new IllegalArgumentException("s must be in [0, " + (states - 1) + "]: " + s);
        }
        return s * Action.COUNT + a.ordinal();
    }
}
