package echoai.link1.session;

import java.util.List;
import java.util.Objects;

/**
 * What B's process knows after one world (E6, {@code link1 listen}): the bytes it read, the
 * frames it heard (accepted past every frame check, in the order heard) and its life. It does
 * not know what A sent, so the postcard accounting is left to whoever saw both ends of the pipe
 * (the parent process: {@code postcards}, {@code postcards_lost} and the three corrupt counts
 * of {@code life} are −1 here, "not known to B").
 *
 * @param seed        world seed
 * @param arm         B's arm ({@code S T X L D}, or {@code E5})
 * @param bytesRead   bytes B read for this world (≥ 0)
 * @param heardFrames the frames B heard, 44 hex digits each, in order (repeats kept)
 * @param rejectedAfterCrc good-CRC candidates B's later frame checks rejected (B knows these:
 *                    a sent frame is never rejected; the parent adds them to
 *                    {@code corrupt_passed_crc})
 * @param life        B's row with the accounting keys at −1
 */
public record ListenerReport(long seed, String arm, long bytesRead, List<String> heardFrames,
                             int rejectedAfterCrc, WorldResult life) {
    /** The value of the keys B cannot know. */
    public static final int NOT_KNOWN = -1;

    /**
     * Checks the components and copies the collections.
     *
     * @param seed world seed
     * @param arm B's arm ({@code S T X L D}, or {@code E5})
     * @param bytesRead bytes B read for this world (≥ 0)
     * @param heardFrames the frames B heard, 44 hex digits each, in order (repeats kept)
     * @param rejectedAfterCrc good-CRC candidates B's later frame checks rejected (B knows these:
     *     a sent frame is never rejected; the parent adds them to
     *     {@code corrupt_passed_crc})
     * @param life B's row with the accounting keys at −1
     * @throws IllegalArgumentException when a component is out of range
     * @throws NullPointerException when a required component is null
     */
    public ListenerReport {
        Objects.requireNonNull(arm, "arm");
        if (bytesRead < 0) {
            throw new IllegalArgumentException("bytesRead must be >= 0: " + bytesRead);
        }
        heardFrames = List.copyOf(heardFrames);
        if (rejectedAfterCrc < 0) {
            throw new IllegalArgumentException("rejectedAfterCrc must be >= 0: "
                    + rejectedAfterCrc);
        }
        Objects.requireNonNull(life, "life");
    }
}
