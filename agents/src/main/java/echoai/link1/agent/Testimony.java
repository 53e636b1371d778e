package echoai.link1.agent;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Claim;
import echoai.nexus0.Action;
import echoai.wsp.Atom;
import java.util.Objects;
import java.util.function.Function;

/**
 * One heard claim, kept as testimony (never a fact): who said it, about which site and action,
 * with which value and confidence, and via which frame.
 *
 * @param referent   the site's referent, 0..65535
 * @param action     the action the claim is about
 * @param value      the heard V, -100..100 (the only figure the listener uses)
 * @param confidence the heard C, 10..100 (carried for the record)
 * @param sender     the frame's sender id, 0..255
 * @param seq        the frame's sequence number, 0..255
 */
public record Testimony(int referent, Action action, int value, int confidence, int sender,
                        int seq) {
    /**
     * A testimony.
     *
     * @param referent the site's referent, 0..65535
     * @param action the action the claim is about, never null
     * @param value the heard V, -100..100
     * @param confidence the heard C, 0..100
     * @param sender the frame's sender id, 0..255
     * @param seq the frame's sequence number, 0..255
     * @throws IllegalArgumentException when a value is outside its range
     */
    public Testimony {
        if (referent < 0 || referent > 0xFFFF) {
            throw new IllegalArgumentException("referent must be in [0, 65535]: " + referent);
        }
        Objects.requireNonNull(action, "action");
        if (value < -100 || value > 100) {
            throw new IllegalArgumentException("value must be in [-100, 100]: " + value);
        }
        if (confidence < 0 || confidence > 100) {
            throw new IllegalArgumentException("confidence must be in [0, 100]: " + confidence);
        }
        if (sender < 0 || sender > 255 || seq < 0 || seq > 255) {
            throw new IllegalArgumentException("sender and seq must be in [0, 255]: " + sender
                    + ", " + seq);
        }
    }

    /**
     * The testimony a CLAIM carried in a frame.
     *
     * @param claim the claim read from the frame
     * @param frame the frame that carried it (its sender and seq)
     * @return the testimony
     */
    public static Testimony of(Claim claim, LinkFrame frame) {
        return of(claim, frame, Action::ofRel);
    }

    /**
     * The testimony a CLAIM carried in {@code frame}, its action read from the claim's relation
     * atom by {@code actionOfRel} (the real mapping is {@link Action#ofRel}; tests in this
     * package inject a wrong one as a mutant the oracle must catch).
     */
    static Testimony of(Claim claim, LinkFrame frame, Function<Atom, Action> actionOfRel) {
        return new Testimony(claim.referent(), actionOfRel.apply(claim.actionRel()),
                claim.value(), claim.confidence(), frame.sender(), frame.seq());
    }

    /**
     * The same testimony said about another referent (for counterfactual messages).
     *
     * @param otherReferent the referent, 0..65535
     * @return a new testimony, the rest unchanged
     */
    public Testimony about(int otherReferent) {
        return new Testimony(otherReferent, action, value, confidence, sender, seq);
    }
}
