package echoai.link1.cli;

import echoai.link1.speech.Ask;
import echoai.link1.speech.Claim;
import echoai.link1.speech.Hello;
import echoai.link1.speech.SpeechAct;
import echoai.link1.speech.Unknown;
import echoai.wsp.Atom;
import java.util.Locale;

/** Human text of speech acts and the CLI's action names (approach, avoid, wait). */
final class SpeechText {
    /** The CLI's action names and the relation atoms a CLAIM carries for them. */
    enum Action {
        APPROACH(Atom.UNIR), AVOID(Atom.TEMER), WAIT(Atom.OBSERVAR);

        final Atom rel;

        Action(Atom rel) {
            this.rel = rel;
        }

        static String nameOf(Atom rel) {
            for (Action a : values()) {
                if (a.rel == rel) {
                    return a.name().toLowerCase(Locale.ROOT);
                }
            }
            return rel.label();
        }
    }

    private SpeechText() {
    }

    /** One line, e.g. {@code CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30}. */
    static String of(SpeechAct act) {
        if (act instanceof Claim c) {
            return String.format("CLAIM speaker=%d ref=0x%04x action=%s (%s) V=%d C=%d",
                    c.speaker(), c.referent(), Action.nameOf(c.actionRel()), c.actionRel().label(),
                    c.value(), c.confidence());
        }
        if (act instanceof Ask a) {
            return String.format("ASK speaker=%d ref=0x%04x", a.speaker(), a.referent());
        }
        if (act instanceof Unknown u) {
            return String.format("UNKNOWN speaker=%d ref=0x%04x", u.speaker(), u.referent());
        }
        return "HELLO speaker=" + ((Hello) act).speaker();
    }
}
