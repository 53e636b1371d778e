package echoai.link1.speech;

import echoai.link1.frame.Act;
import echoai.wsp.Atom;
import echoai.wsp.Emotion;
import echoai.wsp.Postcard;

/**
 * UNKNOWN — "I have not lived it".
 *
 * <p>Postcard: {@code YO → RESPONDER → DESCONOCIDO @ANTES}, all axes 0, flags 0, domain 0x4C ('L'),
 * generator = speaker, style 0, slot·seq = referent.
 *
 * @param speaker the speaker's id, 0..255
 * @param referent the site's referent, 0..65535
 */
public record Unknown(int speaker, int referent) implements SpeechAct {
    public Unknown {
        Shapes.checkSpeaker(speaker);
        Shapes.checkReferent(referent);
    }

    @Override
    public Act act() {
        return Act.UNKNOWN;
    }

    /** The fields, the referent in hex as {@link Postcard#human()} prints it. */
    @Override
    public String toString() {
        return "Unknown[speaker=" + speaker + ", referent=" + Shapes.hex(referent) + "]";
    }

    @Override
    public Postcard postcard() {
        return Shapes.postcard(Atom.YO, Atom.RESPONDER, Atom.DESCONOCIDO, Atom.ANTES, Emotion.ZERO,
                speaker, referent);
    }
}
