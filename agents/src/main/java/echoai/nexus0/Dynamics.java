package echoai.nexus0;

/**
 * The dynamics, the same in every world: (jump along the ring, reward) per kind × action.
 *
 * <pre>
 * kind   | APPROACH | AVOID | WAIT
 * EMPTY  | +1, 0    | +1, 0 | 0, 0
 * THREAT | +1, -50  | -1, 0 | 0, 0
 * GOAL   | +1, +30  | -1, 0 | 0, 0
 * NOVEL  | +1, -50  | -1, 0 | 0, 0
 * </pre>
 */
public final class Dynamics {
    /** Reward of stepping onward from a THREAT or NOVEL site. */
    public static final int HARM = -50;
    /** Reward of stepping onward from a GOAL site. */
    public static final int GOAL_REWARD = 30;

    private Dynamics() {
    }

    /**
     * The jump of an action on a cell (the table above).
     *
     * @param kind the cell's kind
     * @param action the action
     * @return -1, 0 or +1 cells along the ring
     */
    public static int jump(CellKind kind, Action action) {
        return switch (action) {
            case APPROACH -> 1;
            case AVOID -> kind == CellKind.EMPTY ? 1 : -1;
            case WAIT -> 0;
        };
    }

    /**
     * The reward of an action on a cell (the table above).
     *
     * @param kind the cell's kind
     * @param action the action
     * @return -50, 0 or +30
     */
    public static int reward(CellKind kind, Action action) {
        if (action != Action.APPROACH) {
            return 0;
        }
        return switch (kind) {
            case EMPTY -> 0;
            case THREAT, NOVEL -> HARM;
            case GOAL -> GOAL_REWARD;
        };
    }
}
