package echoai.link1.speech;

import echoai.link1.frame.Act;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;
import java.util.Objects;

/**
 * CLAIM — "what happened to me when I did this action at this site".
 *
 * <p>Postcard: {@code YO → actionRel → EFECTO @ANTES}, V = value, C = confidence, other axes 0,
 * flags 0, domain 0x4C ('L'), generator = speaker, style 0, slot·seq = referent.
 *
 * @param speaker the speaker's id, 0..255
 * @param referent the site's referent, 0..65535
 * @param actionRel the action's relation atom: UNIR (approach), TEMER (avoid), OBSERVAR (wait)
 * @param value V, the speaker's Q(s,a) already clipped to [-100, 100]
 * @param confidence C = min(100, 10·n(s,a)) with n ≥ 1: one of 10, 20, …, 100
 */
public record Claim(int speaker, int referent, Atom actionRel, int value, int confidence)
        implements SpeechAct {
    public Claim {
        Shapes.checkSpeaker(speaker);
        Shapes.checkReferent(referent);
        Objects.requireNonNull(actionRel, "actionRel");
        if (!Shapes.isActionRel(actionRel)) {
            throw new IllegalArgumentException(
                    "actionRel must be UNIR, TEMER or OBSERVAR: " + actionRel);
        }
        if (value < -100 || value > 100) {
            throw new IllegalArgumentException("value must be in [-100, 100]: " + value);
        }
        if (!Shapes.isConfidence(confidence)) {
            throw new IllegalArgumentException(
                    "confidence must be one of 10, 20, ..., 100: " + confidence);
        }
    }

    @Override
    public Act act() {
        return Act.CLAIM;
    }

    /** The fields, the referent in hex as {@link Postcard#human()} prints it. */
    @Override
    public String toString() {
        return "Claim[speaker=" + speaker + ", referent=" + Shapes.hex(referent) + ", actionRel="
                + actionRel + ", value=" + value + ", confidence=" + confidence + "]";
    }

    @Override
    public Postcard postcard() {
        return Shapes.postcard(Atom.YO, actionRel, Atom.EFECTO, Atom.ANTES,
                new Emotion(value, 0, 0, confidence, 0, 0), speaker, referent);
    }
}
