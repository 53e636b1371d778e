package echoai.link1.bench.v1;


import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code predictions.json}: the registered predictions P1–P7 (LINK1.md) judged from the E-files
 * of one folder. Harm is first-visit harm.
 *
 * <p>Uncertainty is reported beside the registered figures and changes no verdict or threshold
 * ({@link Uncertainty}): every rate carries its 95 % Wilson score interval ({@code *_ci95}: z =
 * 1.959963984540054, bounds rounded outward to 4 decimals), and every paired comparison its
 * exact two-sided sign test ({@code *sign_test}: ties dropped, p rounded up to 6 decimals).
 *
 * @param schemaVersion   the results schema version
 * @param sources         the seed set of each E-file used, by experiment id ({@code E4}, …)
 * @param uncertainty     the methods of the intervals and tests, in words
 * @param earlierEvalRuns runs on the eval seeds before the registered run, declared (they tuned
 *                        nothing; the git facts are in each entry)
 * @param p1              harm(T) &lt; harm(S) in ≥ 75 % of worlds, &gt; in ≤ 5 %
 * @param p2              harm(T) &lt; harm(X) in ≥ 75 % of worlds
 * @param p3              every P3 guard in every arm and world, each run in full
 * @param p4              diversions(L) ≤ advice budget × sites counted
 * @param p5              the air arm A10: losses, corruption, harm within T + 1
 * @param p6              the modem, recomputed from E2's points
 * @param p7              E5 uses fewer postcards than T, harm within T + 1
 */
