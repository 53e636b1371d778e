package echoai.link1.bench.e2roomsggwave;

import echoai.link1.bench.air.GgwavePoint;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/dev/ggwave.json}: the optional ggwave peer arm of E2-rooms (issue 16) — ggwave's
 * AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same physical rooms (ROOM.md) as LINK-1's
 * profiles K1, K2 and R, on dev seed bases only (not registered).
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms-ggwave}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated (within 0–15)
 * @param seedDerivation how each recording's seed is derived
 * @param recording      how one recording is made and decoded, per arm
 * @param conversion     how ggwave's 48 kHz float32 waveform enters the 16 kHz int16 room and
 *                       how the capture goes back to ggwave
 * @param ggwaveVersion  the npm package's version the bridge loaded
 * @param framesPerPoint recordings per point and arm
 * @param points         per point (issue order) the arms k1, k2, r, ggwave normal, fastest
 * @param comparisons    per point, side by side
 */
public record GgwaveResult(int schemaVersion, String experiment, String title, String seedSet,
                           String seedBases, String seedDerivation, String recording,
                           String conversion, String ggwaveVersion, int framesPerPoint,
                           List<GgwavePoint> points, List<GgwaveComparison> comparisons) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-ggwave}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated (within 0–15)
     * @param seedDerivation how each recording's seed is derived
     * @param recording how one recording is made and decoded, per arm
     * @param conversion how ggwave's 48 kHz float32 waveform enters the 16 kHz int16 room and
     *     how the capture goes back to ggwave
     * @param ggwaveVersion the npm package's version the bridge loaded
     * @param framesPerPoint recordings per point and arm
     * @param points per point (issue order) the arms k1, k2, r, ggwave normal, fastest
     * @param comparisons per point, side by side
     * @throws NullPointerException when a required component is null
     */
    public GgwaveResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(ggwaveVersion, "ggwaveVersion");
        points = List.copyOf(points);
        comparisons = List.copyOf(comparisons);
    }
}
