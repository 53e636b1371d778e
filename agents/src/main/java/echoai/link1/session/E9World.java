package echoai.link1.session;

import java.util.Objects;

/**
 * One world of one E9 arm: E4's row and, for the discovering arms, the discovery figures.
 *
 * @param world     the row (first-visit harm, harm, diversions, postcards, every P3 guard)
 * @param discovery what B did with its belief about A's perception, or null in S, T and TNEQ
 */
public record E9World(WorldResult world, DiscoveryFigures discovery) {
    /**
     * Checks the components.
     *
     * @param world the row, never null
     * @param discovery the discovery figures, or null
     * @throws NullPointerException when {@code world} is null
     */
    public E9World {
        Objects.requireNonNull(world, "world");
    }
}
