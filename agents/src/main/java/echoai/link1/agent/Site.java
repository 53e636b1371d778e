package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.AgentView;
import echoai.nexus0.Referent;

/**
 * What the listener knows of its current site at a proposal: the turn, its state, the site's
 * referent, and its own Q(s, ·) and n(s, ·) (0 for a state not yet in CAM).
 *
 * @param turn      t, 0..255
 * @param state     s, or -1 when the observation is not in CAM (only for counterfactuals)
 * @param referent  referent of the observation, 0..65535
 * @param qApproach Q(s, APPROACH)
 * @param qAvoid    Q(s, AVOID)
 * @param qWait     Q(s, WAIT)
 * @param nApproach n(s, APPROACH)
 * @param nAvoid    n(s, AVOID)
 * @param nWait     n(s, WAIT)
 */
public record Site(int turn, int state, int referent, int qApproach, int qAvoid, int qWait,
                   int nApproach, int nAvoid, int nWait) {
    /**
     * A site.
     *
     * @param turn t, ≥ 0
     * @param state s, or -1 when the observation is not in CAM
     * @param referent referent of the observation, 0..65535
     * @param qApproach Q(s, APPROACH)
     * @param qAvoid Q(s, AVOID)
     * @param qWait Q(s, WAIT)
     * @param nApproach n(s, APPROACH)
     * @param nAvoid n(s, AVOID)
     * @param nWait n(s, WAIT)
     * @throws IllegalArgumentException when {@code turn} is negative or {@code referent} is outside 0..65535
     */
    public Site {
        if (turn < 0) {
            throw new IllegalArgumentException("turn must be >= 0: " + turn);
        }
        if (referent < 0 || referent > 0xFFFF) {
            throw new IllegalArgumentException("referent must be in [0, 65535]: " + referent);
        }
    }

    /**
     * The site shown by a view during a proposal (step 2 of a turn).
     *
     * @param view the agent's view
     * @return its current site
     */
    public static Site of(AgentView view) {
        int s = view.state();
        int r = Referent.of(view.observation());
        return new Site(view.turn(), s, r, view.q(s, Action.APPROACH), view.q(s, Action.AVOID),
                view.q(s, Action.WAIT), view.n(s, Action.APPROACH), view.n(s, Action.AVOID),
                view.n(s, Action.WAIT));
    }

    /**
     * Q(s, a).
     *
     * @param a the action
     * @return its value here
     */
    public int q(Action a) {
        return switch (a) {
            case APPROACH -> qApproach;
            case AVOID -> qAvoid;
            case WAIT -> qWait;
        };
    }

    /**
     * n(s, a).
     *
     * @param a the action
     * @return times it was tried here, ≥ 0
     */
    public int n(Action a) {
        return switch (a) {
            case APPROACH -> nApproach;
            case AVOID -> nAvoid;
            case WAIT -> nWait;
        };
    }

    /**
     * Whether some action was never tried here.
     *
     * @return true when some n(s, a) is 0
     */
    public boolean hasUntried() {
        return nApproach == 0 || nAvoid == 0 || nWait == 0;
    }
}
