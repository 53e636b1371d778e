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

    /** The living room at {@code rt60S} and {@code distanceM}, default devices. */
    public static PhysicalRoomConfig living(double rt60S, double distanceM, Background background,
                                            double snrDb, long seed) {
        return new PhysicalRoomConfig(ShoeboxRoom.LIVING, rt60S, distanceM, background, snrDb,
                DeviceChain.DEFAULT, seed);
    }

    /** This config with another seed. */
    public PhysicalRoomConfig withSeed(long newSeed) {
        return new PhysicalRoomConfig(room, rt60S, distanceM, background, snrDb, devices, newSeed);
    }
}
