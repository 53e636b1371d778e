package echoai.link1.bench.reliability;

import echoai.link1.bench.Json;
import echoai.link1.bench.air.CorruptCount;
import echoai.link1.frame.LinkFrame;
import java.util.SplittableRandom;

/**
 * Reliability part 1: random 22-byte strings offered to the frame parser — how many pass the
 * CRC alone (a calibration: about n / 65536 should), how many pass every check of the frame,
 * and how many also have the exact shape of a speech act ({@link CorruptCount}: every random
 * string is corrupt).
 */
final class ReliabilityRandomFrames {
    /** Random frames offered (the 10⁶). */
    static final int FRAMES = 1_000_000;

    private ReliabilityRandomFrames() {
    }

    static ReliabilityResult.RandomFrames run(long seed, int frames) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] f = new byte[LinkFrame.LENGTH];
        CorruptCount corrupt = new CorruptCount();
        for (int i = 0; i < frames; i++) {
            random.nextBytes(f);
            if (LinkFrame.crcOk(f)) {
                corrupt.add(f);
            }
        }
        return new ReliabilityResult.RandomFrames(seed, frames, corrupt.passedCrc(),
                Json.ratio(frames, 65_536, 2), corrupt.accepted(), corrupt.speechShaped());
    }
}
