package echoai.nexus0;

/**
 * Q per (s, a), integers starting at 0, updated by the contract's integer rule (Watkins &amp; Dayan
 * 1992, with step 1/2 and discount 1/2, Java division truncating toward zero):
 * {@code target = r + maxQ(s') / 2; Q(s,a) += (target - Q(s,a)) / 2}.
 */
public final class QTable {
    private final int[] q;
    private final int states;

    /**
     * A table of zeros.
     *
     * @param states the number of states, ≥ 1
     * @throws IllegalArgumentException when {@code states} is below 1
     */
    public QTable(int states) {
        if (states < 1) {
            throw new IllegalArgumentException("states must be >= 1: " + states);
        }
        this.states = states;
        q = new int[states * Action.COUNT];
    }

    /**
     * Q(s, a).
     *
     * @param s the state id, 0..states-1
     * @param a the action
     * @return the value
     */
    public int q(int s, Action a) {
        return q[slot(s, a)];
    }

    /**
     * The largest value in a state.
     *
     * @param s the state id, 0..states-1
     * @return max over a of Q(s, a)
     */
    public int max(int s) {
        int base = slot(s, Action.APPROACH);
        return Math.max(q[base], Math.max(q[base + 1], q[base + 2]));
    }

    /** Applies the learning rule for (s, a) → reward r, next state s2; returns the new Q(s, a). */
    int learn(int s, Action a, int r, int s2) {
        int i = slot(s, a);
        int target = r + max(s2) / 2;
        q[i] += (target - q[i]) / 2;
        return q[i];
    }

    /** TEST ONLY: sets Q(s, a) without learning (a leak, for mutant tests). */
    void testOnlySet(int s, Action a, int value) {
        q[slot(s, a)] = value;
    }

    private int slot(int s, Action a) {
        if (s < 0 || s >= states) {
            throw new IllegalArgumentException("s must be in [0, " + (states - 1) + "]: " + s);
        }
        return s * Action.COUNT + a.ordinal();
    }
}
