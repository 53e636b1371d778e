package echoai.link1.results;

import java.math.BigDecimal;
import java.util.Map;

/**
 * {@code predictions.json}: the registered predictions P1–P7 (LINK1.md) judged from the E-files
 * of one folder. Harm is first-visit harm.
 *
 * @param schemaVersion the results schema version
 * @param sources       the seed set of each E-file used, by experiment id ({@code E4}, …)
 * @param p1            harm(T) &lt; harm(S) in ≥ 75 % of worlds, &gt; in ≤ 5 %
 * @param p2            harm(T) &lt; harm(X) in ≥ 75 % of worlds
 * @param p3            every P3 guard in every arm and world
 * @param p4            diversions(L) ≤ advice budget × sites counted
 * @param p5            the air arm A10: losses, corruption, harm within T + 1
 * @param p6            the modem, from E2
 * @param p7            E5 uses fewer postcards than T, harm within T + 1
 */
public record PredictionsResult(int schemaVersion, Map<String, String> sources,
                                Prediction<P1> p1, Prediction<Better> p2, Prediction<P3> p3,
                                Prediction<P4> p4, Prediction<P5> p5, Prediction<P6> p6,
                                Prediction<P7> p7) {
    public PredictionsResult {
        sources = Copies.ordered(sources);
    }

    /**
     * P1's numbers.
     *
     * @param worlds      paired worlds
     * @param tBetter     worlds with harm(T) &lt; harm(S)
     * @param tWorse      worlds with harm(T) &gt; harm(S)
     * @param tBetterRate tBetter / worlds, 4 decimals
     * @param tWorseRate  tWorse / worlds, 4 decimals
     */
    public record P1(int worlds, int tBetter, int tWorse, BigDecimal tBetterRate,
                     BigDecimal tWorseRate) {
    }

    /**
     * "T better than another arm" numbers (P2).
     *
     * @param worlds      paired worlds
     * @param tBetter     worlds with harm(T) &lt; harm(other)
     * @param tBetterRate tBetter / worlds, 4 decimals
     */
    public record Better(int worlds, int tBetter, BigDecimal tBetterRate) {
    }

    /**
     * P3's numbers.
     *
     * @param worldsPerArm  worlds per arm name
     * @param worlds        worlds over every arm
     * @param worldsFailing worlds where some guard fails
     */
    public record P3(Map<String, Integer> worldsPerArm, int worlds, int worldsFailing) {
        public P3 {
            worldsPerArm = Copies.ordered(worldsPerArm);
        }
    }

    /**
     * P4's numbers.
     *
     * @param worlds        arm L's worlds
     * @param violations    worlds over the bound
     * @param maxDiversions the most diversions in one world
     * @param adviceBudget  the advice budget
     */
    public record P4(int worlds, int violations, int maxDiversions, int adviceBudget) {
    }

    /**
     * P5's numbers.
     *
     * @param worlds             arm A10's worlds
     * @param postcards          postcards sent, pooled
     * @param postcardsLost      postcards lost, pooled
     * @param lossRate           lost / sent, 4 decimals
     * @param acceptedCorrupt    corrupt frames accepted, pooled
     * @param harmWithinOneOfT worlds with harm(A10) ≤ harm(T) + 1
     */
    public record P5(int worlds, long postcards, long postcardsLost, BigDecimal lossRate,
                     long acceptedCorrupt, int harmWithinOneOfT) {
    }

    /**
     * P6's numbers (E2's {@link E2Result.P6} without its verdict).
     *
     * @param cleanLoopLosses             frames lost in the clean loop
     * @param echoK1AtOrAbove10dbWorstPer worst PER, echo room, K=1, SNR ≥ 10 dB
     * @param acceptedFalseTotal          accepted-false frames anywhere in E2
     */
    public record P6(int cleanLoopLosses, BigDecimal echoK1AtOrAbove10dbWorstPer,
                     long acceptedFalseTotal) {
        /** The numbers of E2's P6. */
        public static P6 of(E2Result.P6 e2) {
            return new P6(e2.cleanLoopLosses(), e2.echoK1AtOrAbove10dbWorstPer(),
                    e2.acceptedFalseTotal());
        }
    }

    /**
     * P7's numbers.
     *
     * @param worlds             E5's worlds
     * @param fewerPostcards     worlds where E5 sends fewer postcards than T
     * @param harmWithinOneOfT worlds with harm(E5) ≤ harm(T) + 1
     */
    public record P7(int worlds, int fewerPostcards, int harmWithinOneOfT) {
    }
}
