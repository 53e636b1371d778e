package echoai.link1.bench.e2roomsq;

import java.util.List;
import java.util.Objects;

/**
 * {@code v3/E2-rooms-Q.json} (issue 38, registered in docs/spec/PROFILE-Q.md, "E2-rooms-Q"):
 * profile Q through E2-rooms' grid beside F and ggwave's three audible protocols, every arm with
 * the same recordings of the same draws, at equal SNR and at equal peak level.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms-Q}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each recording's seed is derived
 * @param recording      how one recording is made and decoded, per arm
 * @param conversion     how ggwave's waveform enters the room and its capture goes back
 * @param axes           the two axes in words
 * @param rule           the pairwise rule in words
 * @param ggwaveVersion  the npm package's version the bridge loaded
 * @param framesPerPoint recordings a case, axis and arm
 * @param levels         each arm's peak level on the spec's CLAIM frame (its postcard for
 *                       ggwave), which sets its equal-peak offset
 * @param points         per case (in order), per axis, every arm (Q, F, NORMAL, FAST, FASTEST)
 * @param pairs          per case and axis, Q against every other arm
 */
public record E2RoomsQResult(int schemaVersion, String experiment, String title, String seedSet,
                             String seedBases, String seedDerivation, String recording,
                             String conversion, String axes, String rule, String ggwaveVersion,
                             int framesPerPoint, List<PeakLevel> levels, List<QPoint> points,
                             List<QPair> pairs) {
    /**
     * Checks the components and copies the lists.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-Q}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each recording's seed is derived
     * @param recording how one recording is made and decoded, per arm
     * @param conversion how ggwave's waveform enters the room and its capture goes back
     * @param axes the two axes in words
     * @param rule the pairwise rule in words
     * @param ggwaveVersion the npm package's version the bridge loaded
     * @param framesPerPoint recordings a case, axis and arm
     * @param levels each arm's peak level
     * @param points per case, per axis, every arm
     * @param pairs per case and axis, Q against every other arm
     * @throws NullPointerException when a required component is null
     * @throws IllegalArgumentException when the recordings a point are below 1
     */
    public E2RoomsQResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(ggwaveVersion, "ggwaveVersion");
        if (framesPerPoint < 1) {
            throw new IllegalArgumentException("recordings a point must be >= 1: "
                    + framesPerPoint);
        }
        levels = List.copyOf(levels);
        points = List.copyOf(points);
        pairs = List.copyOf(pairs);
    }
}
