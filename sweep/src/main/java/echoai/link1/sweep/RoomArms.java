package echoai.link1.sweep;

import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.modem.AirProfile;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The rooms part of a sweep grid: understanding-rooms' arms (V2-2) over the grid's points ×
 * profiles × modes, with its wire reference arms S, T and E5. Row files are named after the arms,
 * {@code ':'} turned into a folder: {@code rooms/wire/S},
 * {@code rooms/air/A/k1/living-rt0.5-2m/white/30dB}.
 *
 * @param points   the room points, at least one, none repeated
 * @param profiles air profile labels ({@code k1}, {@code k2}, {@code r}, {@code f}), at least one
 * @param modes    {@code claims} and/or {@code dialogue}, kept in that order
 */
public record RoomArms(List<RoomPointSpec> points, List<String> profiles, List<String> modes)
        implements Serializable {
    /** The folder of the rooms arms' row files under {@code rows/}. */
    public static final String FOLDER = "rooms";

    public RoomArms {
        points = List.copyOf(points);
        if (points.isEmpty() || Set.copyOf(points).size() != points.size()) {
            throw new IllegalArgumentException("points must name at least one point, none"
                    + " repeated: " + points.size());
        }
        if (profiles == null || profiles.isEmpty()) {
            throw new IllegalArgumentException("profiles must name at least one of k1, k2, r, f"
                    + " when the grid has points");
        }
        profiles = profiles.stream().map(p -> AirProfile.parse(p).label()).toList();
        if (Set.copyOf(profiles).size() != profiles.size()) {
            throw new IllegalArgumentException("profiles must not repeat: " + profiles);
        }
        modes = modes == null || modes.isEmpty() ? UnderstandingRooms.MODES : List.copyOf(modes);
        for (String mode : modes) {
            if (!UnderstandingRooms.MODES.contains(mode)) {
                throw new IllegalArgumentException("modes must be among "
                        + UnderstandingRooms.MODES + ": " + mode);
            }
        }
        if (Set.copyOf(modes).size() != modes.size()) {
            throw new IllegalArgumentException("modes must not repeat: " + modes);
        }
        List<String> ordered = modes;
        modes = UnderstandingRooms.MODES.stream().filter(ordered::contains).toList();
        experiment(points, profiles, modes);
    }

    /** The experiment these arms are: built anew where it runs (it is not serializable). */
    public UnderstandingRooms experiment() {
        return experiment(points, profiles, modes);
    }

    private static UnderstandingRooms experiment(List<RoomPointSpec> points, List<String> profiles,
                                                 List<String> modes) {
        return new UnderstandingRooms(points.stream().map(RoomPointSpec::toCase).toList(),
                profiles.stream().map(AirProfile::parse).toList(), modes);
    }

    /** The arms in the order a world gives them (wire arms first). */
    public List<String> armNames() {
        return experiment().armNames();
    }

    /** The row file of an arm: {@code rooms/wire/S}, {@code rooms/air/A/k1/...}. */
    public static String file(String arm) {
        boolean wire = UnderstandingRooms.WIRE_ARMS.contains(arm);
        String path = arm.replace(':', '/');
        for (String part : path.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                throw new IllegalArgumentException("an arm's name cannot be a file: " + arm);
            }
        }
        return FOLDER + "/" + (wire ? "wire/" : "air/") + path;
    }

    /** The row files, in {@link #armNames()}' order. */
    public List<String> files() {
        List<String> out = new ArrayList<>();
        for (String arm : armNames()) {
            out.add(file(arm));
        }
        return List.copyOf(out);
    }
}
