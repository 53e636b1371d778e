package echoai.link1.bench.e2;

import com.fasterxml.jackson.annotation.JsonInclude;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.rules.Verdict;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code E2.json} (and with {@link #extended()} {@code extended/E2.json}): the modem in a clean
 * loop and in the simulated room — per point PER, residual BER and corrupt frames at three
 * levels ({@link AirPoint}) — and P6's verdict as E2 judges it.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E2}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBase       the seed set's base
 * @param seedDerivation how each point's seed was derived
 * @param config         what was run
 * @param cleanLoop      no room, no noise (snrDb null), one point per K
 * @param randomFrames   the sweep with random valid-CRC frames
 * @param claimFrames    the sweep with real CLAIM frames
 * @param p6             P6 as E2 judges it
 * @param extended       the {@code --extended} sweeps, or null when not asked for (then the
 *                       key is left out)
 */
@JsonInclude(value = JsonInclude.Include.NON_NULL, content = JsonInclude.Include.NON_NULL)
public record E2Result(int schemaVersion, String experiment, String title, String seedSet,
                       int seedBase, String seedDerivation, Config config,
                       List<AirPoint> cleanLoop, List<AirPoint> randomFrames,
                       List<AirPoint> claimFrames, P6 p6, Extended extended) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E2}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBase the seed set's base
     * @param seedDerivation how each point's seed was derived
     * @param config what was run
     * @param cleanLoop no room, no noise (snrDb null), one point per K
     * @param randomFrames the sweep with random valid-CRC frames
     * @param claimFrames the sweep with real CLAIM frames
     * @param p6 P6 as E2 judges it
     * @param extended the {@code --extended} sweeps, or null when not asked for (then the
     *     key is left out)
     * @throws NullPointerException when a required component is null
     */
    public E2Result {
        Objects.requireNonNull(config, "config");
        cleanLoop = List.copyOf(cleanLoop);
        randomFrames = List.copyOf(randomFrames);
        claimFrames = List.copyOf(claimFrames);
        Objects.requireNonNull(p6, "p6");
    }

    /**
     * What E2 ran (the sweep grid and the definitions, as text).
     *
     * @param snrDb          the SNR grid in dB, one decimal
     * @param rooms          the rooms' labels
     * @param k              the tone plans' group counts
     * @param framesPerPoint frames per point
     * @param recording      how a point's recording is made
     * @param maxFrames      the receiver's frame limit
     * @param snrDefinition  what SNR means
     * @param check          the frame check and reliabilities
     * @param randomFrames   what the random frames are
     * @param claimFrames    what the CLAIM frames are
     * @param cleanLoop      what the clean loop is
     * @param corrupt        what a corrupt frame is and its three levels
     * @param residualBer    what residual BER means
     */
    public record Config(List<BigDecimal> snrDb, List<String> rooms, List<Integer> k,
                         int framesPerPoint, String recording, String maxFrames,
                         String snrDefinition, String check, String randomFrames,
                         String claimFrames, String cleanLoop, String corrupt,
                         String residualBer) {
        /**
         * The components, the collections copied.
         *
         * @param snrDb the SNR grid in dB, one decimal
         * @param rooms the rooms' labels
         * @param k the tone plans' group counts
         * @param framesPerPoint frames per point
         * @param recording how a point's recording is made
         * @param maxFrames the receiver's frame limit
         * @param snrDefinition what SNR means
         * @param check the frame check and reliabilities
         * @param randomFrames what the random frames are
         * @param claimFrames what the CLAIM frames are
         * @param cleanLoop what the clean loop is
         * @param corrupt what a corrupt frame is and its three levels
         * @param residualBer what residual BER means
         */
        public Config {
            snrDb = List.copyOf(snrDb);
            rooms = List.copyOf(rooms);
            k = List.copyOf(k);
        }
    }

    /**
     * P6 as judged from E2.
     *
     * @param cleanLoopLosses             frames lost in the clean loop
     * @param echoK1AtOrAbove10dbWorstPer the worst PER of the echo room, K=1, SNR ≥ 10 dB,
     *                                    4 decimals
     * @param corruptPassedCrcTotal       corrupt frames past the receiver's CRC anywhere in E2
     *                                    (the count the registered P6 judges: "0 accepted
     *                                    corrupt" was registered at the receiver's CRC)
     * @param acceptedCorruptTotal        of those, past every check of the frame parser
     * @param verdict                     green or red
     */
    public record P6(int cleanLoopLosses, BigDecimal echoK1AtOrAbove10dbWorstPer,
                     long corruptPassedCrcTotal, long acceptedCorruptTotal, Verdict verdict) {
        /**
         * Checks the components.
         *
         * @param cleanLoopLosses frames lost in the clean loop
         * @param echoK1AtOrAbove10dbWorstPer the worst PER of the echo room, K=1, SNR ≥ 10 dB,
         *     4 decimals
         * @param corruptPassedCrcTotal corrupt frames past the receiver's CRC anywhere in E2
         *     (the count the registered P6 judges: "0 accepted
         *     corrupt" was registered at the receiver's CRC)
         * @param acceptedCorruptTotal of those, past every check of the frame parser
         * @param verdict green or red
         * @throws NullPointerException when a required component is null
         */
        public P6 {
            Objects.requireNonNull(echoK1AtOrAbove10dbWorstPer, "echoK1AtOrAbove10dbWorstPer");
            Objects.requireNonNull(verdict, "verdict");
        }
    }

    /**
     * The {@code --extended} sweeps.
     *
     * @param thresholds per room and K the SNR threshold and its curve
     * @param longEcho   the long-echo room
     * @param reverb     the reverb room, pooled over room draws
     * @param noiseOnly  hours of noise-only audio per K
     * @param interferer frames under the sweeping interferer, one curve per K (dev seeds)
     */
    public record Extended(Thresholds thresholds, List<AirPoint> longEcho,
                           List<ReverbPoint> reverb, List<NoiseRun> noiseOnly,
                           List<InterfererCurve> interferer) {
        /**
         * Checks the components and copies the collections.
         *
         * @param thresholds per room and K the SNR threshold and its curve
         * @param longEcho the long-echo room
         * @param reverb the reverb room, pooled over room draws
         * @param noiseOnly hours of noise-only audio per K
         * @param interferer frames under the sweeping interferer, one curve per K (dev seeds)
         * @throws NullPointerException when a required component is null
         */
        public Extended {
            Objects.requireNonNull(thresholds, "thresholds");
            longEcho = List.copyOf(longEcho);
            reverb = List.copyOf(reverb);
            noiseOnly = List.copyOf(noiseOnly);
            interferer = List.copyOf(interferer);
        }
    }

    /**
     * The thresholds.
     *
     * @param definition what a threshold is
     * @param curves     one per room and K
     */
    public record Thresholds(String definition, List<ThresholdCurve> curves) {
        /**
         * The components, the collections copied.
         *
         * @param definition what a threshold is
         * @param curves one per room and K
         */
        public Thresholds {
            curves = List.copyOf(curves);
        }
    }

    /**
     * One room × K on the 1 dB grid.
     *
     * @param room        room label
     * @param k           tone groups
     * @param thresholdDb the threshold in whole dB, or null when no grid point qualifies
     * @param points      the grid, lowest SNR first
     */
    public record ThresholdCurve(String room, int k, Integer thresholdDb, List<AirPoint> points) {
        /**
         * The components, the collections copied.
         *
         * @param room room label
         * @param k tone groups
         * @param thresholdDb the threshold in whole dB, or null when no grid point qualifies
         * @param points the grid, lowest SNR first
         */
        public ThresholdCurve {
            points = List.copyOf(points);
        }
    }

    /**
     * The reverb room at one SNR, pooled over {@code roomDraws} recordings with their own room.
     *
     * @param k              tone groups
     * @param snrDb          SNR in dB, one decimal
     * @param roomDraws      recordings (room draws) pooled
     * @param frames         frames sent in all
     * @param lost           frames lost in all
     * @param per            lost / frames, 4 decimals
     * @param corruptPassedCrc    corrupt frames past the receiver's CRC, in all
     * @param acceptedCorrupt     of those, past every check of the frame parser
     * @param corruptSpeechShaped of those, with a speech act's exact shape
     * @param drawsWithLoss       room draws that lost at least one frame
     */
    public record ReverbPoint(int k, BigDecimal snrDb, int roomDraws, int frames, int lost,
                              BigDecimal per, int corruptPassedCrc, int acceptedCorrupt,
                              int corruptSpeechShaped, int drawsWithLoss) {
    }
}
