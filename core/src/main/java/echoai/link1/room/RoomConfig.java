package echoai.link1.room;

import java.util.Objects;

/**
 * One pass through the simulated room.
 *
 * @param room the impulse response
 * @param snrDb signal-to-noise ratio in dB (signal = mean power of the transmitted signal over
 *     its active samples; noise = white Gaussian over 0–8 kHz); {@code +Infinity} = no noise
 * @param seed the seed of every random draw (noise, reverb tail, interferer start)
 * @param delaySamples zero samples prepended (≥ 0)
 * @param driftPpm clock drift of the receiver in ppm (positive: it samples faster, so the
 *     recording gets longer), within ±10 000
 * @param interfererDb power of the sweeping sine relative to the signal power in dB, or
 *     {@code NaN} for none
 */
public record RoomConfig(RoomKind room, double snrDb, long seed, int delaySamples,
                         double driftPpm, double interfererDb) {
    /**
     * A pass through the simulated room.
     *
     * @param room the impulse response, never null
     * @param snrDb SNR in dB, any number or {@code +Infinity} (no noise)
     * @param seed the seed of every random draw
     * @param delaySamples zero samples prepended, ≥ 0
     * @param driftPpm receiver clock drift, ppm, in [−10 000, 10 000]
     * @param interfererDb interferer power relative to the signal, dB, finite, or {@code NaN} for none
     * @throws IllegalArgumentException when a value is outside its range
     */
    public RoomConfig {
        Objects.requireNonNull(room, "room");
        if (Double.isNaN(snrDb) || snrDb == Double.NEGATIVE_INFINITY) {
            throw new IllegalArgumentException("snrDb must be a number or +Infinity: " + snrDb);
        }
        if (delaySamples < 0) {
            throw new IllegalArgumentException("delaySamples must be >= 0: " + delaySamples);
        }
        if (!(Math.abs(driftPpm) <= 10_000)) {
            throw new IllegalArgumentException("driftPpm must be in [-10000, 10000]: " + driftPpm);
        }
        if (Double.isInfinite(interfererDb)) {
            throw new IllegalArgumentException("interfererDb must be finite or NaN: " + interfererDb);
        }
    }

    /**
     * A room that applies only a delay and noise (what E2 and E4 use): no drift, no interferer.
     *
     * @param room the impulse response, never null
     * @param snrDb SNR in dB, any number or {@code +Infinity} (no noise)
     * @param seed the seed of every random draw
     * @param delaySamples zero samples prepended, ≥ 0
     * @return the config
     */
    public static RoomConfig of(RoomKind room, double snrDb, long seed, int delaySamples) {
        return new RoomConfig(room, snrDb, seed, delaySamples, 0, Double.NaN);
    }

    /**
     * Whether an interferer is present.
     *
     * @return true when {@link #interfererDb()} is not NaN
     */
    public boolean hasInterferer() {
        return !Double.isNaN(interfererDb);
    }
}
