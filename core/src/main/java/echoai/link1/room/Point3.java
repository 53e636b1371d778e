package echoai.link1.room;

/**
 * A point in a {@link ShoeboxRoom}, metres from the corner at the origin (x along the length,
 * y along the width, z up).
 */
public record Point3(double x, double y, double z) {
    public Point3 {
        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(z)) {
            throw new IllegalArgumentException("coordinates must be finite: " + x + ", " + y + ", "
                    + z);
        }
    }

    /** Euclidean distance to {@code other}, m. */
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
