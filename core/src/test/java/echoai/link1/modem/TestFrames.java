package echoai.link1.modem;

import echoai.link1.frame.Crc16;
import echoai.link1.frame.LinkFrame;
import echoai.link1.room.Room;
import echoai.link1.room.RoomConfig;
import echoai.link1.room.RoomKind;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Test signals: random frames with a valid CRC, and recordings of them through a room. */
final class TestFrames {
    static final FrameCheck CRC = LinkFrame::crcOk;

    private TestFrames() {
    }

    /** {@code pcm} after {@code delay} zero samples. */
    static short[] delayed(short[] pcm, int delay) {
        short[] out = new short[pcm.length + delay];
        System.arraycopy(pcm, 0, out, delay, pcm.length);
        return out;
    }

    /** {@code n} frames of 20 random bytes plus their CRC-16/CCITT-FALSE. */
    static List<byte[]> random(long seed, int n) {
        SplittableRandom r = new SplittableRandom(seed);
        List<byte[]> frames = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] f = new byte[22];
            for (int j = 0; j < 20; j++) {
                f[j] = (byte) r.nextInt(256);
            }
            int crc = Crc16.compute(f, 0, 20);
            f[20] = (byte) (crc >> 8);
            f[21] = (byte) crc;
            frames.add(f);
        }
        return frames;
    }

    /** Mean power of the frames' active samples (greeting and slots) in a recording. */
    static double activePower(TonePlan plan, short[] pcm, int frames) {
        return Modulator.activeEnergy(plan, pcm, frames) / ((double) frames * plan.frameSamples());
    }

    /** The recording of {@code frames} through {@code room} at {@code snrDb} with a delay. */
    static short[] through(TonePlan plan, List<byte[]> frames, RoomKind room, double snrDb,
            long seed, int delay, double driftPpm) {
        short[] pcm = Modulator.recordingOfFrames(plan, frames);
        return Room.apply(pcm, activePower(plan, pcm, frames.size()),
                new RoomConfig(room, snrDb, seed, delay, driftPpm, Double.NaN)).samples();
    }

    /** Decodes {@code pcm} in one piece. */
    static Demodulator decode(TonePlan plan, short[] pcm, int maxFrames) {
        Demodulator d = new Demodulator(plan, CRC, maxFrames, null);
        d.accept(pcm);
        return d;
    }
}
