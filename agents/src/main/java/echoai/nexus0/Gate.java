package echoai.nexus0;

/**
 * The gate, the last word on every proposal: VETO when the proposed (s, a) gave a negative reward
 * at its last harm turn h with {@code t - h <= }{@value #WINDOW_TURNS}; the action becomes WAIT.
 * Otherwise PASS. It reads only the agent's own T, applies on exploration turns too, and counts
 * every verdict.
 */
public final class Gate {
    /** Turns after a harm during which the same (s, a) is vetoed. */
    public static final int WINDOW_TURNS = 32;

    /** A gate verdict. */
    public enum Verdict {
        /** The proposal is carried out. */
        PASS,
        /** The proposal is replaced by WAIT. */
        VETO
    }

    private int passes;
    private int vetoes;

    /** A gate with no passes or vetoes yet. */
    public Gate() {
    }

    /**
     * Pure rule: would (s, a) be vetoed at a turn given T? Counts nothing.
     *
     * @param t the agent's transitions
     * @param turn the turn, 0..255
     * @param s the state id
     * @param a the proposed action
     * @return VETO when (s, a) was last harmed at most {@value #WINDOW_TURNS} turns ago, else PASS
     */
    public static Verdict judge(Transitions t, int turn, int s, Action a) {
        int h = t.lastHarm(s, a);
        return h != Transitions.NO_HARM && turn - h <= WINDOW_TURNS ? Verdict.VETO : Verdict.PASS;
    }

    /** Judges and counts the verdict. */
    Verdict decide(Transitions t, int turn, int s, Action a) {
        Verdict v = judge(t, turn, s, a);
        if (v == Verdict.VETO) {
            vetoes++;
        } else {
            passes++;
        }
        return v;
    }

    /**
     * PASS verdicts so far.
     *
     * @return the count, 0 or more
     */
    public int passes() {
        return passes;
    }

    /**
     * VETO verdicts so far.
     *
     * @return the count, 0 or more
     */
    public int vetoes() {
        return vetoes;
    }
}
