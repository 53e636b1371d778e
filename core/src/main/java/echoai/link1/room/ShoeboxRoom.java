package echoai.link1.room;

/**
 * A rectangular room (ROOM.md §2): its dimensions in metres and, by Sabine's formula with one
 * frequency-independent absorption on all six surfaces, the absorption and critical distance
 * that go with a reverberation time.
 *
 * @param lengthM L_x in [1, 50] m
 * @param widthM L_y in [1, 50] m
 * @param heightM L_z in [1, 50] m
 */
public record ShoeboxRoom(double lengthM, double widthM, double heightM) {
    /** The living room of issue 16: 5 × 4 × 2.7 m. */
    public static final ShoeboxRoom LIVING = new ShoeboxRoom(5, 4, 2.7);
    /** A furnished office: 4 × 3.5 × 2.7 m. */
    public static final ShoeboxRoom OFFICE = new ShoeboxRoom(4, 3.5, 2.7);
    /** A bare hall: 10 × 8 × 4 m. */
    public static final ShoeboxRoom HALL = new ShoeboxRoom(10, 8, 4);
    /** Sabine's constant, s/m (24·ln 10 / 343 m/s). */
    public static final double SABINE = 0.161;
    /** Shortest reverberation time accepted, s. */
    public static final double RT60_MIN_S = 0.05;
    /** Longest reverberation time accepted, s. */
    public static final double RT60_MAX_S = 3;

    /**
     * A room.
     *
     * @param lengthM L_x in [1, 50] m
     * @param widthM L_y in [1, 50] m
     * @param heightM L_z in [1, 50] m
     * @throws IllegalArgumentException when a dimension is outside [1, 50] m
     */
    public ShoeboxRoom {
        check("lengthM", lengthM);
        check("widthM", widthM);
        check("heightM", heightM);
    }

    private static void check(String name, double metres) {
        if (!(metres >= 1 && metres <= 50)) {
            throw new IllegalArgumentException(name + " must be in [1, 50]: " + metres);
        }
    }

    /**
     * The volume V.
     *
     * @return m³
     */
    public double volumeM3() {
        return lengthM * widthM * heightM;
    }

    /**
     * The surface S of the six walls.
     *
     * @return m²
     */
    public double surfaceM2() {
        return 2 * (lengthM * widthM + lengthM * heightM + widthM * heightM);
    }

    /**
     * The mean absorption ᾱ = 0.161·V / (S·RT60) that gives {@code rt60S} by Sabine.
     *
     * @param rt60S reverberation time, s, in [0.05, 3]
     * @return ᾱ, in (0, 1)
     * @throws IllegalArgumentException if RT60 is outside [0.05, 3] s or ᾱ would reach 1
     */
    public double absorptionFor(double rt60S) {
        if (!(rt60S >= RT60_MIN_S && rt60S <= RT60_MAX_S)) {
            throw new IllegalArgumentException("rt60S must be in [0.05, 3]: " + rt60S);
        }
        double alpha = SABINE * volumeM3() / (surfaceM2() * rt60S);
        if (!(alpha < 1)) {
            throw new IllegalArgumentException(
                    "rt60S must be long enough for absorption < 1 in this room: " + rt60S);
        }
        return alpha;
    }

    /**
     * The critical distance d_c = √(A / 16π), A = 0.161·V/RT60 the equivalent absorption area.
     *
     * @param rt60S reverberation time, s, in [0.05, 3]
     * @return metres
     * @throws IllegalArgumentException as {@link #absorptionFor}
     */
    public double criticalDistanceM(double rt60S) {
        absorptionFor(rt60S);
        return StrictMath.sqrt(SABINE * volumeM3() / (16 * StrictMath.PI * rt60S));
    }
}
