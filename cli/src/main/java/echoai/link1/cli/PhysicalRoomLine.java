package echoai.link1.cli;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code link1 room --point …}'s JSON line: what the physical room of {@code docs/spec/ROOM.md}
 * wrote and where it put the devices.
 *
 * @param samples           samples written
 * @param rateHz            their rate (the capture rate, or 16 000 with {@code --out-rate 16000})
 * @param clipped           samples saturated to int16 (capture and decimation)
 * @param rt60S             the room's reverberation time, s, 3 decimals
 * @param distanceM         loudspeaker–microphone distance, m, 3 decimals
 * @param criticalDistanceM the room's critical distance at that RT60, m, 3 decimals
 * @param drrDb             the drawn impulse response's direct-to-reverberant ratio, dB, 2 decimals
 * @param source            the loudspeaker's position [x, y, z], m, 3 decimals
 * @param microphone        the microphone's position [x, y, z], m, 3 decimals
 * @param background        {@code white}, {@code pink}, {@code babble} or {@code none}
 * @param snrDb             the SNR at the microphone, dB, or null without a background
 */
public record PhysicalRoomLine(int samples, int rateHz, long clipped, BigDecimal rt60S,
                               BigDecimal distanceM, BigDecimal criticalDistanceM,
                               BigDecimal drrDb, List<BigDecimal> source,
                               List<BigDecimal> microphone, String background, BigDecimal snrDb) {
    /**
     * Checks the components and copies the collections.
     *
     * @param samples samples written
     * @param rateHz their rate (the capture rate, or 16 000 with {@code --out-rate 16000})
     * @param clipped samples saturated to int16 (capture and decimation)
     * @param rt60S the room's reverberation time, s, 3 decimals
     * @param distanceM loudspeaker–microphone distance, m, 3 decimals
     * @param criticalDistanceM the room's critical distance at that RT60, m, 3 decimals
     * @param drrDb the drawn impulse response's direct-to-reverberant ratio, dB, 2 decimals
     * @param source the loudspeaker's position [x, y, z], m, 3 decimals
     * @param microphone the microphone's position [x, y, z], m, 3 decimals
     * @param background {@code white}, {@code pink}, {@code babble} or {@code none}
     * @param snrDb the SNR at the microphone, dB, or null without a background
     * @throws NullPointerException when a required component is null
     */
    public PhysicalRoomLine {
        source = List.copyOf(source);
        microphone = List.copyOf(microphone);
        Objects.requireNonNull(background, "background");
    }
}
