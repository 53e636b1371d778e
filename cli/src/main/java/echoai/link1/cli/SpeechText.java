package echoai.link1.cli;

import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.SpeechLine;
import echoai.wsp.Atom;
import echoai.wsp.Postcard;

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

    /**
     * A postcard's human form with each atom's English beside its Spanish name (issue 37, item
     * 9), e.g. {@code YO (I, the speaker) → UNIR (to join) → EFECTO (effect) @ANTES (before) |
     * V-50 C+30 | L gen=1 ref=0x3117}: {@link Postcard#human()} with the atoms glossed.
     */
    static String glossed(Postcard p) {
        String human = p.human();
        return gloss(p.src()) + " → " + gloss(p.rel()) + " → " + gloss(p.dst()) + " @"
                + gloss(p.time()) + human.substring(human.indexOf(" |"));
    }

    /** An atom's name and its English, e.g. {@code UNIR (to join)}. */
    static String gloss(Atom atom) {
        return atom.label() + " (" + atom.english() + ")";
    }
}