public record PredictionsResult(int schemaVersion, Map<String, String> sources,
                                String uncertainty, List<EarlierEvalRun> earlierEvalRuns,
                                Prediction<P1> p1, Prediction<Better> p2, Prediction<P3> p3,
                                Prediction<P4> p4, Prediction<P5> p5, Prediction<P6> p6,
                                Prediction<P7> p7) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param sources the seed set of each E-file used, by experiment id ({@code E4}, …)
     * @param uncertainty the methods of the intervals and tests, in words
     * @param earlierEvalRuns runs on the eval seeds before the registered run, declared (they tuned
     *     nothing; the git facts are in each entry)
     * @param p1 harm(T) &lt; harm(S) in ≥ 75 % of worlds, &gt; in ≤ 5 %
     * @param p2 harm(T) &lt; harm(X) in ≥ 75 % of worlds
     * @param p3 every P3 guard in every arm and world, each run in full
     * @param p4 diversions(L) ≤ advice budget × sites counted
     * @param p5 the air arm A10: losses, corruption, harm within T + 1
     * @param p6 the modem, recomputed from E2's points
     * @param p7 E5 uses fewer postcards than T, harm within T + 1
     * @throws NullPointerException when a required component is null
     */
    public PredictionsResult {
        sources = Copies.ordered(sources);
        Objects.requireNonNull(uncertainty, "uncertainty");
        earlierEvalRuns = List.copyOf(earlierEvalRuns);
    }

    /**
     * A run on the eval seeds before the registered one.
     *
     * @param experiment   what ran ({@code E2}, {@code E2 --extended})
     * @param commits      the commits that hold its output
     * @param supersededBy the registered run that replaced it, or why it stands
     * @param receiverDiff what changed in the receiver (modem, fec, room) from it to the
     *                     registered run, by {@code git diff}
     */
    public record EarlierEvalRun(String experiment, String commits, String supersededBy,
                                 String receiverDiff) {
    }

    /**
     * P1's numbers.
     *
     * @param worlds          paired worlds
     * @param tBetter         worlds with harm(T) &lt; harm(S)
     * @param tWorse          worlds with harm(T) &gt; harm(S)
     * @param tBetterRate     tBetter / worlds, 4 decimals
     * @param tBetterRateCi95 its 95 % Wilson interval
     * @param tWorseRate      tWorse / worlds, 4 decimals
     * @param tWorseRateCi95  its 95 % Wilson interval
     * @param signTest        harm(T) − harm(S), world by world
     */
    public record P1(int worlds, int tBetter, int tWorse, BigDecimal tBetterRate,
                     Uncertainty.Interval tBetterRateCi95, BigDecimal tWorseRate,
                     Uncertainty.Interval tWorseRateCi95, Uncertainty.SignTest signTest) {
    }

    /**
     * "T better than another arm" numbers (P2).
     *
     * @param worlds          paired worlds
     * @param tBetter         worlds with harm(T) &lt; harm(other)
     * @param tBetterRate     tBetter / worlds, 4 decimals
     * @param tBetterRateCi95 its 95 % Wilson interval
     * @param signTest        harm(T) − harm(other), world by world
     */
    public record Better(int worlds, int tBetter, BigDecimal tBetterRate,
                         Uncertainty.Interval tBetterRateCi95, Uncertainty.SignTest signTest) {
    }

    /**
     * P3's numbers.
     *
     * @param worldsPerArm  worlds per arm name
     * @param worlds        worlds over every arm
     * @param worldsFailing worlds where some guard fails
     * @param guardsShort   of those, worlds where some guard did not run at its full count
     *                      ({@link WorldResult#guardsRanInFull()})
     */
    public record P3(Map<String, Integer> worldsPerArm, int worlds, int worldsFailing,
                     int guardsShort) {
        /**
         * The components, the collections copied.
         *
         * @param worldsPerArm worlds per arm name
         * @param worlds worlds over every arm
         * @param worldsFailing worlds where some guard fails
         * @param guardsShort of those, worlds where some guard did not run at its full count
         *     ({@link WorldResult#guardsRanInFull()})
         */
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
     * @param worlds                   arm A10's worlds
     * @param postcards                postcards sent, pooled
     * @param postcardsLost            postcards lost, pooled
     * @param lossRate                 lost / sent, 4 decimals
     * @param lossRateCi95             its 95 % Wilson interval (postcards as trials)
     * @param acceptedCorrupt          corrupt frames past every frame check, pooled
     * @param corruptPassedCrc         corrupt frames past B's CRC, pooled (reported)
     * @param harmWithinOneOfT         worlds with harm(A10) ≤ harm(T) + 1
     * @param harmWithinOneRate        harmWithinOneOfT / worlds, 4 decimals
     * @param harmWithinOneRateCi95    its 95 % Wilson interval
     * @param signTest                 harm(A10) − harm(T), world by world
     */
    public record P5(int worlds, long postcards, long postcardsLost, BigDecimal lossRate,
                     Uncertainty.Interval lossRateCi95, long acceptedCorrupt, long corruptPassedCrc,
                     int harmWithinOneOfT, BigDecimal harmWithinOneRate,
                     Uncertainty.Interval harmWithinOneRateCi95, Uncertainty.SignTest signTest) {
    }

    /**
     * P6's numbers, recomputed here from E2's points (not copied from E2's own verdict).
     *
     * @param cleanLoopLosses             frames lost in the clean loop, both K
     * @param echoK1AtOrAbove10dbWorstPer worst PER of the echo room, K=1, SNR ≥ 10 dB, random
     *                                    and CLAIM sweeps, 4 decimals
     * @param corruptPassedCrcTotal       corrupt frames past the receiver's CRC over every point
     *                                    of E2 (clean loop and both sweeps): the registered "0
     *                                    accepted corrupt" was judged at the receiver's CRC, the
     *                                    stricter level, and still is
     * @param acceptedCorruptTotal        of those, past every check of the frame parser
     * @param pointsCounted               E2 points the corrupt totals are summed over
     * @param points                      the points behind the loss and PER parts, in E2's order:
     *                                    the clean loop, then echo K=1 at ≥ 10 dB
     * @param e2Verdict                   E2's own verdict, for comparison
     */
    public record P6(int cleanLoopLosses, BigDecimal echoK1AtOrAbove10dbWorstPer,
                     long corruptPassedCrcTotal, long acceptedCorruptTotal, int pointsCounted,
                     List<P6Point> points, Verdict e2Verdict) {
        /**
         * The components, the collections copied.
         *
         * @param cleanLoopLosses frames lost in the clean loop, both K
         * @param echoK1AtOrAbove10dbWorstPer worst PER of the echo room, K=1, SNR ≥ 10 dB, random
         *     and CLAIM sweeps, 4 decimals
         * @param corruptPassedCrcTotal corrupt frames past the receiver's CRC over every point
         *     of E2 (clean loop and both sweeps): the registered "0
         *     accepted corrupt" was judged at the receiver's CRC, the
         *     stricter level, and still is
         * @param acceptedCorruptTotal of those, past every check of the frame parser
         * @param pointsCounted E2 points the corrupt totals are summed over
         * @param points the points behind the loss and PER parts, in E2's order:
         *     the clean loop, then echo K=1 at ≥ 10 dB
         * @param e2Verdict E2's own verdict, for comparison
         */
        public P6 {
            points = List.copyOf(points);
        }
    }

    /**
     * One E2 point behind P6.
     *
     * @param sweep            {@code clean_loop}, {@code random_frames} or {@code claim_frames}
     * @param room             the room's label
     * @param k                tone groups
     * @param snrDb            SNR in dB, or null in the clean loop
     * @param frames           frames sent
     * @param lost             frames lost
     * @param per              lost / frames, 4 decimals
     * @param perCi95          its 95 % Wilson interval
     * @param corruptPassedCrc corrupt frames past the receiver's CRC
     */
    public record P6Point(String sweep, String room, int k, BigDecimal snrDb, int frames,
                          int lost, BigDecimal per, Uncertainty.Interval perCi95,
                          int corruptPassedCrc) {
    }

    /**
     * P7's numbers.
     *
     * @param worlds                   E5's worlds
     * @param fewerPostcards           worlds where E5 sends fewer postcards than T
     * @param fewerPostcardsRate       fewerPostcards / worlds, 4 decimals
     * @param fewerPostcardsRateCi95   its 95 % Wilson interval
     * @param harmWithinOneOfT         worlds with harm(E5) ≤ harm(T) + 1
     * @param harmWithinOneRate        harmWithinOneOfT / worlds, 4 decimals
     * @param harmWithinOneRateCi95    its 95 % Wilson interval
     * @param postcardsSignTest        postcards(E5) − postcards(T), world by world
     * @param harmSignTest             harm(E5) − harm(T), world by world
     */
    public record P7(int worlds, int fewerPostcards, BigDecimal fewerPostcardsRate,
                     Uncertainty.Interval fewerPostcardsRateCi95, int harmWithinOneOfT,
                     BigDecimal harmWithinOneRate, Uncertainty.Interval harmWithinOneRateCi95,
                     Uncertainty.SignTest postcardsSignTest, Uncertainty.SignTest harmSignTest) {
    }
}
