package echoai.link1.modem;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Objects;

/**
 * One delivered frame: where its greeting starts, its 22 bytes (a copy in and out), the symbol
 * errors and erasures the FEC used (sums over the 4 blocks) and the receiver's score (mean of
 * {@code 65536 − r} over the 60 nibbles, 0..65536, higher is better). Immutable.
 */
public final class ModemFrame {
    private final long offsetSamples;
    private final byte[] frame;
    private final int errors;
    private final int erasures;
    private final int score;

    public ModemFrame(long offsetSamples, byte[] frame, int errors, int erasures, int score) {
        Objects.requireNonNull(frame, "frame");
        if (frame.length != 22) {
            throw new IllegalArgumentException("frame must have 22 bytes: " + frame.length);
        }
        if (errors < 0 || erasures < 0 || score < 0 || score > 65536) {
            throw new IllegalArgumentException("errors, erasures must be >= 0 and score in [0, 65536]: "
                    + errors + ", " + erasures + ", " + score);
        }
        this.offsetSamples = offsetSamples;
        this.frame = frame.clone();
        this.errors = errors;
        this.erasures = erasures;
        this.score = score;
    }

    /** Estimated sample index of the greeting's first sample. */
    public long offsetSamples() {
        return offsetSamples;
    }

    /** The 22 frame bytes (a fresh copy). */
    public byte[] frame() {
        return frame.clone();
    }

    /** The frame as 44 lowercase hex digits. */
    public String frameHex() {
        return HexFormat.of().formatHex(frame);
    }

    /** Symbol errors corrected. */
    public int errors() {
        return errors;
    }

    /** Erasures used (GMD). */
    public int erasures() {
        return erasures;
    }

    /** Receiver score, 0..65536, higher is better. */
    public int score() {
        return score;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ModemFrame f && f.offsetSamples == offsetSamples
                && Arrays.equals(f.frame, frame) && f.errors == errors && f.erasures == erasures
                && f.score == score;
    }

    @Override
    public int hashCode() {
        return Objects.hash(offsetSamples, Arrays.hashCode(frame), errors, erasures, score);
    }

    @Override
    public String toString() {
        return "ModemFrame[offset=" + offsetSamples + ", frame=" + frameHex() + ", errors=" + errors
                + ", erasures=" + erasures + ", score=" + score + "]";
    }
}
