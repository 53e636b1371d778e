package echoai.link1.bench.registry;


import echoai.link1.bench.Copies;
import echoai.link1.bench.e2roomsf.ProfileFVerdicts;
import echoai.link1.bench.e7.E7Verdicts;
import echoai.link1.bench.e8.E8Verdicts;
import echoai.link1.bench.e8air.E8AirVerdicts;
import echoai.link1.bench.e9.DiscoveryVerdicts;
import echoai.link1.bench.ggwavefair.GgwaveFairVerdicts;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.understandingrooms.RoomsVerdicts;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code v2/predictions.json} in the lab folder: the verdicts of the v2 predictions registered in
 * {@code docs/spec/LINK1-v2.md}, each with its rule and the numbers behind it. Later v2
 * experiments add their predictions here.
 *
 * @param schemaVersion the results schema version
 * @param registeredIn  where the rules were registered
 * @param sources       file → seed set it was judged from
 * @param uncertainty   how the intervals are computed
 * @param r1            R holds across the room
 * @param r2            R delivers nothing wrong
 * @param r3            the air does not mislead (every profile)
 * @param r4            stretch: R in babble below the noise
 * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
 * @param roomOfAgents E7's verdicts M1–M6 (docs/spec/E7.md; null until an eval run of E7)
 * @param e9            E9's verdicts D1–D7 ({@code docs/spec/E9.md}; null until an eval run
 *                      of E9 is in the lab folder, so the file is unchanged before it)
 * @param ggwaveFair    V2-4's verdicts G1–G5 (ggwave, fairly; null until an eval run of
 *                      E2-rooms-ggwave-fair is in the lab folder)
 * @param e8            E8's verdicts W1–W6 ({@code docs/spec/E8.md}; null until an eval run
 *                      of E8 is in the lab folder, so the file is unchanged before it)
 * @param profileF      E2-rooms-F's verdicts F1–F6 ({@code docs/spec/PROFILE-F.md}; null until
 *                      an eval run of E2-rooms-F)
 * @param e8Air         E8-air's verdicts A1–A8 ({@code docs/spec/E8.md}, "E8 by air"; null
 *                      until an eval run of E8-air)
 */
