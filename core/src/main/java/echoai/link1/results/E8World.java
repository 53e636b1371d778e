package echoai.link1.results;

import java.util.List;
import java.util.Objects;

/**
 * One world of one E8 arm: E4's row and, per speaker of the set, its figures.
 *
 * @param world    the row (first-visit harm, harm, diversions, postcards, every P3 guard)
 * @param speakers per speaker, in veteran order
 */
public record E8World(WorldResult world, List<SpeakerFigures> speakers) {
    /**
     * Checks the components.
     *
     * @param world the row, never null
     * @param speakers one per speaker of the set
     */
    public E8World {
        Objects.requireNonNull(world, "world");
        speakers = List.copyOf(speakers);
    }
}
