package echoai.nexus0;

/**
 * What a ring cell is. {@link #symbol()} is the character of {@link RingWorld#kindsString()};
 * {@link #gridCode()} the echo-nexus frame colour (0 empty, 1 threat, 2 goal, 3 novel; 4 is the
 * agent's own cell and belongs to no kind).
 */
public enum CellKind {
    EMPTY('.', 0), THREAT('T', 1), GOAL('G', 2), NOVEL('N', 3);

    private final char symbol;
    private final int gridCode;

    CellKind(char symbol, int gridCode) {
        this.symbol = symbol;
        this.gridCode = gridCode;
    }

    /** {@code .} EMPTY, {@code T} THREAT, {@code G} GOAL, {@code N} NOVEL. */
    public char symbol() {
        return symbol;
    }

    /** The echo-nexus grid code, 0..3. */
    public int gridCode() {
        return gridCode;
    }
}
