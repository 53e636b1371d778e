package echoai.link1.room;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A named room point (ROOM.md §9): a shoebox, an RT60 and a source–microphone distance; the
 * positions are drawn from the seed. Experiments, the CLI and the demo share these names; none
 * clashes with {@code dry|echo|long-echo|reverb}.
 *
 * @param name e.g. {@code living-1m} or {@code living-rt0.5-2m}
 * @param room the shoebox
 * @param rt60S reverberation time, s
 * @param distanceM source–microphone distance, m
 */
public record RoomPoint(String name, ShoeboxRoom room, double rt60S, double distanceM) {
    /** The grid's RT60s, s. */
    public static final List<Double> GRID_RT60_S = List.of(0.3, 0.5, 0.8);
    /** The grid's distances, m. */
    public static final List<Double> GRID_DISTANCE_M = List.of(0.5, 1.0, 2.0, 3.0);
    private static final List<RoomPoint> ALL = build();

    /**
     * A room point.
     *
     * @param name its name, never null
     * @param room the shoebox, never null
     * @param rt60S reverberation time, s, in [0.05, 3] (and ᾱ below 1 for the room)
     * @param distanceM source–microphone distance, m, in [0.05, 50]
     * @throws IllegalArgumentException when a value is outside its range
     */
    public RoomPoint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(room, "room");
        room.absorptionFor(rt60S);
        if (!(distanceM >= 0.05 && distanceM <= 50)) {
            throw new IllegalArgumentException("distanceM must be in [0.05, 50]: " + distanceM);
        }
    }

    private static List<RoomPoint> build() {
        List<RoomPoint> all = new ArrayList<>(grid());
        all.add(new RoomPoint("living-0.3m", ShoeboxRoom.LIVING, 0.3, 0.3));
        all.add(new RoomPoint("desk-0.5m", ShoeboxRoom.LIVING, 0.4, 0.5));
        all.add(new RoomPoint("living-1m", ShoeboxRoom.LIVING, 0.5, 1));
        all.add(new RoomPoint("living-2m", ShoeboxRoom.LIVING, 0.5, 2));
        all.add(new RoomPoint("living-3m", ShoeboxRoom.LIVING, 0.5, 3));
        all.add(new RoomPoint("office-1m", ShoeboxRoom.OFFICE, 0.4, 1));
        all.add(new RoomPoint("hall-3m", ShoeboxRoom.HALL, 0.8, 3));
        return Collections.unmodifiableList(all);
    }

    /**
     * The E2-rooms grid in the living room, RT60-major: {@code living-rt0.3-0.5m} …
     * {@code living-rt0.8-3m}.
     *
     * @return the 12 points, unmodifiable
     */
    public static List<RoomPoint> grid() {
        List<RoomPoint> grid = new ArrayList<>();
        for (double rt60 : GRID_RT60_S) {
            for (double d : GRID_DISTANCE_M) {
                grid.add(new RoomPoint("living-rt" + number(rt60) + "-" + number(d) + "m",
                        ShoeboxRoom.LIVING, rt60, d));
            }
        }
        return Collections.unmodifiableList(grid);
    }

    /**
     * Every named point: the grid, then the points for users.
     *
     * @return an unmodifiable list
     */
    public static List<RoomPoint> all() {
        return ALL;
    }

    /**
     * The point with a name.
     *
     * @param name a point's name, any case, surrounding blanks ignored
     * @return the point
     * @throws IllegalArgumentException when no point has that name (the message lists them)
     */
    public static RoomPoint named(String name) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        for (RoomPoint p : ALL) {
            if (p.name.equals(key)) {
                return p;
            }
        }
        List<String> names = new ArrayList<>();
        for (RoomPoint p : ALL) {
            names.add(p.name);
        }
        throw new IllegalArgumentException("point must be one of " + String.join(", ", names)
                + ": " + name);
    }

    /** Shortest decimal form: 0.5, 1, 2. */
    static String number(double v) {
        return v == StrictMath.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /**
     * A config at this point.
     *
     * @param background the background, never null
     * @param snrDb SNR in dB, in [−30, 80]; {@code +Infinity} exactly when the background is {@code NONE}
     * @param devices the devices, never null
     * @param seed the seed of every draw
     * @return the config
     * @throws IllegalArgumentException when a value is outside its range
     */
    public PhysicalRoomConfig config(Background background, double snrDb, DeviceChain devices,
                                     long seed) {
        return new PhysicalRoomConfig(room, rt60S, distanceM, background, snrDb, devices, seed);
    }
}
