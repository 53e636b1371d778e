package echoai.link1.bench.e2rooms;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/E2-rooms.json}: the air profiles through the physical room (ROOM.md) — per point
 * PER, {@code corrupt_passed_crc} and {@code accepted_corrupt}; registered in
 * docs/spec/LINK1-v2.md (V2-1). The false-frame mode writes {@link echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult}.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms} or {@code E2-rooms-noise}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each recording's seed is derived
 * @param recording      how one recording is made and decoded
 * @param framesPerPoint recordings per point and profile (0 in the false-frame mode)
 * @param points         the points, grid order, profile-minor
 * @param noiseRuns      always empty (kept so that the committed eval file keeps its schema;
 *                       the false-frame runs are in {@link echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult})
 */
public record E2RoomsResult(int schemaVersion, String experiment, String title, String seedSet,
                            String seedBases, String seedDerivation, String recording,
                            int framesPerPoint, List<RoomsPoint> points,
                            List<RoomsNoiseRun> noiseRuns) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms} or {@code E2-rooms-noise}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each recording's seed is derived
     * @param recording how one recording is made and decoded
     * @param framesPerPoint recordings per point and profile (0 in the false-frame mode)
     * @param points the points, grid order, profile-minor
     * @param noiseRuns always empty (kept so that the committed eval file keeps its schema;
     *     the false-frame runs are in {@link echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult})
     * @throws NullPointerException when a required component is null
     */
    public E2RoomsResult {
        Objects.requireNonNull(experiment, "experiment");
        points = List.copyOf(points);
        noiseRuns = List.copyOf(noiseRuns);
    }
}
