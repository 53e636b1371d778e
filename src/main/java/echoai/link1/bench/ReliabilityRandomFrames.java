package echoai.link1.bench;

import echoai.link1.results.ReliabilityResult;
import echoai.link1.frame.FrameResult;
import echoai.link1.frame.LinkFrame;
import echoai.link1.speech.Speech;
import java.util.SplittableRandom;

/**
 * Reliability part 1: random 22-byte strings offered to the frame parser — how many pass the
 * CRC alone (a calibration: about n / 65536 should), how many pass every check of the frame,
 * and how many also have the exact shape of a speech act.
 */
final class ReliabilityRandomFrames {
    /** Random frames offered (the 10⁶). */
    static final int FRAMES = 1_000_000;

    private ReliabilityRandomFrames() {
    }

    static ReliabilityResult.RandomFrames run(long seed, int frames) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] f = new byte[LinkFrame.LENGTH];
        long crcPass = 0;
        long accepted = 0;
        long speechShape = 0;
        for (int i = 0; i < frames; i++) {
            random.nextBytes(f);
            if (LinkFrame.crcOk(f)) {
                crcPass++;
            }
            if (LinkFrame.parse(f) instanceof FrameResult.Accepted a) {
                accepted++;
                if (Speech.read(a.frame()).isPresent()) {
                    speechShape++;
                }
            }
        }
        return new ReliabilityResult.RandomFrames(seed, frames, crcPass,
                Json.ratio(frames, 65_536, 2), accepted, speechShape);
    }
}
