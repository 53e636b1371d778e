package echoai.link1.room;

import java.util.Objects;

/**
 * One pass through the physical room (ROOM.md): the shoebox, its RT60, the source–microphone
 * distance (positions drawn from the seed), the background and its SNR, the devices, the seed.
 *
 * @param room the shoebox
 * @param rt60S reverberation time, s (Sabine; ᾱ must stay below 1)
 * @param distanceM source–microphone distance, m
 * @param background what the microphone hears besides the signal
 * @param snrDb SNR (ROOM.md §7) in dB, in [−30, 80]; {@code +Infinity} only with no background
 * @param devices rates, clock offset, capture gain
 * @param seed the seed of every draw (placement, diffuse tail, background)
 */
public record PhysicalRoomConfig(ShoeboxRoom room, double rt60S, double distanceM,
                                 Background background, double snrDb, DeviceChain devices,
                                 long seed) {
    /**
     * A pass through the physical room.
     *
     * @param room the shoebox, never null
     * @param rt60S reverberation time, s, in [0.05, 3] (and ᾱ below 1 for the room)
     * @param distanceM source–microphone distance, m, in [0.05, 50]
     * @param background the background, never null
     * @param snrDb SNR in dB, in [−30, 80]; {@code +Infinity} exactly when the background is {@code NONE}
     * @param devices the devices, never null
     * @param seed the seed of every draw
     * @throws IllegalArgumentException when a value is outside its range
     * @throws NullPointerException when {@code room}, {@code background} or {@code devices} is null
     */
    public PhysicalRoomConfig {
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(devices, "devices");
        room.absorptionFor(rt60S);
        if (!(distanceM >= 0.05 && distanceM <= 50)) {
            throw new IllegalArgumentException("distanceM must be in [0.05, 50]: " + distanceM);
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
     * A pass through {@link ShoeboxRoom#LIVING} with {@link DeviceChain#DEFAULT}.
     *
     * @param rt60S reverberation time, s, in [0.05, 3]
     * @param distanceM source–microphone distance, m, in [0.05, 50]
     * @param background the background, never null
     * @param snrDb SNR in dB, in [−30, 80]; {@code +Infinity} exactly when the background is {@code NONE}
     * @param seed the seed of every draw
     * @return the config
     * @throws IllegalArgumentException when a value is outside its range
     */
    public static PhysicalRoomConfig living(double rt60S, double distanceM, Background background,
                                            double snrDb, long seed) {
        return new PhysicalRoomConfig(ShoeboxRoom.LIVING, rt60S, distanceM, background, snrDb,
                DeviceChain.DEFAULT, seed);
    }

    /**
     * This config with another seed.
     *
     * @param newSeed the seed of every draw
     * @return a new config, the rest unchanged
     */
    public PhysicalRoomConfig withSeed(long newSeed) {
        return new PhysicalRoomConfig(room, rt60S, distanceM, background, snrDb, devices, newSeed);
    }
}
