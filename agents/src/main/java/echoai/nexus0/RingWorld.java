package echoai.nexus0;

import echoai.wsp.Postcard;

/**
 * The ring of {@value #CELLS} cells of NEXUS0.md: a kind and a 16-bit landmark (texture) per cell.
 * Immutable, so one instance may be shared by any number of agents (a twin's "copy of the world"
 * is the same value).
 *
 * <p>{@link #world(long)}: landmarks for cells 0..31 in order, each {@code below(65536)} redrawn
 * until it differs from all earlier ones; then Fisher–Yates over {@code [1..31]} from the end with
 * the same generator; cells[0..1] THREAT, [2..4] GOAL, [5] NOVEL, the rest (and cell 0) EMPTY.
 * {@link #worldD(long)}: the same landmarks, placement from a fresh {@code SplitMix64(seed ^ 0xD1FF)}.
 */
public final class RingWorld {
    /** Cells in the ring. */
    public static final int CELLS = 32;
    /** Landmark range: {@code below(LANDMARKS)}. */
    public static final int LANDMARKS = 65_536;
    /** XOR applied to the seed for the placement of arm D's changed world. */
    public static final long D_SALT = 0xD1FF;

    private final long seed;
    private final boolean changed;
    private final Perception perception;
    private final CellKind[] kinds = new CellKind[CELLS];
    private final int[] landmarks = new int[CELLS];
    private final Postcard[] observations = new Postcard[CELLS];

    private RingWorld(long seed, boolean changed, Perception perception) {
        this.seed = seed;
        this.changed = changed;
        this.perception = perception;
        SplitMix64 rng = new SplitMix64(seed);
        drawLandmarks(rng);
        place(changed ? new SplitMix64(seed ^ D_SALT) : rng);
        for (int cell = 0; cell < CELLS; cell++) {
            Postcard v1 = Encoder.observation(kinds[cell], landmarks[cell]);
            observations[cell] = perception.isIdentity() ? v1 : perception.apply(v1);
        }
    }

    /**
     * The world of a seed.
     *
     * @param seed the world seed
     * @return the world
     */
    public static RingWorld world(long seed) {
        return new RingWorld(seed, false, Perception.IDENTITY);
    }

    /**
     * The changed world of arm D: same landmarks as {@code world(seed)}, another placement.
     *
     * @param seed the world seed
     * @return the changed world
     */
    public static RingWorld worldD(long seed) {
        return new RingWorld(seed, true, Perception.IDENTITY);
    }

    /**
     * The same world (kinds, landmarks, placement) as an agent perceiving through
     * {@code member} sees it: every observation is {@link Perception#apply} of the v1 one (E9,
     * {@code docs/spec/E9.md}). Kinds, landmarks, rewards and moves are unchanged; only
     * {@link #observe} and {@link #referent} differ.
     *
     * @param member the member of the family of perception differences, never null
     * @return the perceived world ({@code this} world's twin for {@link Perception#IDENTITY})
     */
    public RingWorld perceivedBy(Perception member) {
        return new RingWorld(seed, changed, java.util.Objects.requireNonNull(member, "member"));
    }

    /**
     * How the agents living in this world perceive it.
     *
     * @return {@link Perception#IDENTITY} for {@link #world} and {@link #worldD}
     */
    public Perception perception() {
        return perception;
    }

    private void drawLandmarks(SplitMix64 rng) {
        for (int cell = 0; cell < CELLS; cell++) {
            int value;
            do {
                value = (int) rng.below(LANDMARKS);
            } while (drawnBefore(value, cell));
            landmarks[cell] = value;
        }
    }

    private boolean drawnBefore(int value, int count) {
        for (int i = 0; i < count; i++) {
            if (landmarks[i] == value) {
                return true;
            }
        }
        return false;
    }

    private void place(SplitMix64 rng) {
        int[] cells = new int[CELLS - 1];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i + 1;
        }
        for (int i = cells.length - 1; i >= 1; i--) {
            int j = (int) rng.below(i + 1);
            int tmp = cells[i];
            cells[i] = cells[j];
            cells[j] = tmp;
        }
        java.util.Arrays.fill(kinds, CellKind.EMPTY);
        kinds[cells[0]] = CellKind.THREAT;
        kinds[cells[1]] = CellKind.THREAT;
        kinds[cells[2]] = CellKind.GOAL;
        kinds[cells[3]] = CellKind.GOAL;
        kinds[cells[4]] = CellKind.GOAL;
        kinds[cells[5]] = CellKind.NOVEL;
    }

    /**
     * The seed this world was built from.
     *
     * @return the seed
     */
    public long seed() {
        return seed;
    }

    /**
     * Whether this is arm D's changed world ({@link #worldD(long)}).
     *
     * @return true for the changed world
     */
    public boolean isChanged() {
        return changed;
    }

    /**
     * The kind of a cell.
     *
     * @param cell 0..31
     * @return its kind
     * @throws IllegalArgumentException when {@code cell} is outside 0..31
     */
    public CellKind kind(int cell) {
        return kinds[checkCell(cell)];
    }

    /**
     * The landmark of a cell.
     *
     * @param cell 0..31
     * @return 0..65535
     * @throws IllegalArgumentException when {@code cell} is outside 0..31
     */
    public int landmark(int cell) {
        return landmarks[checkCell(cell)];
    }

    /**
     * The observation postcard the encoder makes of a cell (through {@link #perception()}).
     *
     * @param cell 0..31
     * @return the postcard
     * @throws IllegalArgumentException when {@code cell} is outside 0..31
     */
    public Postcard observe(int cell) {
        return observations[checkCell(cell)];
    }

    /**
     * The referent of a cell: {@link Referent#of(Postcard)} of its observation.
     *
     * @param cell 0..31
     * @return 0..65535
     * @throws IllegalArgumentException when {@code cell} is outside 0..31
     */
    public int referent(int cell) {
        return Referent.of(observe(cell));
    }

    /**
     * The kinds of cells 0..31 as symbols.
     *
     * @return 32 characters, e.g. {@code .N........T.GG........GT........}
     */
    public String kindsString() {
        StringBuilder sb = new StringBuilder(CELLS);
        for (CellKind kind : kinds) {
            sb.append(kind.symbol());
        }
        return sb.toString();
    }

    /**
     * The next cell after a jump, modulo 32.
     *
     * @param cell the cell
     * @param jump the jump, e.g. -1, 0 or +1
     * @return (cell + jump) mod 32, 0..31
     */
    public static int move(int cell, int jump) {
        return Math.floorMod(cell + jump, CELLS);
    }

    private static int checkCell(int cell) {
        if (cell < 0 || cell >= CELLS) {
            throw new IllegalArgumentException("cell must be in [0, 31]: " + cell);
        }
        return cell;
    }
}
