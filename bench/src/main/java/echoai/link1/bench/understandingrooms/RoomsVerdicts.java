package echoai.link1.bench.understandingrooms;

import com.fasterxml.jackson.annotation.JsonInclude;

import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The V2-2 verdicts of {@code docs/spec/LINK1-v2.md} (understanding through rooms, U1–U5) in
 * {@code v2/predictions.json}, judged from {@code v2/understanding-rooms.json}; each pending
 * until that file holds an eval run.
 *
 * @param u1 the air does not mislead: no corrupt frame accepted
 * @param u2 B's harm through a lossy room against silence
 * @param u3 harm predicted from the channel's PER
 * @param u4 the range of each profile
 * @param u5 P3 in every arm and world
 */
public record RoomsVerdicts(Prediction<NotMisled> u1, Prediction<VersusSilence> u2,
                            Prediction<FromChannel> u3, Prediction<Range> u4,
                            Prediction<Firewall> u5) {
    /**
     * Checks the components.
     *
     * @param u1 the air does not mislead: no corrupt frame accepted
     * @param u2 B's harm through a lossy room against silence
     * @param u3 harm predicted from the channel's PER
     * @param u4 the range of each profile
     * @param u5 P3 in every arm and world
     * @throws NullPointerException when a required component is null
     */
    public RoomsVerdicts {
        Objects.requireNonNull(u1, "u1");
        Objects.requireNonNull(u2, "u2");
        Objects.requireNonNull(u3, "u3");
        Objects.requireNonNull(u4, "u4");
        Objects.requireNonNull(u5, "u5");
    }

    /**
     * U1's numbers, over every rooms arm (claims and dialogue).
     *
     * @param arms             rooms arms summed
     * @param postcards        postcards sent through the rooms
     * @param acceptedCorrupt  per profile, corrupt frames past every frame check
     * @param corruptPassedCrc per profile, corrupt frames past the CRC (reported)
     * @param verdictByProfile on a grid other than V2-2's (a sweep's): per profile {@code green},
     *     {@code red} or {@code not judged} (a profile the rule does not name), beside its
     *     figure; null (left out) for V2-2's own grid, where every profile is judged
     */
    @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
    public record NotMisled(int arms, long postcards, Map<String, Long> acceptedCorrupt,
                            Map<String, Long> corruptPassedCrc,
                            Map<String, String> verdictByProfile) {
        /**
         * The components, the collections copied.
         *
         * @param arms rooms arms summed
         * @param postcards postcards sent through the rooms
         * @param acceptedCorrupt per profile, corrupt frames past every frame check
         * @param corruptPassedCrc per profile, corrupt frames past the CRC (reported)
         * @param verdictByProfile per profile green, red or not judged; null on V2-2's grid
         */
        public NotMisled {
            acceptedCorrupt = Copies.ordered(acceptedCorrupt);
            corruptPassedCrc = Copies.ordered(corruptPassedCrc);
            verdictByProfile = verdictByProfile == null ? null : Copies.ordered(verdictByProfile);
        }
    }

    /**
     * One rooms arm against arm S, world by world.
     *
     * @param arm         the rooms arm
     * @param harm        its first-visit harm, summed
     * @param silenceHarm S's, summed over the same worlds
     * @param signTest    the per-world differences harm(arm) − harm(S): less, ties, more, p
     */
    public record ArmVersusSilence(String arm, long harm, long silenceHarm,
                                   Uncertainty.SignTest signTest) {
        /**
         * Checks the components.
         *
         * @param arm the rooms arm
         * @param harm its first-visit harm, summed
         * @param silenceHarm S's, summed over the same worlds
         * @param signTest the per-world differences harm(arm) − harm(S): less, ties, more, p
         * @throws NullPointerException when a required component is null
         */
        public ArmVersusSilence {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(signTest, "signTest");
        }
    }

    /**
     * U2's numbers.
     *
     * @param arms     every rooms arm against S
     * @param over     the arms that break the rule, in grid order
     * @param verdictByProfile on a grid other than V2-2's: per profile {@code green}, {@code red}
     *     or {@code not judged} (a profile the rule does not name); null (left out) on V2-2's grid
     */
    @JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
    public record VersusSilence(List<ArmVersusSilence> arms, List<String> over,
                                Map<String, String> verdictByProfile) {
        /**
         * The components, the collections copied.
         *
         * @param arms every rooms arm against S
         * @param over the arms that break the rule, in grid order
         * @param verdictByProfile per profile green, red or not judged; null on V2-2's grid
         */
        public VersusSilence {
            arms = List.copyOf(arms);
            over = List.copyOf(over);
            verdictByProfile = verdictByProfile == null ? null : Copies.ordered(verdictByProfile);
        }
    }

    /**
     * One claims arm: the registered prediction against what ran.
     *
     * @param arm            the claims arm
     * @param perDev         the PER measured on dev seeds (registered)
     * @param predictedRatio the model's pooled harm(A) / harm(S) at that PER (registered)
     * @param predictedHarm  predictedRatio × S's pooled harm here, 4 decimals
     * @param harm           the arm's pooled first-visit harm
     * @param silenceHarm    S's pooled first-visit harm
     * @param observedRatio  harm / silenceHarm, 4 decimals
     * @param per            the arm's PER here, 4 decimals
     * @param perCi95        its 95 % Wilson interval
     * @param within         |observedRatio − predictedRatio| ≤ the tolerance
     */
    public record PointPrediction(String arm, BigDecimal perDev, BigDecimal predictedRatio,
                                  BigDecimal predictedHarm, long harm, long silenceHarm,
                                  BigDecimal observedRatio, BigDecimal per,
                                  Uncertainty.Interval perCi95, boolean within) {
        /**
         * Checks the components.
         *
         * @param arm the claims arm
         * @param perDev the PER measured on dev seeds (registered)
         * @param predictedRatio the model's pooled harm(A) / harm(S) at that PER (registered)
         * @param predictedHarm predictedRatio × S's pooled harm here, 4 decimals
         * @param harm the arm's pooled first-visit harm
         * @param silenceHarm S's pooled first-visit harm
         * @param observedRatio harm / silenceHarm, 4 decimals
         * @param per the arm's PER here, 4 decimals
         * @param perCi95 its 95 % Wilson interval
         * @param within |observedRatio − predictedRatio| ≤ the tolerance
         * @throws NullPointerException when a required component is null
         */
        public PointPrediction {
            Objects.requireNonNull(arm, "arm");
        }
    }

    /**
     * U3's numbers.
     *
     * @param tolerance the registered tolerance on the ratio
     * @param points    every claims arm, grid order
     */
    public record FromChannel(BigDecimal tolerance, List<PointPrediction> points) {
        /**
         * The components, the collections copied.
         *
         * @param tolerance the registered tolerance on the ratio
         * @param points every claims arm, grid order
         */
        public FromChannel {
            points = List.copyOf(points);
        }
    }

    /**
     * One distance point of a profile's range.
     *
     * @param arm       the claims arm
     * @param distanceM the distance, m
     * @param worlds    worlds run
     * @param withinOne worlds with harm(A) ≤ harm(T) + 1
     * @param share     withinOne / worlds, 4 decimals
     * @param shareCi95 its 95 % Wilson interval
     */
    public record RangePoint(String arm, BigDecimal distanceM, int worlds, int withinOne,
                             BigDecimal share, Uncertainty.Interval shareCi95) {
    }

    /**
     * One profile's range.
     *
     * @param profile    k1 or r
     * @param registered the registered range, m (0 when registered as none)
     * @param observed   the furthest distance d with every distance ≤ d holding, m (0: none)
     * @param points     the distance points, nearest first
     */
    public record ProfileRange(String profile, BigDecimal registered, BigDecimal observed,
                               List<RangePoint> points) {
        /**
         * The components, the collections copied.
         *
         * @param profile k1 or r
         * @param registered the registered range, m (0 when registered as none)
         * @param observed the furthest distance d with every distance ≤ d holding, m (0: none)
         * @param points the distance points, nearest first
         */
        public ProfileRange {
            points = List.copyOf(points);
        }
    }

    /**
     * U4's numbers.
     *
     * @param share    the share of worlds a point must reach (registered)
     * @param profiles each profile's range
     */
    public record Range(BigDecimal share, List<ProfileRange> profiles) {
        /**
         * The components, the collections copied.
         *
         * @param share the share of worlds a point must reach (registered)
         * @param profiles each profile's range
         */
        public Range {
            profiles = List.copyOf(profiles);
        }
    }

    /**
     * U5's numbers.
     *
     * @param arms      arms judged (wire and rooms)
     * @param worldRows world rows judged
     * @param holds     rows in which every guard held at its full count
     * @param failing   the rows that did not, as {@code arm@seed}
     */
    public record Firewall(int arms, int worldRows, int holds, List<String> failing) {
        /**
         * The components, the collections copied.
         *
         * @param arms arms judged (wire and rooms)
         * @param worldRows world rows judged
         * @param holds rows in which every guard held at its full count
         * @param failing the rows that did not, as {@code arm@seed}
         */
        public Firewall {
            failing = List.copyOf(failing);
        }
    }
}
