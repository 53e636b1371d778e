package echoai.link1.agent;

import echoai.nexus0.Action;
import java.util.Objects;

/**
 * One piece of B's own evidence about a speaker (E8, {@code docs/spec/E8.md}): on turn
 * {@code turn} B itself did {@code action} at a site about which the speaker had claimed
 * {@code claimed}, got {@code reward}, and found the claim borne out or contradicted
 * ({@link TrustRule#check}).
 *
 * @param turn     the turn B acted, 0..255
 * @param speaker  the speaker's sender id, 0..255
 * @param referent the site's referent, 0..65535
 * @param action   what B did (after the gate)
 * @param claimed  the V the speaker claimed for it, -100..100
 * @param reward   the reward B got
 * @param agrees   true when the claim was borne out, false when contradicted
 */
public record TrustEvent(int turn, int speaker, int referent, Action action, int claimed,
                         int reward, boolean agrees) {
    /**
     * Checks the components.
     *
     * @param turn the turn, ≥ 0
     * @param speaker the sender id, 0..255
     * @param referent the referent, 0..65535
     * @param action the action, never null
     * @param claimed the claimed V, -100..100
     * @param reward the reward
     * @param agrees whether the claim was borne out
     * @throws IllegalArgumentException when a value is outside its range
     */
    public TrustEvent {
        Objects.requireNonNull(action, "action");
        if (turn < 0 || speaker < 0 || speaker > 255 || referent < 0 || referent > 0xFFFF
                || claimed < -100 || claimed > 100) {
            throw new IllegalArgumentException("trust event out of range: turn " + turn
                    + ", speaker " + speaker + ", referent " + referent + ", claimed " + claimed);
        }
    }
}
