package echoai.link1.modem;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Syncs and accepted frames on audio that holds no frame (test code, dev seeds), decoded as one
 * long stream: {@code babble} — the room's corpus (ROOM.md §6, six espeak-ng talkers × 8 s at
 * 16 kHz), alternately single talkers and mixtures of all six at random circular offsets,
 * peak-normalised to 16000; {@code white} — Gaussian noise of standard deviation 4000.
 *
 * <pre>
 * java -cp target/classes:target/test-classes echoai.link1.modem.FalseSyncProbe k1|k2|r \
 *     babble|white MINUTES SEED
 * </pre>
 */
final class FalseSyncProbe {
    private static final String CORPUS = "/echoai/link1/room/babble-6x8s-16k.s16le";
    private static final int TALKERS = 6;
    private static final int TRACK = 128_000;

    private FalseSyncProbe() {
    }

    public static void main(String[] args) throws IOException {
        AirProfile profile = AirProfile.parse(args[0]);
        boolean white = args[1].equals("white");
        int minutes = Integer.parseInt(args[2]);
        SplittableRandom r = new SplittableRandom(Long.parseLong(args[3]));
        short[][] talkers = corpus();
        FrameReceiver rx = profile.receiver(TestFrames.CRC, Integer.MAX_VALUE, null);
        short[] block = new short[TRACK];
        long blocks = (long) minutes * 60 * 16_000 / TRACK;
        for (long b = 0; b < blocks; b++) {
            if (white) {
                for (int i = 0; i < TRACK; i++) {
                    block[i] = (short) StrictMath.round(4000 * StandInRoom.Gaussian.next(r));
                }
                rx.accept(block);
                continue;
            }
            boolean single = (b & 1) == 0;
            int first = r.nextInt(TALKERS);
            double[] mix = new double[TRACK];
            for (int t = 0; t < TALKERS; t++) {
                if (single && t != first) {
                    continue;
                }
                int offset = r.nextInt(TRACK);
                for (int i = 0; i < TRACK; i++) {
                    mix[i] += talkers[t][(i + offset) % TRACK];
                }
            }
            double peak = 1;
            for (double v : mix) {
                peak = Math.max(peak, Math.abs(v));
            }
            for (int i = 0; i < TRACK; i++) {
                block[i] = (short) StrictMath.round(mix[i] * 16_000 / peak);
            }
            rx.accept(block);
        }
        int frames = rx.finish().size();
        System.out.printf(Locale.ROOT, "%s: %d min of %s: %d syncs, %d candidates, %d frames accepted%n",
                profile.label(), minutes, white ? "white noise" : "babble (half single talkers)", rx.greetings(),
                rx.candidates(), frames);
    }

    private static short[][] corpus() throws IOException {
        short[][] t = new short[TALKERS][TRACK];
        try (InputStream in = FalseSyncProbe.class.getResourceAsStream(CORPUS)) {
            if (in == null) {
                throw new IOException("missing " + CORPUS);
            }
            byte[] b = in.readAllBytes();
            for (int k = 0; k < TALKERS; k++) {
                for (int i = 0; i < TRACK; i++) {
                    int at = 2 * (k * TRACK + i);
                    t[k][i] = (short) (b[at] & 0xFF | b[at + 1] << 8);
                }
            }
        }
        return t;
    }
}
