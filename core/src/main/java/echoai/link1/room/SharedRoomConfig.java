package echoai.link1.room;

import java.util.List;
import java.util.Objects;

/**
 * A room several agents share (docs/spec/E7.md, "The shared room"): a shoebox and its RT60,
 * where each agent stands (its loudspeaker; its microphone {@value SharedRoom#MIC_ABOVE_M} m
 * above it), the room's background and its level, and the seed. The devices are ROOM.md's
 * default (48 → 48 kHz, no clock offset, automatic gain).
 *
 * @param room the shoebox
 * @param rt60S reverberation time, s (Sabine; ᾱ below 1 for the room)
 * @param positions each agent's loudspeaker, in agent order (at least one)
 * @param background {@code NONE} or {@code WHITE}
 * @param snrDb the background's level: the SNR (ROOM.md §7's reference tone) of a loudspeaker
 *     {@value SharedRoom#REFERENCE_DISTANCE_M} m from the microphone, in [−30, 80];
 *     {@code +Infinity} exactly with no background
 * @param seed the seed of every draw (each path's diffuse tail, each microphone's background)
 */
public record SharedRoomConfig(ShoeboxRoom room, double rt60S, List<Point3> positions,
                               Background background, double snrDb, long seed) {
    /**
     * A shared room.
     *
     * @param room the shoebox, never null
     * @param rt60S reverberation time, s, in [0.05, 3] (ᾱ below 1 for the room)
     * @param positions the agents' loudspeakers, at least one; each, and the microphone above
     *     it, inside the room
     * @param background {@code NONE} or {@code WHITE}
     * @param snrDb in [−30, 80]; {@code +Infinity} exactly with no background
     * @param seed the seed of every draw
     * @throws IllegalArgumentException when a value is outside its range
     */
    public SharedRoomConfig {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(background, "background");
        room.absorptionFor(rt60S);
        positions = List.copyOf(positions);
        if (positions.isEmpty()) {
            throw new IllegalArgumentException("positions must hold at least one agent: 0");
        }
        for (Point3 p : positions) {
            if (!p.inside(room, 0) || !SharedRoom.microphoneOf(p).inside(room, 0)) {
                throw new IllegalArgumentException("positions must be inside the room with the"
                        + " microphone " + SharedRoom.MIC_ABOVE_M + " m above: " + p);
            }
        }
        if (background != Background.NONE && background != Background.WHITE) {
            throw new IllegalArgumentException("background must be none or white: "
                    + background.label());
        }
        boolean none = background == Background.NONE;
        if (none != (snrDb == Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(
                    "snrDb must be +Infinity exactly when the background is none: " + snrDb);
        }
        if (!none && !(snrDb >= -30 && snrDb <= 80)) {
            throw new IllegalArgumentException("snrDb must be in [-30, 80]: " + snrDb);
        }
    }

    /**
     * The number of agents.
     *
     * @return at least one
     */
    public int agents() {
        return positions.size();
    }
}
