package echoai.link1.bench.e2rooms;

import echoai.link1.bench.air.Dropped;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * Background-only audio through the physical room (E2-rooms' false-frame mode): {@code hours}
 * of a background with nothing sent (ROOM.md §7: at the level of a reference tone), through one
 * profile's receiver; every frame delivered is a false frame.
 *
 * @param profile          k1, k2 or r
 * @param background       white or babble
 * @param points           the room points the pieces cycle through, comma-separated
 * @param hours            hours of audio, 2 decimals
 * @param pieces           recordings of {@code pieceSeconds} each, each in its own room draw
 * @param pieceSeconds     seconds of one piece
 * @param greetings        greetings (K1/K2) or syncs (R) detected
 * @param candidates       candidates that reached the decoder and the CRC (the "candidates that
 *                         reached the CRC" of issue 16)
 * @param dropped          detections that delivered nothing, by reason
 * @param corruptPassedCrc frames delivered (each passed the CRC; each false)
 * @param acceptedCorrupt  of those, the frames that also passed every frame check
 * @param distinctHours    hours of the audio that are no repetition of an earlier part (the
 *                         whole for noise and babble-shuffled; 8 s a piece for today's babble,
 *                         ROOM.md §11), 2 decimals; null in a file written before issue 28
 * @param forced           the forced candidate search over the same audio; null in a file
 *                         written before issue 28
 */
public record RoomsNoiseRun(String profile, String background, String points,
                            BigDecimal hours, long pieces, int pieceSeconds,
                            long greetings, long candidates, Dropped dropped,
                            long corruptPassedCrc, long acceptedCorrupt,
                            BigDecimal distinctHours, ForcedSearch forced) {
    /**
     * The forced candidate search (issue 28, item 1): the profile's receiver without its
     * detector, handed a candidate every {@code periodSamples} of the same audio, so that the
     * FEC, the CRC and the frame checks are tried on it whether or not a detector fires.
     *
     * @param periodSamples     samples between forced starts, at 16 kHz
     * @param starts            forced starts
     * @param candidates        candidates demodulated and offered to the FEC
     * @param atCrc             of those, the ones the FEC decoded to 22 bytes for the CRC
     * @param crcPasses         frames past the CRC (each false)
     * @param expectedCrcPasses atCrc × 2⁻¹⁶, the passes of a random 22-byte word, 4 decimals
     * @param poissonP          P(X ≥ crcPasses) for X ~ Poisson(expectedCrcPasses), rounded up
     *                          to 6 decimals (1 when crcPasses is 0)
     * @param acceptedCorrupt   of the CRC passes, those past every frame check
     */
    public record ForcedSearch(int periodSamples, long starts, long candidates, long atCrc,
                               long crcPasses, BigDecimal expectedCrcPasses,
                               BigDecimal poissonP, long acceptedCorrupt) {
    }

    /**
     * The components of a file written before issue 28 (no distinct hours, no forced search).
     *
     * @param profile k1, k2 or r
     * @param background white or babble
     * @param points the room points the pieces cycle through, comma-separated
     * @param hours hours of audio, 2 decimals
     * @param pieces recordings of {@code pieceSeconds} each
     * @param pieceSeconds seconds of one piece
     * @param greetings greetings (K1/K2) or syncs (R) detected
     * @param candidates candidates that reached the decoder and the CRC
     * @param dropped detections that delivered nothing, by reason
     * @param corruptPassedCrc frames delivered (each false)
     * @param acceptedCorrupt of those, the frames that also passed every frame check
     */
    public RoomsNoiseRun(String profile, String background, String points, BigDecimal hours,
                         long pieces, int pieceSeconds, long greetings, long candidates,
                         Dropped dropped, long corruptPassedCrc, long acceptedCorrupt) {
        this(profile, background, points, hours, pieces, pieceSeconds, greetings, candidates,
                dropped, corruptPassedCrc, acceptedCorrupt, null, null);
    }

    /**
     * Checks the components.
     *
     * @param profile k1, k2 or r
     * @param background white or babble
     * @param points the room points the pieces cycle through, comma-separated
     * @param hours hours of audio, 2 decimals
     * @param pieces recordings of {@code pieceSeconds} each, each in its own room draw
     * @param pieceSeconds seconds of one piece
     * @param greetings greetings (K1/K2) or syncs (R) detected
     * @param candidates candidates that reached the decoder and the CRC (the "candidates that
     *     reached the CRC" of issue 16)
     * @param dropped detections that delivered nothing, by reason
     * @param corruptPassedCrc frames delivered (each passed the CRC; each false)
     * @param acceptedCorrupt of those, the frames that also passed every frame check
     * @param distinctHours hours of audio that repeat nothing earlier; null before issue 28
     * @param forced the forced candidate search; null before issue 28
     * @throws NullPointerException when a required component is null
     */
    public RoomsNoiseRun {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(hours, "hours");
        Objects.requireNonNull(dropped, "dropped");
    }
}
