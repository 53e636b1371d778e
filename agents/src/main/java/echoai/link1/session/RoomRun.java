package echoai.link1.session;

import echoai.link1.room.Point3;
import java.util.List;
import java.util.Objects;

/**
 * One world of one room arm (E7): B's row, the air's counts, and what happened on the air
 * (for the story and the timelines).
 *
 * @param result B's row (E4's keys, the P3 guards)
 * @param air the air's counts
 * @param positions where B (index 0) and each veteran stood
 * @param transmissions every frame sent, in order
 * @param collidedAtB per transmission, whether it overlapped another at B's microphone
 * @param deliveredToB per transmission, whether the agent it was meant for delivered it
 * @param heardByB the frames B's receiver delivered, in order
 */
public record RoomRun(WorldResult result, RoomAirCounts air, List<Point3> positions,
                      List<AirTransmission> transmissions, List<Boolean> collidedAtB,
                      List<Boolean> deliveredToB, List<AirReception> heardByB) {
    /**
     * A run; the lists are copied.
     *
     * @param result never null
     * @param air never null
     * @param positions never null
     * @param transmissions never null
     * @param collidedAtB one per transmission
     * @param deliveredToB one per transmission
     * @param heardByB never null
     * @throws IllegalArgumentException when the per-transmission lists do not match
     */
    public RoomRun {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(air, "air");
        positions = List.copyOf(positions);
        transmissions = List.copyOf(transmissions);
        collidedAtB = List.copyOf(collidedAtB);
        deliveredToB = List.copyOf(deliveredToB);
        heardByB = List.copyOf(heardByB);
        if (collidedAtB.size() != transmissions.size()
                || deliveredToB.size() != transmissions.size()) {
            throw new IllegalArgumentException("one flag per transmission: "
                    + transmissions.size() + ", " + collidedAtB.size() + ", "
                    + deliveredToB.size());
        }
    }
}
