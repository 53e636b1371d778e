package echoai.link1.bench.e2rooms;

import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * V2-1's verdicts R1–R4 ({@code docs/spec/LINK1-v2.md}), judged from an eval run of E2-rooms:
 * written at the top of {@code v2/predictions.json}, the first there.
 *
 * @param r1 R holds across the room
 * @param r2 R delivers nothing wrong
 * @param r3 the air does not mislead (every profile)
 * @param r4 stretch: R in babble below the noise
 */
public record E2RoomsVerdicts(Prediction<R1> r1, Prediction<R2> r2, Prediction<R3> r3,
                              Prediction<PointPer> r4) {
    public E2RoomsVerdicts {
        Objects.requireNonNull(r1, "r1");
        Objects.requireNonNull(r2, "r2");
        Objects.requireNonNull(r3, "r3");
        Objects.requireNonNull(r4, "r4");
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
