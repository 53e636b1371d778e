package echoai.link1.agent;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The {@link Oracle}'s own account of B's trust in its speakers (E8, {@code docs/spec/E8.md}),
 * written from the spec and sharing no code or data with the rule it checks: not the rule's
 * provenance, ledger, check or constants. It reads each speaker's claims from its own
 * {@link OracleEar} and learns only from B's turns as NEXUS-0 recorded them (the observation,
 * the action executed after the gate, the reward).
 *
 * <p>E8.md, in its words: a claim of V for an action at a site foretells harm when V is negative
 * and none otherwise; the first time B itself does that action at that site, a reward of the
 * other sign refutes the claim, a reward of the same sign confirms it unless V was 0. A speaker
 * starts at one confirmation and one refutation (Beta(1, 1)); it may steer B while confirmations
 * make up at least half of its tally; at a site B heeds, of those that may steer and spoke about
 * the site, the one with the largest share, a tie going to whoever spoke of the site most
 * recently. (Package-private and open to subclassing only so that a test can plant the mutant
 * "the oracle reads the rule's trust" and show what it would miss.)
 */
class OracleTrust {
    /** E8.md: the prior tally of confirmations and of refutations (Beta(1, 1)). */
    private static final int PRIOR_TALLY = 1;

    /** Per sender: {confirmations, refutations}, priors included. */
    private final Map<Integer, int[]> tally = new HashMap<>();
    private final Set<String> settled = new HashSet<>();
    /** The reputation baseline's reading: steers only once confirmations are more than half. */
    private final boolean earnedFirst;

    /** An oracle's trust with no evidence. */
    OracleTrust() {
        this(false);
    }

    /**
     * An oracle's trust with no evidence; with {@code earnedFirst}, the reputation baseline's
     * (docs/bench/e8-baselines.md): a sender may steer B only while its confirmations are more
     * than half of its tally, so not before B has confirmed it once.
     */
    OracleTrust(boolean earnedFirst) {
        this.earnedFirst = earnedFirst;
    }

    private int[] tallyOf(int sender) {
        return tally.computeIfAbsent(sender, k -> new int[] {PRIOR_TALLY, PRIOR_TALLY});
    }

    /**
     * May {@code sender} steer B: confirmations at least half of its tally (E8.md: ≥ 1/2), or
     * more than half (the reputation baseline).
     */
    private boolean maySteer(int sender) {
        int[] t = tallyOf(sender);
        return earnedFirst ? 2 * t[0] > t[0] + t[1] : 2 * t[0] >= t[0] + t[1];
    }

    /**
     * The sender whose claims B heeds at {@code referent}, or -1 when none that may steer spoke
     * about it.
     */
    int heededAt(int referent, OracleEar ear) {
        int chosen = -1;
        long chosenYes = 0;
        long chosenAll = 1;
        for (int sender : ear.speakersAbout(referent)) {
            if (!maySteer(sender)) {
                continue;
            }
            int[] t = tallyOf(sender);
            long yes = t[0];
            long all = t[0] + t[1];
            boolean larger = chosen < 0 || yes * chosenAll > chosenYes * all;
            boolean tieAndLater = chosen >= 0 && yes * chosenAll == chosenYes * all
                    && ear.lastSpoken(sender, referent) > ear.lastSpoken(chosen, referent);
            if (larger || tieAndLater) {
                chosen = sender;
                chosenYes = yes;
                chosenAll = all;
            }
        }
        return chosen;
    }

    /**
     * B did action index {@code action} (0..2, after the gate) at {@code referent} and got
     * {@code reward}: settles, once each, the claims every sender made there.
     */
    void witness(int referent, int action, int reward, OracleEar ear) {
        for (int sender : ear.speakersAbout(referent)) {
            Integer said = ear.value(sender, referent, action);
            if (said == null || !settled.add(sender + ":" + referent + ":" + action)) {
                continue;
            }
            boolean foretoldHarm = said < 0;
            boolean hurt = reward < 0;
            if (foretoldHarm != hurt) {
                tallyOf(sender)[1]++;
            } else if (said != 0) {
                tallyOf(sender)[0]++;
            }
        }
    }
}
