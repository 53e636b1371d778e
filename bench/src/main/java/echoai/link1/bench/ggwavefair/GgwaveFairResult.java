package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/ggwave-fair.json}: LINK-1's air profiles K1, K2 and R against ggwave's
 * AUDIBLE_NORMAL and AUDIBLE_FASTEST through the same physical room draws (ROOM.md) on two
 * axes (issue 28, item 7): at equal SNR (ROOM.md §7, the signal's mean power over its active
 * samples) and at equal energy per postcard (each arm's SNR offset so that its transmission
 * carries the reference's energy), with every point's PER and its 95 % Wilson interval, and
 * per point a pairwise verdict that calls an arm better or worse only where the two intervals
 * separate (a tie otherwise).
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2-rooms-ggwave-fair}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each recording's seed is derived
 * @param recording      how one recording is made and decoded, per arm
 * @param conversion     how ggwave's 48 kHz float32 waveform enters the 16 kHz int16 room and
 *                       how the capture goes back to ggwave
 * @param ggwaveVersion  the npm package's version the bridge loaded
 * @param axes           the two axes in words (how each arm's SNR is set on each)
 * @param reference      the reference arm of the equal-energy axis and why it is the reference
 * @param rule           the pairwise rule (better, worse, tie) in words
 * @param framesPerPoint recordings per point, axis and arm
 * @param arms           each arm: payload, air time, energy and SNR offset
 * @param points         per point (issue order), per axis (equal SNR, then equal energy), each
 *                       arm ({@link #arms} order)
 * @param pairs          per point and axis, each LINK-1 arm against each ggwave arm
 * @param tallies        per axis, each LINK-1 arm against each ggwave arm over the points
 */
public record GgwaveFairResult(int schemaVersion, String experiment, String title,
                               String seedSet, String seedBases, String seedDerivation,
                               String recording, String conversion, String ggwaveVersion,
                               String axes, String reference, String rule, int framesPerPoint,
                               List<Arm> arms, List<Point> points, List<Pair> pairs,
                               List<Tally> tallies) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2-rooms-ggwave-fair}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each recording's seed is derived
     * @param recording how one recording is made and decoded, per arm
     * @param conversion how ggwave's 48 kHz float32 waveform enters the 16 kHz int16 room and
     *     how the capture goes back to ggwave
     * @param ggwaveVersion the npm package's version the bridge loaded
     * @param axes the two axes in words (how each arm's SNR is set on each)
     * @param reference the reference arm of the equal-energy axis and why it is the reference
     * @param rule the pairwise rule (better, worse, tie) in words
     * @param framesPerPoint recordings per point, axis and arm
     * @param arms each arm: payload, air time, energy and SNR offset
     * @param points per point, per axis, each arm
     * @param pairs per point and axis, each LINK-1 arm against each ggwave arm
     * @param tallies per axis, each LINK-1 arm against each ggwave arm over the points
     * @throws NullPointerException when a required component is null
     */
    public GgwaveFairResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(ggwaveVersion, "ggwaveVersion");
        arms = List.copyOf(arms);
        points = List.copyOf(points);
        pairs = List.copyOf(pairs);
        tallies = List.copyOf(tallies);
    }

    /** The two axes of the comparison. */
    public enum Axis {
        /** Every arm at the point's SNR (ROOM.md §7: mean power over its active samples). */
        EQUAL_SNR("equal-snr"),
        /** Every arm's SNR offset so that its postcard carries the reference's energy. */
        EQUAL_ENERGY("equal-energy");

        private final String label;

        Axis(String label) {
            this.label = label;
        }

        /**
         * The axis as the file writes it.
         *
         * @return {@code equal-snr} or {@code equal-energy}
         */
        @Override
        public String toString() {
            return label;
        }
    }

    /** A pairwise verdict of a LINK-1 arm against a ggwave arm at one point and axis. */
    public enum Separation {
        /** The LINK-1 arm's PER interval lies wholly below the ggwave arm's. */
        BETTER("better"),
        /** The two 95 % intervals overlap (or touch): the data do not tell them apart. */
        TIE("tie"),
        /** The LINK-1 arm's PER interval lies wholly above the ggwave arm's. */
        WORSE("worse");

        private final String label;

        Separation(String label) {
            this.label = label;
        }

        /** The verdict in the report's words: intervals that overlap are "not separated". */
        public String words() {
            return this == TIE ? "not separated" : label;
        }

        /**
         * The verdict as the file writes it.
         *
         * @return {@code better}, {@code tie} or {@code worse}
         */
        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * One arm of the comparison.
     *
     * @param arm                   {@code k1}, {@code k2}, {@code r},
     *                              {@code ggwave-audible-normal} or
     *                              {@code ggwave-audible-fastest}
     * @param payloadBytes          the bytes one transmission carries (22: LINK-1's frame; 16:
     *                              ggwave's payload, the postcard)
     * @param payload               what those bytes are, in words
     * @param airTimeS              the air time of one transmission, s (3 decimals)
     * @param equalSnrEnergyDb      on the equal-SNR axis, the energy of its postcard against the
     *                              reference's, 10·log10(T / T_ref) dB (3 decimals)
     * @param equalEnergySnrOffsetDb on the equal-energy axis, its SNR minus the point's,
     *                              10·log10(T_ref / T) dB (3 decimals)
     */
    public record Arm(String arm, int payloadBytes, String payload, BigDecimal airTimeS,
                      BigDecimal equalSnrEnergyDb, BigDecimal equalEnergySnrOffsetDb) {
        /**
         * Checks the components.
         *
         * @param arm the arm's name
         * @param payloadBytes the bytes one transmission carries (22: LINK-1's frame; 16:
         *     ggwave's payload, the postcard)
         * @param payload what those bytes are, in words
         * @param airTimeS the air time of one transmission, s (3 decimals)
         * @param equalSnrEnergyDb on the equal-SNR axis, the energy of its postcard against
         *     the reference's, dB
         * @param equalEnergySnrOffsetDb on the equal-energy axis, its SNR minus the point's, dB
         * @throws IllegalArgumentException when {@code payloadBytes} is not positive
         * @throws NullPointerException when a required component is null
         */
        public Arm {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(airTimeS, "airTimeS");
            if (payloadBytes <= 0) {
                throw new IllegalArgumentException("payloadBytes must be > 0: " + payloadBytes);
            }
        }
    }

    /**
     * One point of one axis for one arm: {@code frames} recordings, each of one postcard in
     * its own room draw.
     *
     * @param axis             {@code equal-snr} or {@code equal-energy}
     * @param point            the named room point (ROOM.md §9), e.g. {@code living-rt0.5-2m}
     * @param rt60S            the point's RT60, s
     * @param distanceM        the point's source–microphone distance, m
     * @param background       white, pink or babble
     * @param pointSnrDb       the point's SNR, dB (the reference's on both axes)
     * @param devices          playback → capture rates and clock offset, e.g. {@code 48->48 kHz}
     * @param arm              the arm
     * @param snrDb            the SNR this arm ran at, dB (3 decimals)
     * @param energyDb         its energy per postcard against the reference's at this point,
     *                         dB (3 decimals; 0 on the equal-energy axis)
     * @param frames           recordings sent
     * @param correct          recordings whose postcard came out byte-equal
     * @param lost             frames − correct
     * @param wrong            payloads delivered as good that are not the one sent (ggwave: any
     *                         decoded payload ≠ the one sent; LINK-1: {@code accepted_corrupt})
     * @param corruptPassedCrc LINK-1: delivered frames ≠ the one sent; ggwave: equal to
     *                         {@code wrong}
     * @param per              lost / frames, 4 decimals
     * @param per95            the 95 % Wilson interval of {@code per}
     * @param wrongRate        wrong / frames, 4 decimals
     * @param wrong95          the 95 % Wilson interval of {@code wrongRate}
     */
    public record Point(Axis axis, String point, BigDecimal rt60S, BigDecimal distanceM,
                        String background, BigDecimal pointSnrDb, String devices, String arm,
                        BigDecimal snrDb, BigDecimal energyDb, int frames, int correct, int lost,
                        int wrong, int corruptPassedCrc, BigDecimal per,
                        Uncertainty.Interval per95, BigDecimal wrongRate,
                        Uncertainty.Interval wrong95) {
        /**
         * Checks the components.
         *
         * @param axis {@code equal-snr} or {@code equal-energy}
         * @param point the named room point (ROOM.md §9)
         * @param rt60S the point's RT60, s
         * @param distanceM the point's source–microphone distance, m
         * @param background white, pink or babble
         * @param pointSnrDb the point's SNR, dB
         * @param devices playback → capture rates and clock offset
         * @param arm the arm
         * @param snrDb the SNR this arm ran at, dB
         * @param energyDb its energy per postcard against the reference's at this point, dB
         * @param frames recordings sent
         * @param correct recordings whose postcard came out byte-equal
         * @param lost frames − correct
         * @param wrong payloads delivered as good that are not the one sent
         * @param corruptPassedCrc LINK-1: delivered frames ≠ the one sent; ggwave: wrong
         * @param per lost / frames, 4 decimals
         * @param per95 the 95 % Wilson interval of {@code per}
         * @param wrongRate wrong / frames, 4 decimals
         * @param wrong95 the 95 % Wilson interval of {@code wrongRate}
         * @throws IllegalArgumentException when the counts do not add up
         * @throws NullPointerException when a required component is null
         */
        public Point {
            Objects.requireNonNull(axis, "axis");
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(per95, "per95");
            Objects.requireNonNull(wrong95, "wrong95");
            if (frames < 0 || correct < 0 || correct > frames || lost != frames - correct
                    || wrong < 0 || corruptPassedCrc < wrong) {
                throw new IllegalArgumentException("counts must satisfy 0 <= correct <= frames,"
                        + " lost = frames - correct, 0 <= wrong <= corrupt_passed_crc: " + frames
                        + ", " + correct + ", " + lost + ", " + wrong + ", " + corruptPassedCrc);
            }
        }
    }

    /**
     * A LINK-1 arm against a ggwave arm at one point and axis, over the same room draws.
     *
     * @param axis       {@code equal-snr} or {@code equal-energy}
     * @param point      the point's case name, e.g.
     *                   {@code living-rt0.5-1m/white/30dB/48-48kHz/+0ppm} (its SNR the point's)
     * @param link1Arm   {@code k1}, {@code k2} or {@code r}
     * @param ggwaveArm  {@code ggwave-audible-normal} or {@code ggwave-audible-fastest}
     * @param frames     recordings of each arm
     * @param lostLink1  the LINK-1 arm's lost recordings
     * @param lostGgwave the ggwave arm's
     * @param per95Link1 the LINK-1 arm's PER interval (95 %, Wilson)
     * @param per95Ggwave the ggwave arm's
     * @param verdict    the LINK-1 arm {@code better}, {@code worse}, or a {@code tie}
     */
    public record Pair(Axis axis, String point, String link1Arm, String ggwaveArm, int frames,
                       int lostLink1, int lostGgwave, Uncertainty.Interval per95Link1,
                       Uncertainty.Interval per95Ggwave, Separation verdict) {
        /**
         * Checks the components.
         *
         * @param axis {@code equal-snr} or {@code equal-energy}
         * @param point the point's case name
         * @param link1Arm {@code k1}, {@code k2} or {@code r}
         * @param ggwaveArm {@code ggwave-audible-normal} or {@code ggwave-audible-fastest}
         * @param frames recordings of each arm
         * @param lostLink1 the LINK-1 arm's lost recordings
         * @param lostGgwave the ggwave arm's
         * @param per95Link1 the LINK-1 arm's PER interval
         * @param per95Ggwave the ggwave arm's
         * @param verdict the LINK-1 arm better, worse, or a tie
         * @throws NullPointerException when a required component is null
         */
        public Pair {
            Objects.requireNonNull(axis, "axis");
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(verdict, "verdict");
        }
    }

    /**
     * A LINK-1 arm against a ggwave arm on one axis, over every point.
     *
     * @param axis      {@code equal-snr} or {@code equal-energy}
     * @param link1Arm  {@code k1}, {@code k2} or {@code r}
     * @param ggwaveArm {@code ggwave-audible-normal} or {@code ggwave-audible-fastest}
     * @param points    points compared
     * @param better    points where the LINK-1 arm is better (intervals apart)
     * @param ties      points where the intervals overlap
     * @param worse     points where it is worse (intervals apart)
     * @param betterAt  the points where it is better, in point order
     * @param worseAt   the points where it is worse, in point order
     */
    public record Tally(Axis axis, String link1Arm, String ggwaveArm, int points, int better,
                        int ties, int worse, List<String> betterAt, List<String> worseAt) {
        /**
         * Checks the components and copies the lists.
         *
         * @param axis {@code equal-snr} or {@code equal-energy}
         * @param link1Arm {@code k1}, {@code k2} or {@code r}
         * @param ggwaveArm {@code ggwave-audible-normal} or {@code ggwave-audible-fastest}
         * @param points points compared
         * @param better points where the LINK-1 arm is better
         * @param ties points where the intervals overlap
         * @param worse points where it is worse
         * @param betterAt the points where it is better, in point order
         * @param worseAt the points where it is worse, in point order
         * @throws IllegalArgumentException when the counts do not add up
         */
        public Tally {
            betterAt = List.copyOf(betterAt);
            worseAt = List.copyOf(worseAt);
            if (better + ties + worse != points || betterAt.size() != better
                    || worseAt.size() != worse) {
                throw new IllegalArgumentException("better + ties + worse must equal points: "
                        + better + " + " + ties + " + " + worse + " != " + points);
            }
        }
    }
}
