package echoai.link1.bench.e2roomsnoise;

import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/E2-rooms-noise.json}: E2-rooms' false-frame mode — background-only audio through the
 * physical room (ROOM.md) into each profile's receiver, nothing sent, so every frame delivered
 * is false. Issue 16's target, not a registered prediction: for each profile and background at
 * least {@code targetHours} hours with no frame delivered; the candidates that reached the CRC
 * are reported beside it. Run on dev seed bases (0–15), never on eval seeds.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms-noise}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each piece's seed is derived
 * @param recording      how the audio is made and decoded
 * @param target         the target in words
 * @param targetHours    hours of audio per profile and background the target asks for
 * @param targetMet      every run has at least {@code targetHours} hours and delivered no frame
 * @param runs           one run per background and profile, background-major
 * @param whatItTests    what the run tests and what not (the detectors, and the checks behind
 *                       them through the forced search); null in a file written before issue 28
 */
public record E2RoomsNoiseResult(int schemaVersion, String experiment, String title,
                                 String seedSet, String seedBases, String seedDerivation,
                                 String recording, String target, int targetHours,
                                 boolean targetMet, List<RoomsNoiseRun> runs,
                                 String whatItTests) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-noise}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each piece's seed is derived
     * @param recording how the audio is made and decoded
     * @param target the target in words
     * @param targetHours hours of audio per profile and background the target asks for
     * @param targetMet every run has at least {@code targetHours} hours and delivered no frame
     * @param runs one run per background and profile, background-major
     * @param whatItTests what the run tests and what not; null before issue 28
     * @throws IllegalArgumentException when a component is out of range
     * @throws NullPointerException when a required component is null
     */
    public E2RoomsNoiseResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(target, "target");
        if (targetHours < 1) {
            throw new IllegalArgumentException("targetHours must be >= 1: " + targetHours);
        }
        runs = List.copyOf(runs);
    }

    /**
     * The components of a file written before issue 28 (no {@code what_it_tests}).
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-noise}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each piece's seed is derived
     * @param recording how the audio is made and decoded
     * @param target the target in words
     * @param targetHours hours of audio per profile and background the target asks for
     * @param targetMet every run has at least {@code targetHours} hours and delivered no frame
     * @param runs one run per background and profile, background-major
     */
    public E2RoomsNoiseResult(int schemaVersion, String experiment, String title, String seedSet,
                              String seedBases, String seedDerivation, String recording,
                              String target, int targetHours, boolean targetMet,
                              List<RoomsNoiseRun> runs) {
        this(schemaVersion, experiment, title, seedSet, seedBases, seedDerivation, recording,
                target, targetHours, targetMet, runs, null);
    }

    /**
     * True when every run has at least {@code targetHours} hours of audio — of distinct audio,
     * where the run says how much is distinct (issue 28) — and delivered no frame (its
     * {@code corrupt_passed_crc} is 0), and there is a run.
     *
     * @param runs the runs
     * @param targetHours hours of audio each run needs
     * @return whether the target is met
     */
    public static boolean met(List<RoomsNoiseRun> runs, int targetHours) {
        return !runs.isEmpty() && runs.stream().allMatch(r -> r.corruptPassedCrc() == 0
                && r.hours().doubleValue() >= targetHours && (r.distinctHours() == null
                || r.distinctHours().doubleValue() >= targetHours));
    }
}
