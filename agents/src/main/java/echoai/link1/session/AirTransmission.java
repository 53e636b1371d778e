package echoai.link1.session;

import java.util.Objects;

/**
 * One frame sent into a {@link SharedAir}: who, what and when (the simulation's ground truth).
 *
 * @param station the agent's index in the room
 * @param frameHex the 22 bytes, 44 lowercase hex digits
 * @param startSamples the 16 kHz sample of its first sample at the loudspeaker
 * @param lengthSamples how long it plays, 16 kHz samples
 */
public record AirTransmission(int station, String frameHex, long startSamples, int lengthSamples) {
    /**
     * A transmission.
     *
     * @param station the agent's index, 0 or more
     * @param frameHex 44 hex digits, never null
     * @param startSamples 0 or more
     * @param lengthSamples 1 or more
     * @throws IllegalArgumentException when a value is out of range
     */
    public AirTransmission {
        Objects.requireNonNull(frameHex, "frameHex");
        if (station < 0 || frameHex.length() != 44 || startSamples < 0 || lengthSamples < 1) {
            throw new IllegalArgumentException("station >= 0, 44 hex digits, start >= 0, length"
                    + " >= 1: " + station + ", " + frameHex + ", " + startSamples + ", "
                    + lengthSamples);
        }
    }

    /**
     * The sample after its last.
     *
     * @return {@code startSamples + lengthSamples}
     */
    public long endSamples() {
        return startSamples + lengthSamples;
    }
}
