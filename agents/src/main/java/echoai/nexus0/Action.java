package echoai.nexus0;

import echoai.wsp.Atom;

/**
 * The three actions, in the contract's order (the order of every tie-break and of the digest),
 * each with its relation atom: APPROACH → UNIR, AVOID → TEMER, WAIT → OBSERVAR ({@code ACTION_REL}).
 */
public enum Action {
    /** Index 0: step onward; relation atom UNIR. */
    APPROACH(Atom.UNIR),
    /** Index 1: step away (onward from an empty cell); relation atom TEMER. */
    AVOID(Atom.TEMER),
    /** Index 2: stay; relation atom OBSERVAR. */
    WAIT(Atom.OBSERVAR);

    /** Number of actions. */
    public static final int COUNT = 3;

    private static final Action[] BY_INDEX = values();
    private final Atom rel;

    Action(Atom rel) {
        this.rel = rel;
    }

    /**
     * The relation atom of this action (ACTION_REL).
     *
     * @return UNIR, TEMER or OBSERVAR
     */
    public Atom rel() {
        return rel;
    }

    /**
     * The action at an index.
     *
     * @param index 0..2
     * @return APPROACH, AVOID or WAIT
     * @throws IllegalArgumentException when {@code index} is outside 0..2
     */
    public static Action of(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("action index must be in [0, 2]: " + index);
        }
        return BY_INDEX[index];
    }

    /**
     * The action with a relation atom.
     *
     * @param rel the atom
     * @return the action whose {@link #rel()} is {@code rel}, or null if none
     */
    public static Action ofRel(Atom rel) {
        for (Action a : BY_INDEX) {
            if (a.rel == rel) {
                return a;
            }
        }
        return null;
    }
}
