package echoai.link1.bench.air;

import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;

/**
 * Corrupt frames counted at the three levels every air result names (issue 14, item 6): each
 * frame {@link #add added} passed the receiver's CRC ({@code corrupt_passed_crc}); those that
 * also pass every check of the frame parser are what a listener would accept ({@code
 * accepted_corrupt}, the spec's "accepted corrupt"); those of them with a speech act's exact
 * shape are {@code corrupt_speech_shaped}. Not thread-safe: one per trial.
 */
public final class CorruptCount {
    private long passedCrc;
    private long accepted;
    private long speechShaped;

    /** Counts one corrupt frame that passed the receiver's CRC (22 bytes). */
    public void add(byte[] frame) {
        passedCrc++;
        if (LinkFrame.parse(frame) instanceof FrameResult.Accepted a) {
            accepted++;
            if (Speech.read(a.frame()).isPresent()) {
                speechShaped++;
            }
        }
    }

    /** Corrupt frames past the receiver's CRC. */
    public long passedCrc() {
        return passedCrc;
    }

    /** Of those, past every check of the frame parser. */
    public long accepted() {
        return accepted;
    }

    /** Of those, with a speech act's exact shape. */
    public long speechShaped() {
        return speechShaped;
    }
}
