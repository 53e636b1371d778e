package echoai.link1.cli;

import java.util.List;
import java.util.Objects;

/**
 * One frame found in a recording with its RS counts per block: a line of {@code link1 modem
 * decode --per-block} (JSON Lines). The same keys as {@link FrameLine}, in the same order, then
 * the two lists.
 *
 * @param offset            where the frame's greeting starts, in samples at 16 kHz from the start
 * @param frame             the 22-byte frame, 44 lower-case hex digits
 * @param errors            RS symbol errors corrected, sum over the 4 blocks
 * @param erasures          RS erasures filled (GMD), sum over the 4 blocks
 * @param score             the greeting's detection score (higher is surer)
 * @param errorsPerBlock    RS symbol errors corrected in blocks 0..3 (4 entries, each 0..2)
 * @param erasuresPerBlock  RS erasures filled in blocks 0..3 (4 entries, each 0..4)
 */
public record FramePerBlockLine(long offset, String frame, int errors, int erasures, int score,
        List<Integer> errorsPerBlock, List<Integer> erasuresPerBlock) {
    /**
     * Checks the components and copies the collections.
     *
     * @param offset where the frame's greeting starts, in samples at 16 kHz from the start
     * @param frame the 22-byte frame, 44 lower-case hex digits
     * @param errors RS symbol errors corrected, sum over the 4 blocks
     * @param erasures RS erasures filled (GMD), sum over the 4 blocks
     * @param score the greeting's detection score (higher is surer)
     * @param errorsPerBlock RS symbol errors corrected in blocks 0..3 (4 entries, each 0..2)
     * @param erasuresPerBlock RS erasures filled in blocks 0..3 (4 entries, each 0..4)
     * @throws NullPointerException when a required component is null
     */
    public FramePerBlockLine {
        Objects.requireNonNull(frame, "frame");
        errorsPerBlock = List.copyOf(errorsPerBlock);
        erasuresPerBlock = List.copyOf(erasuresPerBlock);
    }
}
