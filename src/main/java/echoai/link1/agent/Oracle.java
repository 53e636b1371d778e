package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.CoreSnapshot;
import echoai.nexus0.Nexus0Policy;
import echoai.nexus0.Referent;
import echoai.nexus0.TurnRecord;
import echoai.wsp.Postcard;
import java.util.HashMap;
import java.util.Map;

/**
 * The per-turn oracle of P3, written apart from the code it checks: it never calls the
 * listener's proposal routine ({@link ListeningRule}, {@link Listening}). From the snapshot of
 * CAM, T and Q taken before the turn, the turn's observation, what was heard, and its
 * <b>own</b> budget ledger, it recomputes the proposal the rule allows and compares it with the
 * proposal that reached the gate ({@link TurnRecord#proposal()}). Every mismatch is an
 * unexplained diversion (must stay 0).
 */
public final class Oracle {
    private final Map<Integer, Integer> ledger = new HashMap<>();
    private int checked;
    private int unexplained;
    private int diversions;

    /** Checks one turn; returns true when the proposal is the one the rule allows. */
    public boolean check(CoreSnapshot before, TurnRecord rec, TestimonyStore heard) {
        Action expected = expected(before, rec.turn(), rec.observation(), heard);
        checked++;
        if (expected != rec.proposal()) {
            unexplained++;
            return false;
        }
        return true;
    }

    private Action expected(CoreSnapshot before, int t, Postcard obs, TestimonyStore heard) {
        int s = before.cam().indexOf(obs);
        int[] n = new int[Action.COUNT];
        int[] q = new int[Action.COUNT];
        if (s >= 0) {
            for (Action a : Action.values()) {
                n[a.ordinal()] = before.n(s, a);
                q[a.ordinal()] = before.q(s, a);
            }
        }
        if (t % Nexus0Policy.EXPLORATION_PERIOD == Nexus0Policy.EXPLORATION_PERIOD - 1) {
            return Nexus0Policy.leastTried(n[0], n[1], n[2]);
        }
        Action own = Nexus0Policy.greedy(q[0], q[1], q[2]);
        int r = Referent.of(obs);
        int spent = ledger.getOrDefault(r, 0);
        if (spent >= ListeningRule.ADVICE_BUDGET) {
            return own;
        }
        int best = 0;
        int bestValue = Integer.MIN_VALUE;
        for (int a = 0; a < Action.COUNT; a++) {
            int v = q[a];
            if (n[a] == 0) {
                Testimony said = heard.get(r, Action.of(a));
                if (said != null) {
                    v = said.value();
                }
            }
            if (v > bestValue) {
                best = a;
                bestValue = v;
            }
        }
        Action allowed = Action.of(best);
        if (allowed != own) {
            ledger.put(r, spent + 1);
            diversions++;
        }
        return allowed;
    }

    /** Turns checked. */
    public int checked() {
        return checked;
    }

    /** Proposals that differed from what the rule allows. */
    public int unexplainedDiversions() {
        return unexplained;
    }

    /** Diversions the oracle's own ledger counted. */
    public int diversions() {
        return diversions;
    }
}
