package echoai.nexus0;

/**
 * What a ring cell is. {@link #symbol()} is the character of {@link RingWorld#kindsString()};
 * {@link #gridCode()} the echo-nexus frame colour (0 empty, 1 threat, 2 goal, 3 novel; 4 is the
 * agent's own cell and belongs to no kind).
 */
public enum CellKind {
    /** Nothing there; grid code 0. */
    EMPTY('.', 0),
    /** APPROACH here costs -50; grid code 1. */
    THREAT('T', 1),
    /** APPROACH here earns +30; grid code 2. */
    GOAL('G', 2),
    /** APPROACH here costs -50, as on a threat; grid code 3. */
    NOVEL('N', 3);

    private final char symbol;
    private final int gridCode;

    CellKind(char symbol, int gridCode) {
        this.symbol = symbol;
        this.gridCode = gridCode;
    }

    /**
     * The one-character symbol.
     *
     * @return {@code .} EMPTY, {@code T} THREAT, {@code G} GOAL, {@code N} NOVEL
     */
    public char symbol() {
        return symbol;
    }

    /**
     * The echo-nexus grid code.
     *
     * @return 0..3
     */
    public int gridCode() {
        return gridCode;
    }
}
