package echoai.nexus0;

import echoai.wsp.Atom;

/**
 * The three actions, in the contract's order (the order of every tie-break and of the digest),
 * each with its relation atom: APPROACH → UNIR, AVOID → TEMER, WAIT → OBSERVAR ({@code ACTION_REL}).
 */
public enum Action {
    APPROACH(Atom.UNIR), AVOID(Atom.TEMER), WAIT(Atom.OBSERVAR);

    /** Number of actions. */
    public static final int COUNT = 3;

    private static final Action[] BY_INDEX = values();
    private final Atom rel;

    Action(Atom rel) {
        this.rel = rel;
    }

    /** The relation atom of this action (ACTION_REL). */
    public Atom rel() {
        return rel;
    }

    /** The action at {@code index} 0..2. */
    public static Action of(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("action index must be in [0, 2]: " + index);
        }
        return BY_INDEX[index];
    }

    /** The action whose relation atom is {@code rel}, or {@code null} if none. */
    public static Action ofRel(Atom rel) {
        for (Action a : BY_INDEX) {
            if (a.rel == rel) {
                return a;
            }
        }
        return null;
    }
}
