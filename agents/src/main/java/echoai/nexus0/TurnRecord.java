package echoai.nexus0;

import echoai.wsp.Postcard;

/**
 * The journal record of one turn: what the agent perceived, proposed, was allowed and did, and
 * what it learned.
 *
 * @param turn        t, 0..255
 * @param cell        the cell at step 1
 * @param observation the observation at step 1
 * @param state       s, its CAM index
 * @param proposal    the proposal of step 2
 * @param exploration whether t was an exploration turn
 * @param verdict     the gate's verdict
 * @param action      the action executed (WAIT after a VETO)
 * @param reward      r
 * @param nextCell    the cell after the move
 * @param nextObservation the observation of step 5
 * @param nextState   s', its CAM index
 * @param qApproach   Q(s, APPROACH) after learning
 * @param qAvoid      Q(s, AVOID) after learning
 * @param qWait       Q(s, WAIT) after learning
 * @param camSize     CAM entries after the turn
 */
public record TurnRecord(int turn, int cell, Postcard observation, int state, Action proposal,
                         boolean exploration, Gate.Verdict verdict, Action action, int reward,
                         int nextCell, Postcard nextObservation, int nextState,
                         int qApproach, int qAvoid, int qWait, int camSize) {

    /**
     * Q(s, a) after learning, for the state of this turn.
     *
     * @param a the action
     * @return the value
     */
    public int q(Action a) {
        return switch (a) {
            case APPROACH -> qApproach;
            case AVOID -> qAvoid;
            case WAIT -> qWait;
        };
    }
}
