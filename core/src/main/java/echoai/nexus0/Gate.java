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
    public enum Verdict { PASS, VETO }

    private int passes;
    private int vetoes;

    /** Pure rule: would (s, a) be vetoed at turn t given T? Counts nothing. */
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

    /** PASS verdicts so far. */
    public int passes() {
        return passes;
    }

    /** VETO verdicts so far. */
    public int vetoes() {
        return vetoes;
    }
}
