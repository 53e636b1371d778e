package echoai.link1.bench.ggwavefair;


import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import java.util.Map;
import java.util.Objects;

/**
 * The V2-4 verdicts of {@code docs/spec/LINK1-v2.md} (ggwave, fairly: equal SNR and equal
 * energy per postcard; G1–G5) in {@code v2/predictions.json}, judged from
 * {@code v2/ggwave-fair.json} of the registered eval run. A point counts as better or worse
 * only where the 95 % intervals separate; the tallies' ties are reported as ties.
 *
 * @param g1 equal SNR: R against ggwave AUDIBLE_NORMAL
 * @param g2 equal energy per postcard: R against ggwave AUDIBLE_NORMAL
 * @param g3 equal energy per postcard: K1 and K2 against ggwave AUDIBLE_NORMAL
 * @param g4 equal energy per postcard: R against ggwave AUDIBLE_FASTEST
 * @param g5 LINK-1 delivers nothing wrong on either axis
 */
public record GgwaveFairVerdicts(Prediction<GgwaveFairResult.Tally> g1,
                                 Prediction<GgwaveFairResult.Tally> g2,
                                 Prediction<BothBehind> g3,
                                 Prediction<GgwaveFairResult.Tally> g4,
                                 Prediction<NothingWrong> g5) {
    /**
     * Checks the components.
     *
     * @param g1 equal SNR: R against ggwave AUDIBLE_NORMAL
     * @param g2 equal energy per postcard: R against ggwave AUDIBLE_NORMAL
     * @param g3 equal energy per postcard: K1 and K2 against ggwave AUDIBLE_NORMAL
     * @param g4 equal energy per postcard: R against ggwave AUDIBLE_FASTEST
     * @param g5 LINK-1 delivers nothing wrong on either axis
     * @throws NullPointerException when a component is null
     */
    public GgwaveFairVerdicts {
        Objects.requireNonNull(g1, "g1");
        Objects.requireNonNull(g2, "g2");
        Objects.requireNonNull(g3, "g3");
        Objects.requireNonNull(g4, "g4");
        Objects.requireNonNull(g5, "g5");
    }

    /**
     * G3's numbers: K1's and K2's tallies against NORMAL on the equal-energy axis.
     *
     * @param k1 K1 against NORMAL
     * @param k2 K2 against NORMAL
     */
    public record BothBehind(GgwaveFairResult.Tally k1, GgwaveFairResult.Tally k2) {
        /**
         * Checks the components.
         *
         * @param k1 K1 against NORMAL
         * @param k2 K2 against NORMAL
         * @throws NullPointerException when a component is null
         */
        public BothBehind {
            Objects.requireNonNull(k1, "k1");
            Objects.requireNonNull(k2, "k2");
        }
    }

    /**
     * G5's numbers, summed over every point of both axes.
     *
     * @param recordings       LINK-1 recordings counted (every point, axis and LINK-1 arm)
     * @param acceptedCorrupt  per LINK-1 arm, frames delivered that are not the one sent and
     *                         pass every frame check
     * @param corruptPassedCrc per LINK-1 arm, frames past the CRC that are not the one sent
     *                         (reported)
     * @param ggwaveWrong      per ggwave arm, payloads decoded that are not the one sent
     *                         (reported; ggwave has no CRC; NORMAL's recordings counted once)
     */
    public record NothingWrong(long recordings, Map<String, Long> acceptedCorrupt,
                               Map<String, Long> corruptPassedCrc,
                               Map<String, Long> ggwaveWrong) {
        /**
         * The components, the maps copied in order.
         *
         * @param recordings LINK-1 recordings counted
         * @param acceptedCorrupt per LINK-1 arm, frames delivered wrong past every check
         * @param corruptPassedCrc per LINK-1 arm, wrong frames past the CRC (reported)
         * @param ggwaveWrong per ggwave arm, wrong payloads decoded (reported)
         */
        public NothingWrong {
            acceptedCorrupt = Copies.ordered(acceptedCorrupt);
            corruptPassedCrc = Copies.ordered(corruptPassedCrc);
            ggwaveWrong = Copies.ordered(ggwaveWrong);
        }
    }
}