public record V2PredictionsResult(int schemaVersion, String registeredIn,
                                  Map<String, String> sources, String uncertainty,
                                  Prediction<R1> r1, Prediction<R2> r2, Prediction<R3> r3,
                                  Prediction<PointPer> r4, RoomsVerdicts understandingRooms,
                                  E7Verdicts roomOfAgents, DiscoveryVerdicts e9,
                                  GgwaveFairVerdicts ggwaveFair, E8Verdicts e8,
                                  ProfileFVerdicts profileF, E8AirVerdicts e8Air) {
    /**
     * The components, the collections copied.
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
     * @param roomOfAgents E7's verdicts (null until an eval run of E7)
     * @param e9 E9's verdicts D1–D7 (null until an eval run of E9)
     * @param ggwaveFair V2-4's verdicts G1–G5 (null until an eval run of E2-rooms-ggwave-fair)
     * @param e8 E8's verdicts W1–W6 (null until an eval run of E8)
     * @param profileF E2-rooms-F's verdicts F1–F6 (null until an eval run of E2-rooms-F)
     * @param e8Air E8-air's verdicts A1–A8 (null until an eval run of E8-air)
     */
    public V2PredictionsResult {
        sources = Copies.ordered(sources);
    }

    /**
     * Every verdict up to E2-rooms-F's (E8-air's left out).
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
     * @param roomOfAgents E7's verdicts (null until an eval run of E7)
     * @param e9 E9's verdicts D1–D7 (null until an eval run of E9)
     * @param ggwaveFair V2-4's verdicts G1–G5 (null until an eval run of E2-rooms-ggwave-fair)
     * @param e8 E8's verdicts W1–W6 (null until an eval run of E8)
     * @param profileF E2-rooms-F's verdicts F1–F6 (null until an eval run of E2-rooms-F)
     */
    public V2PredictionsResult(int schemaVersion, String registeredIn, Map<String, String> sources,
                               String uncertainty, Prediction<R1> r1, Prediction<R2> r2,
                               Prediction<R3> r3, Prediction<PointPer> r4,
                               RoomsVerdicts understandingRooms, E7Verdicts roomOfAgents,
                               DiscoveryVerdicts e9, GgwaveFairVerdicts ggwaveFair,
                               E8Verdicts e8, ProfileFVerdicts profileF) {
        this(schemaVersion, registeredIn, sources, uncertainty, r1, r2, r3, r4,
                understandingRooms, roomOfAgents, e9, ggwaveFair, e8, profileF, null);
    }

    /**
     * Every verdict up to E8's (E2-rooms-F's left out).
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
     * @param roomOfAgents E7's verdicts (null until an eval run of E7)
     * @param e9 E9's verdicts D1–D7 (null until an eval run of E9)
     * @param ggwaveFair V2-4's verdicts G1–G5 (null until an eval run of E2-rooms-ggwave-fair)
     * @param e8 E8's verdicts W1–W6 (null until an eval run of E8)
     */
    public V2PredictionsResult(int schemaVersion, String registeredIn, Map<String, String> sources,
                               String uncertainty, Prediction<R1> r1, Prediction<R2> r2,
                               Prediction<R3> r3, Prediction<PointPer> r4,
                               RoomsVerdicts understandingRooms, E7Verdicts roomOfAgents,
                               DiscoveryVerdicts e9, GgwaveFairVerdicts ggwaveFair,
                               E8Verdicts e8) {
        this(schemaVersion, registeredIn, sources, uncertainty, r1, r2, r3, r4,
                understandingRooms, roomOfAgents, e9, ggwaveFair, e8, null, null);
    }

    /**
     * Every verdict up to E9's (V2-4's and E8's left out).
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
     * @param roomOfAgents E7's verdicts (null until an eval run of E7)
     * @param e9 E9's verdicts D1–D7 (null until an eval run of E9)
     */
    public V2PredictionsResult(int schemaVersion, String registeredIn, Map<String, String> sources,
                               String uncertainty, Prediction<R1> r1, Prediction<R2> r2,
                               Prediction<R3> r3, Prediction<PointPer> r4,
                               RoomsVerdicts understandingRooms, E7Verdicts roomOfAgents,
                               DiscoveryVerdicts e9) {
        this(schemaVersion, registeredIn, sources, uncertainty, r1, r2, r3, r4,
                understandingRooms, roomOfAgents, e9, null, null, null, null);
    }

    /**
     * V2-1's and V2-2's verdicts (E7's and E9's left out).
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     * @param understandingRooms V2-2's verdicts U1–U5 (null in a file judged before V2-2)
     */
    public V2PredictionsResult(int schemaVersion, String registeredIn, Map<String, String> sources,
                               String uncertainty, Prediction<R1> r1, Prediction<R2> r2,
                               Prediction<R3> r3, Prediction<PointPer> r4,
                               RoomsVerdicts understandingRooms) {
        this(schemaVersion, registeredIn, sources, uncertainty, r1, r2, r3, r4,
                understandingRooms, null, null, null, null, null);
    }

    /**
     * V2-1 alone (a file judged before V2-2 was registered): no understanding-rooms verdicts.
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param sources file → seed set it was judged from
     * @param uncertainty how the intervals are computed
     * @param r1 R holds across the room
     * @param r2 R delivers nothing wrong
     * @param r3 the air does not mislead (every profile)
     * @param r4 stretch: R in babble below the noise
     */
    public V2PredictionsResult(int schemaVersion, String registeredIn, Map<String, String> sources,
                               String uncertainty, Prediction<R1> r1, Prediction<R2> r2,
                               Prediction<R3> r3, Prediction<PointPer> r4) {
        this(schemaVersion, registeredIn, sources, uncertainty, r1, r2, r3, r4, null, null, null,
                null, null);
    }

    /**
     * One point's PER.
     *
     * @param point      the room point's name
     * @param background its background
     * @param snrDb      its SNR, dB
     * @param devices    playback → capture rates and clock offset
     * @param profile    the air profile
     * @param frames     recordings
     * @param lost       lost
     * @param per        lost / frames, 4 decimals
     * @param perCi95    its 95 % Wilson interval
     */
    public record PointPer(String point, String background, BigDecimal snrDb, String devices,
                           String profile, int frames, int lost, BigDecimal per,
                           Uncertainty.Interval perCi95) {
        /**
         * Checks the components.
         *
         * @param point the room point's name
         * @param background its background
         * @param snrDb its SNR, dB
         * @param devices playback → capture rates and clock offset
         * @param profile the air profile
         * @param frames recordings
         * @param lost lost
         * @param per lost / frames, 4 decimals
         * @param perCi95 its 95 % Wilson interval
         * @throws NullPointerException when a required component is null
         */
        public PointPer {
            Objects.requireNonNull(point, "point");
        }
    }

    /**
     * R1's numbers.
     *
     * @param points      points judged (every non-stretch point)
     * @param pointsOver  points whose PER is over the threshold
     * @param frames      recordings over those points
     * @param lost        lost over those points
     * @param worst       the point with the most lost (the first in grid order on ties)
     * @param over        every point over the threshold, in grid order
     */
    public record R1(int points, int pointsOver, long frames, long lost, PointPer worst,
                     List<PointPer> over) {
        /**
         * The components, the collections copied.
         *
         * @param points points judged (every non-stretch point)
         * @param pointsOver points whose PER is over the threshold
         * @param frames recordings over those points
         * @param lost lost over those points
         * @param worst the point with the most lost (the first in grid order on ties)
         * @param over every point over the threshold, in grid order
         */
        public R1 {
            over = List.copyOf(over);
        }
    }

    /**
     * R2's numbers.
     *
     * @param points           points summed
     * @param corruptPassedCrc R's delivered frames not equal to the frame sent
     */
    public record R2(int points, long corruptPassedCrc) {
    }

    /**
     * R3's numbers.
     *
     * @param acceptedCorrupt  per profile, wrong frames past every frame check
     * @param corruptPassedCrc per profile, wrong frames past the receiver's CRC (reported, not
     *                         predicted for K1 and K2)
     */
    public record R3(Map<String, Long> acceptedCorrupt, Map<String, Long> corruptPassedCrc) {
        /**
         * The components, the collections copied.
         *
         * @param acceptedCorrupt per profile, wrong frames past every frame check
         * @param corruptPassedCrc per profile, wrong frames past the receiver's CRC (reported, not
         *     predicted for K1 and K2)
         */
        public R3 {
            acceptedCorrupt = Copies.ordered(acceptedCorrupt);
            corruptPassedCrc = Copies.ordered(corruptPassedCrc);
        }
    }
}
