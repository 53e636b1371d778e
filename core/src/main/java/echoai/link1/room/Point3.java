package echoai.link1.room;

/**
 * A point in a {@link ShoeboxRoom}, metres from the corner at the origin (x along the length,
 * y along the width, z up).
 *
 * @param x metres along the length
 * @param y metres along the width
 * @param z metres up
 */
public record Point3(double x, double y, double z) {
    /**
     * A point.
     *
     * @param x metres along the length, finite
     * @param y metres along the width, finite
     * @param z metres up, finite
     * @throws IllegalArgumentException when a coordinate is not finite
     */
    public Point3 {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) {
            throw new IllegalArgumentException("coordinates must be finite: " + x + ", " + y + ", "
                    + z);
        }
    }

    /**
     * Euclidean distance to another point.
     *
     * @param other the other point
     * @return metres, ≥ 0
     */
    public double distanceTo(Point3 other) {
        double dx = x - other.x;
        double dy = y - other.y;
        double dz = z - other.z;
        return StrictMath.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** Whether the point lies at least {@code marginM} inside every wall of {@code room}. */
    boolean inside(ShoeboxRoom room, double marginM) {
        return x >= marginM && x <= room.lengthM() - marginM
                && y >= marginM && y <= room.widthM() - marginM
                && z >= marginM && z <= room.heightM() - marginM;
    }
}
