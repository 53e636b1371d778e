package echoai.link1.bench.e2;

import java.math.BigDecimal;
import java.util.List;

/**
 * Extended E2's interferer row for one K: CLAIM frames through the echo room at a fixed SNR and
 * clock drift, with the sweeping sine at rising power relative to the signal; every point pools
 * {@code recordings} recordings of {@code framesPerRecording} frames, each with its own delay,
 * room seed and interferer start. Reported, not registered; its seeds come from the dev base.
 *
 * @param k                  tone groups
 * @param room               room label
 * @param snrDb              SNR in dB (noise over the signal's active power)
 * @param driftPpm           the receiver's clock drift in ppm
 * @param seedBase           the dev seed base the points' seeds are derived from
 * @param recordings         recordings pooled per point
 * @param framesPerRecording CLAIM frames per recording
 * @param definition         what the threshold is
 * @param thresholdDb        the threshold (interferer dB over the signal), or null when even
 *                           the weakest grid point fails
 * @param points             the grid, weakest interferer first
 */
public record InterfererCurve(int k, String room, BigDecimal snrDb, BigDecimal driftPpm,
                              int seedBase, int recordings, int framesPerRecording,
                              String definition, BigDecimal thresholdDb, List<Point> points) {
    /**
     * The components, the collections copied.
     *
     * @param k tone groups
     * @param room room label
     * @param snrDb SNR in dB (noise over the signal's active power)
     * @param driftPpm the receiver's clock drift in ppm
     * @param seedBase the dev seed base the points' seeds are derived from
     * @param recordings recordings pooled per point
     * @param framesPerRecording CLAIM frames per recording
     * @param definition what the threshold is
     * @param thresholdDb the threshold (interferer dB over the signal), or null when even
     *     the weakest grid point fails
     * @param points the grid, weakest interferer first
     */
    public InterfererCurve {
        points = List.copyOf(points);
    }

    /**
     * One interferer power, pooled.
     *
     * @param interfererDb        interferer power over the signal's, dB
     * @param frames              frames sent in all
     * @param lost                frames lost in all
     * @param per                 lost / frames, 4 decimals
     * @param corruptPassedCrc    wrong frames past the receiver's CRC
     * @param acceptedCorrupt     of those, past every check of the frame parser
     * @param corruptSpeechShaped of those, with a speech act's exact shape
     * @param recordingsWithLoss  recordings that lost at least one frame
     */
    public record Point(BigDecimal interfererDb, int frames, int lost, BigDecimal per,
                        int corruptPassedCrc, int acceptedCorrupt, int corruptSpeechShaped,
                        int recordingsWithLoss) {
    }
}
