package echoai.link1.room;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes the babble corpus (ROOM.md §6) from espeak-ng's 22 050 Hz WAV files, one per talker:
 * each from its first non-zero sample, resampled to 16 kHz by the room's own resampler, the
 * first 8 s, scaled so its peak is 30 000, rounded half up to int16 little-endian, talker after
 * talker. Run once by hand (the command is in the resource README); the result is committed.
 */
final class BabbleCorpusMaker {
    private static final double PEAK = 30_000;

    private BabbleCorpusMaker() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1 + BabbleCorpus.TALKERS) {
            throw new IllegalArgumentException("usage: OUT talker0.wav … talker5.wav");
        }
        ByteBuffer out = ByteBuffer.allocate(2 * BabbleCorpus.TALKERS * BabbleCorpus.TRACK_SAMPLES)
                .order(ByteOrder.LITTLE_ENDIAN);
        for (int t = 0; t < BabbleCorpus.TALKERS; t++) {
            double[] track = track(readWav(Path.of(args[1 + t])));
            long[] clipped = new long[1];
            for (short s : PhysicalRoom.quantise(track, clipped)) {
                out.putShort(s);
            }
        }
        Files.write(Path.of(args[0]), out.array());
    }

    private static double[] track(double[] wav22k) {
        int first = 0;
        while (first < wav22k.length && wav22k[first] == 0) {
            first++;
        }
        double[] speech = java.util.Arrays.copyOfRange(wav22k, first, wav22k.length);
        double[] y = SincResampler.resample(speech, 22_050, BabbleCorpus.RATE_HZ,
                BabbleCorpus.TRACK_SAMPLES);
        double peak = 0;
        for (double v : y) {
            peak = StrictMath.max(peak, StrictMath.abs(v));
        }
        for (int i = 0; i < y.length; i++) {
            y[i] *= PEAK / peak;
        }
        return y;
    }

    /** The samples of a 16-bit mono 22 050 Hz PCM WAV (chunks walked; nothing else accepted). */
    private static double[] readWav(Path path) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(path)).order(ByteOrder.LITTLE_ENDIAN);
        b.position(12);
        while (b.remaining() >= 8) {
            int id = b.getInt();
            int size = b.getInt();
            if (id == 0x20746d66) {
                if (b.getShort(b.position()) != 1 || b.getShort(b.position() + 2) != 1
                        || b.getInt(b.position() + 4) != 22_050 || b.getShort(b.position() + 14) != 16) {
                    throw new IOException(path + ": must be 16-bit mono 22050 Hz PCM");
                }
            } else if (id == 0x61746164) {
                double[] x = new double[Math.min(size, b.remaining()) / 2];
                for (int i = 0; i < x.length; i++) {
                    x[i] = b.getShort();
                }
                return x;
            }
            b.position(b.position() + size);
        }
        throw new IOException(path + ": no data chunk");
    }
}
