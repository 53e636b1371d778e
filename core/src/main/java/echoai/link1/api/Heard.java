package echoai.link1.api;

import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.SpeechAct;
import java.util.Objects;
import java.util.Optional;

/**
 * One frame heard on the air: the frame (its CRC and every header check passed), the speech act
 * its postcard carries, where it lay in the caller's stream and what the error correction did.
 *
 * @param frame       the 22-byte link frame, parsed
 * @param act         the speech act, when the postcard has exactly the shape of the frame's act
 *                    code ({@link echoai.link1.speech.Speech#read}); empty otherwise (a valid
 *                    frame whose postcard is no speech act)
 * @param startSample index, in the caller's samples at the caller's rate, of the frame's first
 *                    sample (the receiver's estimate of the greeting's or sync's start; it may be
 *                    slightly before 0 when a frame starts with the stream)
 * @param endSample   index, at the same rate, just after the frame's last sample (start + the
 *                    profile's frame length): the receiver reports a frame about when the stream
 *                    reaches it (it does not need the last slot's tail); {@code > startSample}
 * @param errors      symbol errors the FEC corrected (K1, K2: RS(15,11) symbols; R: Viterbi
 *                    path disagreements), ≥ 0
 * @param erasures    erasures the FEC used (K1, K2; 0 for R), ≥ 0
 */
public record Heard(LinkFrame frame, Optional<SpeechAct> act, long startSample, long endSample,
                    int errors, int erasures) {
    /**
     * Checks the fields (each is described above).
     *
     * @param frame       the parsed frame, not null
     * @param act         its speech act, or empty; not null
     * @param startSample the frame's first sample at the caller's rate
     * @param endSample   just after its last sample, &gt; startSample
     * @param errors      symbol errors corrected, ≥ 0
     * @param erasures    erasures used, ≥ 0
     */
    public Heard {
        Objects.requireNonNull(frame, "frame");
        Objects.requireNonNull(act, "act");
        checkSpan(startSample, endSample);
        if (errors < 0 || erasures < 0) {
            throw new IllegalArgumentException("errors and erasures must be >= 0: " + errors + ", "
                    + erasures);
        }
    }

    /** Refuses a stretch of samples that does not end after it starts (every heard record). */
    static void checkSpan(long startSample, long endSample) {
        if (endSample <= startSample) {
            throw new IllegalArgumentException("endSample must be > startSample: " + endSample
                    + " <= " + startSample);
        }
    }
}
