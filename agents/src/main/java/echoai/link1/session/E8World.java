package echoai.link1.session;

import java.util.List;
import java.util.Objects;

/**
 * One world of one E8 arm: E4's row, per speaker of the set its figures, and by air what the
 * shared room did to the speakers' frames.
 *
 * @param world    the row (first-visit harm, harm, diversions, postcards, every P3 guard)
 * @param speakers per speaker, in veteran order
 * @param air      by air, the room's counts (collisions, frames lost, air time, corrupt
 *                 candidates); null by wire, and then left out of the file
 */
public record E8World(WorldResult world, List<SpeakerFigures> speakers, RoomAirCounts air) {
    /**
     * Checks the components.
     *
     * @param world the row, never null
     * @param speakers one per speaker of the set
     * @param air the air's counts, or null by wire
     */
    public E8World {
        Objects.requireNonNull(world, "world");
        speakers = List.copyOf(speakers);
    }

    /**
     * A world by wire.
     *
     * @param world the row, never null
     * @param speakers one per speaker of the set
     */
    public E8World(WorldResult world, List<SpeakerFigures> speakers) {
        this(world, speakers, null);
    }
}
