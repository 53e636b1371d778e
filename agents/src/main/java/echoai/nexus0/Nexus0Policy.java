package echoai.nexus0;

/**
 * NEXUS-0's proposal rule as pure functions, so others can recompute it. Exploration turn when
 * {@code t % 8 == 7}: argmin n(s, a), ties to the <b>last</b> action (WAIT, then AVOID, then
 * APPROACH). Otherwise greedy argmax Q(s, a), ties to the <b>first</b> (APPROACH, AVOID, WAIT).
 */
public final class Nexus0Policy {
    /** Exploration period in turns. */
    public static final int EXPLORATION_PERIOD = 8;

    private Nexus0Policy() {
    }

    /**
     * Whether a turn is an exploration turn.
     *
     * @param t the turn
     * @return true when {@code t % 8 == 7}
     */
    public static boolean isExplorationTurn(int t) {
        return t % EXPLORATION_PERIOD == EXPLORATION_PERIOD - 1;
    }

    /**
     * The proposal for the view's turn and state.
     *
     * @param view the agent's view
     * @return the proposed action
     */
    public static Action propose(AgentView view) {
        int s = view.state();
        if (view.isExplorationTurn()) {
            return leastTried(view.n(s, Action.APPROACH), view.n(s, Action.AVOID),
                    view.n(s, Action.WAIT));
        }
        return greedy(view.q(s, Action.APPROACH), view.q(s, Action.AVOID), view.q(s, Action.WAIT));
    }

    /**
     * The argmin of the counts, ties to the last action.
     *
     * @param nApproach n(s, APPROACH)
     * @param nAvoid n(s, AVOID)
     * @param nWait n(s, WAIT)
     * @return the least-tried action
     */
    public static Action leastTried(int nApproach, int nAvoid, int nWait) {
        Action best = Action.WAIT;
        int min = nWait;
        if (nAvoid < min) {
            best = Action.AVOID;
            min = nAvoid;
        }
        if (nApproach < min) {
            best = Action.APPROACH;
        }
        return best;
    }

    /**
     * The argmax of the values, ties to the first action.
     *
     * @param qApproach Q(s, APPROACH)
     * @param qAvoid Q(s, AVOID)
     * @param qWait Q(s, WAIT)
     * @return the greedy action
     */
    public static Action greedy(int qApproach, int qAvoid, int qWait) {
        Action best = Action.APPROACH;
        int max = qApproach;
        if (qAvoid > max) {
            best = Action.AVOID;
            max = qAvoid;
        }
        if (qWait > max) {
            best = Action.WAIT;
        }
        return best;
    }
}
