package echoai.link1.bench.e2roomsf;

import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.ggwavefair.GgwaveFairResult;
import echoai.link1.bench.rules.Uncertainty;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/E2-rooms-F.json} (issue 25, registered in docs/spec/PROFILE-F.md, "E2-rooms-F"):
 * profile F through E2-rooms' grid and room draws, beside ggwave AUDIBLE_NORMAL, and with fewer
 * recordings ggwave AUDIBLE_FASTEST, R and K1.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms-F}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each recording's seed is derived
 * @param recording      how one recording is made and decoded, per arm
 * @param conversion     how ggwave's waveform enters the room and its capture goes back
 * @param ggwaveVersion  the npm package's version the bridge loaded
 * @param framesPerPoint recordings a point of F and of ggwave AUDIBLE_NORMAL
 * @param sideFrames     recordings a point of ggwave AUDIBLE_FASTEST, R and K1 (the first ones
 *                       of the same draws)
 * @param points         per case (E2-rooms' order) the arms f, ggwave normal, ggwave fastest, r,
 *                       k1
 * @param pairs          per case, F against ggwave NORMAL over their recordings
 */
public record ProfileFRoomsResult(int schemaVersion, String experiment, String title,
                                  String seedSet, String seedBases, String seedDerivation,
                                  String recording, String conversion, String ggwaveVersion,
                                  int framesPerPoint, int sideFrames, List<GgwavePoint> points,
                                  List<Pair> pairs) {
    /**
     * Checks the components and copies the lists.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-F}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each recording's seed is derived
     * @param recording how one recording is made and decoded, per arm
     * @param conversion how ggwave's waveform enters the room and its capture goes back
     * @param ggwaveVersion the npm package's version the bridge loaded
     * @param framesPerPoint recordings a point of F and of ggwave AUDIBLE_NORMAL
     * @param sideFrames recordings a point of ggwave AUDIBLE_FASTEST, R and K1
     * @param points per case the arms f, ggwave normal, ggwave fastest, r, k1
     * @param pairs per case, F against ggwave NORMAL
     * @throws NullPointerException when a required component is null
     * @throws IllegalArgumentException when a count is below 1
     */
    public ProfileFRoomsResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(ggwaveVersion, "ggwaveVersion");
        if (framesPerPoint < 1 || sideFrames < 1) {
            throw new IllegalArgumentException("recordings a point must be >= 1: "
                    + framesPerPoint + ", " + sideFrames);
        }
        points = List.copyOf(points);
        pairs = List.copyOf(pairs);
    }

    /**
     * F against a ggwave arm at one point: each arm's lost recordings and PER interval (95 %
     * Wilson), and the verdict (better: F's interval wholly below; worse: wholly above; tie).
     *
     * @param point   the case's name (room point/background/SNR dB/devices)
     * @param against the ggwave arm
     * @param frames  recordings of each arm
     * @param lostF   F's lost recordings
     * @param lostOther the ggwave arm's lost recordings
     * @param per95F  F's PER interval
     * @param per95Other the ggwave arm's PER interval
     * @param verdict F's verdict against the ggwave arm
     */
    public record Pair(String point, String against, int frames, int lostF, int lostOther,
                       Uncertainty.Interval per95F, Uncertainty.Interval per95Other,
                       GgwaveFairResult.Separation verdict) {
        /**
         * Checks the components.
         *
         * @param point the case's name
         * @param against the ggwave arm
         * @param frames recordings of each arm
         * @param lostF F's lost recordings
         * @param lostOther the ggwave arm's lost recordings
         * @param per95F F's PER interval
         * @param per95Other the ggwave arm's PER interval
         * @param verdict F's verdict against the ggwave arm
         * @throws NullPointerException when a component is null
         */
        public Pair {
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(against, "against");
            Objects.requireNonNull(per95F, "per95F");
            Objects.requireNonNull(per95Other, "per95Other");
            Objects.requireNonNull(verdict, "verdict");
        }
    }
}
