package echoai.link1.cli;

import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.SpeechLine;
import echoai.wsp.Atom;

/** Human text of speech acts and the CLI's action names (approach, avoid, wait). */
final class SpeechText {
    /** The CLI's action names and the relation atoms a CLAIM carries for them. */
    enum Action {
        APPROACH(Atom.UNIR), AVOID(Atom.TEMER), WAIT(Atom.OBSERVAR);

        final Atom rel;

        Action(Atom rel) {
            this.rel = rel;
        }
    }

    private SpeechText() {
    }

    /** One line, e.g. {@code CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30}. */
    static String of(SpeechAct act) {
        return SpeechLine.of(act);
    }
}
