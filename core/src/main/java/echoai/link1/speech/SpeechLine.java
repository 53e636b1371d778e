package echoai.link1.speech;

import echoai.wsp.Atom;
import java.util.Locale;
import java.util.Objects;

/**
 * One line of human text for a speech act, as the CLI and the browser page print it, e.g.
 * {@code CLAIM speaker=1 ref=0x3117 action=approach (UNIR) V=-50 C=30}, and the plain names of
 * the three claimed actions: approach (UNIR), avoid (TEMER), wait (OBSERVAR).
 */
public final class SpeechLine {
    private static final String[] NAMES = {"approach", "avoid", "wait"};
    private static final Atom[] RELS = {Atom.UNIR, Atom.TEMER, Atom.OBSERVAR};

    private SpeechLine() {
    }

    /**
     * The line for {@code act}.
     *
     * @param act any speech act
     * @return one line, no newline
     */
    public static String of(SpeechAct act) {
        Objects.requireNonNull(act, "act");
        if (act instanceof Claim c) {
            return "CLAIM speaker=" + c.speaker() + " ref=" + ref(c.referent()) + " action="
                    + actionName(c.actionRel()) + " (" + c.actionRel().label() + ") V=" + c.value()
                    + " C=" + c.confidence();
        }
        if (act instanceof Ask a) {
            return "ASK speaker=" + a.speaker() + " ref=" + ref(a.referent());
        }
        if (act instanceof Unknown u) {
            return "UNKNOWN speaker=" + u.speaker() + " ref=" + ref(u.referent());
        }
        return "HELLO speaker=" + ((Hello) act).speaker();
    }

    /**
     * The plain name of a claimed action.
     *
     * @param rel a relation atom
     * @return approach, avoid or wait; another atom's label otherwise
     */
    public static String actionName(Atom rel) {
        for (int i = 0; i < RELS.length; i++) {
            if (RELS[i] == rel) {
                return NAMES[i];
            }
        }
        return rel.label();
    }

    /**
     * The relation atom of a plain action name.
     *
     * @param name approach, avoid or wait, any case
     * @return UNIR, TEMER or OBSERVAR
     * @throws IllegalArgumentException for another name
     */
    public static Atom action(String name) {
        String n = Objects.requireNonNull(name, "name").strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < NAMES.length; i++) {
            if (NAMES[i].equals(n)) {
                return RELS[i];
            }
        }
        throw new IllegalArgumentException("action must be approach, avoid or wait: " + name);
    }

    /** 0x and four lowercase hex digits. */
    private static String ref(int referent) {
        String hex = Integer.toHexString(referent);
        return "0x" + "0000".substring(Math.min(4, hex.length())) + hex;
    }
}
