package echoai.link1.modem;

import echoai.link1.fec.Interleaver;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One delivered frame: where its greeting starts, its 22 bytes (a copy in and out), the symbol
 * errors and erasures the FEC used (sums over the 4 blocks), the same counts per RS(15,11) block
 * (block j holds data nibbles 11j..11j+10; see {@code AirCodec}) and the receiver's score (mean of
 * {@code 65536 − r} over the 60 nibbles, 0..65536, higher is better). Immutable.
 *
 * <p>The per-block lists have 4 entries (profiles K1, K2) or none: profile R has a convolutional
 * code and no RS blocks, so its frames carry empty lists, {@link #errors()} the Viterbi path's
 * disagreements and {@link #erasures()} 0.
 */
public final class ModemFrame {
    private final long offsetSamples;
    private final byte[] frame;
    private final int errors;
    private final int erasures;
    private final List<Integer> errorsPerBlock;
    private final List<Integer> erasuresPerBlock;
    private final int score;

    /**
     * A frame without per-block counts (empty lists), as profile R delivers them.
     *
     * @param offsetSamples estimated sample index of the frame's start
     * @param frame the 22 bytes (copied)
     * @param errors symbol errors corrected (R: Viterbi disagreements), ≥ 0
     * @param erasures erasures used, ≥ 0
     * @param score receiver score, 0..65536, higher is better
     * @throws IllegalArgumentException when a figure is out of range or {@code frame} is not 22 bytes
     */
    public ModemFrame(long offsetSamples, byte[] frame, int errors, int erasures, int score) {
        this(offsetSamples, frame, errors, erasures, List.of(), List.of(), score);
    }

    /**
     * A frame with its counts per block: both lists empty, or both of 4 entries ≥ 0 that sum to
     * {@code errors} and {@code erasures}. The lists are copied.
     *
     * @param offsetSamples estimated sample index of the greeting's first sample
     * @param frame the 22 bytes (copied)
     * @param errors symbol errors corrected, summed over the blocks, ≥ 0
     * @param erasures erasures used, summed over the blocks, ≥ 0
     * @param errorsPerBlock errors in blocks 0..3, or empty
     * @param erasuresPerBlock erasures in blocks 0..3, or empty (same size as {@code errorsPerBlock})
     * @param score receiver score, 0..65536, higher is better
     * @throws IllegalArgumentException when a figure or list is out of range or {@code frame}
     *     is not 22 bytes
     */
    public ModemFrame(long offsetSamples, byte[] frame, int errors, int erasures,
            List<Integer> errorsPerBlock, List<Integer> erasuresPerBlock, int score) {
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
        this.errorsPerBlock = List.copyOf(errorsPerBlock);
        this.erasuresPerBlock = List.copyOf(erasuresPerBlock);
        this.score = score;
        checkPerBlock("errorsPerBlock", this.errorsPerBlock, errors);
        checkPerBlock("erasuresPerBlock", this.erasuresPerBlock, erasures);
        if (this.errorsPerBlock.size() != this.erasuresPerBlock.size()) {
            throw new IllegalArgumentException("errorsPerBlock and erasuresPerBlock must have the"
                    + " same size: " + this.errorsPerBlock + ", " + this.erasuresPerBlock);
        }
    }

    private static void checkPerBlock(String name, List<Integer> counts, int sum) {
        if (counts.isEmpty()) {
            return;
        }
        if (counts.size() != Interleaver.BLOCKS || counts.stream().anyMatch(c -> c < 0)
                || counts.stream().mapToInt(Integer::intValue).sum() != sum) {
            throw new IllegalArgumentException(name + " must be empty or 4 counts >= 0 summing to "
                    + sum + ": " + counts);
        }
    }

    /**
     * Where the frame starts.
     *
     * @return estimated sample index of the greeting's (R: the sync's) first sample
     */
    public long offsetSamples() {
        return offsetSamples;
    }

    /**
     * The decoded frame.
     *
     * @return the 22 bytes, a fresh copy
     */
    public byte[] frame() {
        return frame.clone();
    }

    /**
     * The frame in hex.
     *
     * @return 44 lowercase hex digits
     */
    public String frameHex() {
        StringBuilder hex = new StringBuilder(2 * frame.length);
        for (byte b : frame) {
            hex.append(Character.forDigit((b >> 4) & 0xF, 16))
                    .append(Character.forDigit(b & 0xF, 16));
        }
        return hex.toString();
    }

    /**
     * Symbol errors corrected (sum over the blocks; R: Viterbi disagreements).
     *
     * @return the count, ≥ 0
     */
    public int errors() {
        return errors;
    }

    /**
     * Erasures used (GMD; sum over the blocks; 0 for R).
     *
     * @return the count, ≥ 0
     */
    public int erasures() {
        return erasures;
    }

    /**
     * Symbol errors corrected per RS block.
     *
     * @return 4 counts for blocks 0..3, unmodifiable; empty for profile R
     */
    public List<Integer> errorsPerBlock() {
        return errorsPerBlock;
    }

    /**
     * Erasures used per RS block.
     *
     * @return 4 counts for blocks 0..3, unmodifiable; empty for profile R
     */
    public List<Integer> erasuresPerBlock() {
        return erasuresPerBlock;
    }

    /**
     * The receiver's confidence in the candidate.
     *
     * @return the score, 0..65536, higher is better
     */
    public int score() {
        return score;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ModemFrame f && f.offsetSamples == offsetSamples
                && Arrays.equals(f.frame, frame) && f.errors == errors && f.erasures == erasures
                && f.errorsPerBlock.equals(errorsPerBlock)
                && f.erasuresPerBlock.equals(erasuresPerBlock) && f.score == score;
    }

    @Override
    public int hashCode() {
        return Objects.hash(offsetSamples, Arrays.hashCode(frame), errors, erasures,
                errorsPerBlock, erasuresPerBlock, score);
    }

    @Override
    public String toString() {
        return "ModemFrame[offset=" + offsetSamples + ", frame=" + frameHex() + ", errors=" + errors
                + ", erasures=" + erasures + ", errorsPerBlock=" + errorsPerBlock
                + ", erasuresPerBlock=" + erasuresPerBlock + ", score=" + score + "]";
    }
}
