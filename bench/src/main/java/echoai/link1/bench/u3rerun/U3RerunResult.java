package echoai.link1.bench.u3rerun;

import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/u3-rerun-predictions.json}: U3 re-registered (docs/spec/LINK1-v2.md, V2-3), judged
 * once on the fresh world seeds 110 000–110 063 from {@code v2/understanding-rooms-u3.json}.
 * V2-2's U3 stays red; this is a later, separate prediction.
 *
 * @param schemaVersion the results schema version
 * @param registeredIn  where the rules were registered
 * @param seedSet       the seed set judged
 * @param u3r           harm from the channel, the model at each arm's own PER
 * @param u3i           the babble arm's losses independent of the frames' content (dispersion)
 * @param reported      the dispersion test at every claims arm, reported without a prediction
 */
public record U3RerunResult(int schemaVersion, String registeredIn, String seedSet,
                            Prediction<Ratios> u3r, Prediction<Dispersion> u3i,
                            List<Dispersion> reported) {
    /**
     * The components, the list copied.
     *
     * @param schemaVersion the results schema version
     * @param registeredIn where the rules were registered
     * @param seedSet the seed set judged
     * @param u3r harm from the channel, the model at each arm's own PER
     * @param u3i the babble arm's losses independent of the frames' content
     * @param reported the dispersion test at every claims arm
     */
    public U3RerunResult {
        Objects.requireNonNull(registeredIn, "registeredIn");
        reported = List.copyOf(reported);
    }

    /**
     * One claims arm: observed ratio to S against the model at the arm's own PER.
     *
     * @param arm           the claims arm
     * @param postcards     postcards sent through the room
     * @param lost          of those, lost
     * @param per           lost / postcards, 4 decimals
     * @param perCi95       its 95 % Wilson interval
     * @param modelRatio    the claim-loss model's pooled harm(A) / harm(S) at that PER, over
     *                      the same worlds, 4 decimals
     * @param harm          the arm's pooled first-visit harm
     * @param silenceHarm   S's pooled first-visit harm
     * @param observedRatio harm / silenceHarm, 4 decimals
     * @param predictedHarm modelRatio × silenceHarm, 4 decimals
     * @param within        |observedRatio − modelRatio| ≤ the tolerance
     */
    public record ArmRatio(String arm, long postcards, long lost, BigDecimal per,
                           Uncertainty.Interval perCi95, BigDecimal modelRatio, long harm,
                           long silenceHarm, BigDecimal observedRatio, BigDecimal predictedHarm,
                           boolean within) {
    }

    /**
     * U3r's numbers.
     *
     * @param tolerance      the registered tolerance
     * @param modelDraws     loss patterns a world behind each model ratio
     * @param arms           every claims arm, grid order then profile
     */
    public record Ratios(BigDecimal tolerance, int modelDraws, List<ArmRatio> arms) {
        /**
         * The components, the list copied.
         *
         * @param tolerance the registered tolerance
         * @param modelDraws loss patterns a world behind each model ratio
         * @param arms every claims arm
         */
        public Ratios {
            arms = List.copyOf(arms);
        }
    }

    /**
     * The dispersion test of one arm: are the per-world loss counts as spread as independent
     * losses at the pooled PER make them (binomial), or more?
     *
     * @param arm       the claims arm
     * @param worlds    worlds
     * @param per       the pooled PER, 4 decimals
     * @param statistic Σ (lost_w − n_w·p)² / (n_w·p·(1 − p)), 4 decimals (χ² with worlds − 1
     *                  degrees of freedom under independence)
     * @param df        degrees of freedom
     * @param p         P(χ²_df ≥ statistic), 6 decimals; null when the PER is 0 or 1 (no test)
     * @param alpha     the registered level (for u3i; reported rows carry it too)
     * @param holds     p ≥ alpha (true when there is no test)
     */
    public record Dispersion(String arm, int worlds, BigDecimal per, BigDecimal statistic, int df,
                             BigDecimal p, BigDecimal alpha, boolean holds) {
    }
}
