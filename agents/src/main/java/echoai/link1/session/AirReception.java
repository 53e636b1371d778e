package echoai.link1.session;

import java.util.Objects;

/**
 * One frame an agent's receiver delivered in a {@link SharedAir} (its CRC passed).
 *
 * @param station the hearing agent's index in the room
 * @param frameHex the 22 bytes, 44 lowercase hex digits
 * @param offsetSamples where the receiver put its start, 16 kHz samples of the agent's
 *     microphone (the room's clock)
 * @param heardAtSamples when it was delivered, the room's clock
 */
public record AirReception(int station, String frameHex, long offsetSamples, long heardAtSamples) {
    /**
     * A reception.
     *
     * @param station the agent's index, 0 or more
     * @param frameHex 44 hex digits, never null
     * @param offsetSamples the receiver's estimate of the frame's start
     * @param heardAtSamples 0 or more
     * @throws IllegalArgumentException when a value is out of range
     */
    public AirReception {
        Objects.requireNonNull(frameHex, "frameHex");
        if (station < 0 || frameHex.length() != 44 || heardAtSamples < 0) {
            throw new IllegalArgumentException("station >= 0, 44 hex digits, heard at >= 0: "
                    + station + ", " + frameHex + ", " + heardAtSamples);
        }
    }
}
