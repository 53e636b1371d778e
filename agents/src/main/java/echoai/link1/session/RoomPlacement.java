package echoai.link1.session;

import echoai.link1.room.Placement;
import echoai.link1.room.Point3;
import echoai.link1.room.ShoeboxRoom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Where the agents of a shared room stand (docs/spec/E7.md, "Placements"), drawn per world: the
 * novice B uniformly in the room, {@value Placement#WALL_MARGIN_M} m from every wall, its
 * loudspeaker at a height in [0.7, 1.5] m; each veteran in turn at a distance from B uniform
 * in the placement's range, in a direction of uniform azimuth and an elevation uniform in
 * ±30°, redrawn (same stream) until it is {@value Placement#WALL_MARGIN_M} m from the walls,
 * its loudspeaker at a height in [0.5, 1.9] m and at least {@value #MIN_APART_M} m from every
 * agent already placed. Index 0 is B, then veteran 0 (A), 1, 2, …
 */
public enum RoomPlacement {
    /** Every veteran within 1 m of B: 0.5 to 1 m. */
    NEAR(0.5, 1.0),
    /** Veterans spread across the room: 1 to 3 m from B. */
    SPREAD(1.0, 3.0);

    /** The least distance between two agents' loudspeakers, m. */
    public static final double MIN_APART_M = 0.3;
    private static final double LOW_M = 0.5;
    private static final double HIGH_M = 1.9;
    private static final int MAX_TRIES = 100_000;

    private final double minM;
    private final double maxM;

    RoomPlacement(double minM, double maxM) {
        this.minM = minM;
        this.maxM = maxM;
    }

    /**
     * The lowercase label used in arm names and JSON.
     *
     * @return {@code near} or {@code spread}
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The least distance of a veteran from B.
     *
     * @return metres
     */
    public double minM() {
        return minM;
    }

    /**
     * The largest distance of a veteran from B.
     *
     * @return metres
     */
    public double maxM() {
        return maxM;
    }

    /**
     * Draws the positions of B and {@code veterans} veterans.
     *
     * @param room the shoebox
     * @param veterans how many veterans, 1 or more
     * @param random the draws
     * @return B's loudspeaker first, then each veteran's
     * @throws IllegalArgumentException when no such placement is found
     */
    public List<Point3> draw(ShoeboxRoom room, int veterans, SplittableRandom random) {
        double m = Placement.WALL_MARGIN_M;
        List<Point3> out = new ArrayList<>();
        out.add(new Point3(m + random.nextDouble() * (room.lengthM() - 2 * m),
                m + random.nextDouble() * (room.widthM() - 2 * m),
                Placement.SOURCE_LOW_M + random.nextDouble()
                        * (Placement.SOURCE_HIGH_M - Placement.SOURCE_LOW_M)));
        Point3 b = out.get(0);
        for (int v = 0; v < veterans; v++) {
            out.add(veteran(room, b, out, random));
        }
        return List.copyOf(out);
    }

    private Point3 veteran(ShoeboxRoom room, Point3 b, List<Point3> placed,
                           SplittableRandom random) {
        double m = Placement.WALL_MARGIN_M;
        for (int tries = 0; tries < MAX_TRIES; tries++) {
            double d = minM + random.nextDouble() * (maxM - minM);
            double azimuth = 2 * StrictMath.PI * random.nextDouble();
            double elevation = StrictMath.toRadians(Placement.ELEVATION_DEG
                    * (2 * random.nextDouble() - 1));
            double horizontal = d * StrictMath.cos(elevation);
            Point3 p = new Point3(b.x() + horizontal * StrictMath.cos(azimuth),
                    b.y() + horizontal * StrictMath.sin(azimuth), b.z() + d * StrictMath.sin(elevation));
            boolean ok = p.x() >= m && p.x() <= room.lengthM() - m && p.y() >= m
                    && p.y() <= room.widthM() - m && p.z() >= LOW_M && p.z() <= HIGH_M;
            for (Point3 q : placed) {
                ok &= q.distanceTo(p) >= MIN_APART_M;
            }
            if (ok) {
                return p;
            }
        }
        throw new IllegalArgumentException("no placement " + label() + " for " + placed.size()
                + " agents in " + room);
    }
}
