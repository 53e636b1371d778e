package echoai.link1.cli;

import java.util.Objects;

/**
 * One frame found in a recording: a line of {@code link1 modem decode} and {@code link1 air
 * listen} (JSON Lines).
 *
 * @param offset   where the frame's greeting starts, in samples at 16 kHz from the start
 * @param frame    the 22-byte frame, 44 lower-case hex digits
 * @param errors   RS symbol errors corrected
 * @param erasures RS erasures filled (GMD)
 * @param score    the greeting's detection score (higher is surer)
 */
public record FrameLine(long offset, String frame, int errors, int erasures, int score) {
    /**
     * Checks the components.
     *
     * @param offset where the frame's greeting starts, in samples at 16 kHz from the start
     * @param frame the 22-byte frame, 44 lower-case hex digits
     * @param errors RS symbol errors corrected
     * @param erasures RS erasures filled (GMD)
     * @param score the greeting's detection score (higher is surer)
     * @throws NullPointerException when a required component is null
     */
    public FrameLine {
        Objects.requireNonNull(frame, "frame");
    }
}
