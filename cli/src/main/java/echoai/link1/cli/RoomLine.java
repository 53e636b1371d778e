package echoai.link1.cli;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * What {@code link1 room} did to a recording: its one JSON line.
 *
 * @param samples     samples written
 * @param clipped     samples saturated to int16 (counted, never silent)
 * @param signalPower mean power of the input's non-zero samples, in int16 units squared, one
 *                    decimal
 */
public record RoomLine(int samples, long clipped, BigDecimal signalPower) {
    /**
     * Checks the components.
     *
     * @param samples samples written
     * @param clipped samples saturated to int16 (counted, never silent)
     * @param signalPower mean power of the input's non-zero samples, in int16 units squared, one
     *     decimal
     * @throws NullPointerException when a required component is null
     */
    public RoomLine {
        Objects.requireNonNull(signalPower, "signalPower");
    }
}
