package echoai.link1.results;

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
 */
public record RoomsNoiseRun(String profile, String background, String points,
                            BigDecimal hours, long pieces, int pieceSeconds,
                            long greetings, long candidates, Dropped dropped,
                            long corruptPassedCrc, long acceptedCorrupt) {
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
