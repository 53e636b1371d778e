package echoai.link1.room;

import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Where the loudspeaker (source) and the microphone stand (ROOM.md §2). Both are omnidirectional
 * points. {@link #draw} places them at a given distance from a seed.
 *
 * @param source the loudspeaker's position
 * @param microphone the microphone's position, at least 0.05 m from the source
 */
public record Placement(Point3 source, Point3 microphone) {
    /** Distance kept from every wall, m. */
    public static final double WALL_MARGIN_M = 0.5;
    /** Lowest source height, m. */
    public static final double SOURCE_LOW_M = 0.7;
    /** Highest source height, m. */
    public static final double SOURCE_HIGH_M = 1.5;
    /** Lowest microphone height, m. */
    public static final double MIC_LOW_M = 0.5;
    /** Highest microphone height, m. */
    public static final double MIC_HIGH_M = 2.0;
    /** Elevation of the microphone seen from the source, ± degrees. */
    public static final double ELEVATION_DEG = 30;
    private static final int MAX_TRIES = 10_000;

    /**
     * A placement.
     *
     * @param source the loudspeaker's position, never null
     * @param microphone the microphone's position, never null
     * @throws IllegalArgumentException when the two are closer than 0.05 m
     */
    public Placement {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(microphone, "microphone");
        if (!(source.distanceTo(microphone) >= 0.05)) {
            throw new IllegalArgumentException("distance must be >= 0.05 m: "
                    + source.distanceTo(microphone));
        }
    }

    /**
     * The source–microphone distance.
     *
     * @return metres, ≥ 0.05
     */
    public double distanceM() {
        return source.distanceTo(microphone);
    }

    /**
     * Draws a placement at {@code distanceM}: the source uniformly in the room kept 0.5 m from
     * the walls at a height in [0.7, 1.5] m, the microphone at the distance in a direction of
     * uniform azimuth and uniform elevation in ±30°, redrawn until it is 0.5 m from the walls
     * at a height in [0.5, 2.0] m.
     *
     * @param room the room, never null
     * @param distanceM the distance, m, in [0.05, 50]
     * @param random the draws
     * @return the placement
     * @throws IllegalArgumentException if {@code distanceM} is outside [0.05, 50] or 10 000 draws
     *     find no such placement
     */
    public static Placement draw(ShoeboxRoom room, double distanceM, SplittableRandom random) {
        Objects.requireNonNull(room, "room");
        if (!(distanceM >= 0.05 && distanceM <= 50)) {
            throw new IllegalArgumentException("distanceM must be in [0.05, 50]: " + distanceM);
        }
        double m = WALL_MARGIN_M;
        for (int tries = 0; tries < MAX_TRIES; tries++) {
            Point3 s = new Point3(m + random.nextDouble() * (room.lengthM() - 2 * m),
                    m + random.nextDouble() * (room.widthM() - 2 * m),
                    SOURCE_LOW_M + random.nextDouble() * (SOURCE_HIGH_M - SOURCE_LOW_M));
            double azimuth = 2 * StrictMath.PI * random.nextDouble();
            double elevation = StrictMath.toRadians(ELEVATION_DEG * (2 * random.nextDouble() - 1));
            double horizontal = distanceM * StrictMath.cos(elevation);
            Point3 mic = new Point3(s.x() + horizontal * StrictMath.cos(azimuth),
                    s.y() + horizontal * StrictMath.sin(azimuth),
                    s.z() + distanceM * StrictMath.sin(elevation));
            if (mic.inside(room, m) && mic.z() >= MIC_LOW_M && mic.z() <= MIC_HIGH_M) {
                return new Placement(s, mic);
            }
        }
        throw new IllegalArgumentException("distanceM must fit in the room " + room + ": " + distanceM);
    }
}
