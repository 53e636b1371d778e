package echoai.link1.room;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The committed babble corpus (ROOM.md §6): 6 talkers × 128 000 samples (8 s) at 16 kHz, int16
 * little-endian, talker after talker, in the resource {@link #RESOURCE}; how it was made is in
 * the README beside it. Loaded once, never modified.
 */
final class BabbleCorpus {
    static final String RESOURCE = "babble-6x8s-16k.s16le";
    static final int TALKERS = 6;
    static final int TRACK_SAMPLES = 128_000;
    static final int RATE_HZ = 16_000;

    private final short[][] tracks;
    private final double[] unitGains;

    private BabbleCorpus(short[][] tracks) {
        this.tracks = tracks;
        this.unitGains = new double[TALKERS];
        for (int t = 0; t < TALKERS; t++) {
            double energy = 0;
            for (short s : tracks[t]) {
                energy += (double) s * s;
            }
            unitGains[t] = 1 / StrictMath.sqrt(energy / TRACK_SAMPLES);
        }
    }

    private static final class Holder {
        static final BabbleCorpus INSTANCE = load();
    }

    static BabbleCorpus instance() {
        return Holder.INSTANCE;
    }

    /** The corpus file's bytes as committed. */
    static byte[] bytes() {
        try (InputStream in = BabbleCorpus.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCE);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BabbleCorpus load() {
        byte[] b = bytes();
        if (b.length != 2 * TALKERS * TRACK_SAMPLES) {
            throw new IllegalStateException(RESOURCE + " must hold " + 2 * TALKERS * TRACK_SAMPLES
                    + " bytes: " + b.length);
        }
        short[][] tracks = new short[TALKERS][TRACK_SAMPLES];
        for (int t = 0; t < TALKERS; t++) {
            for (int i = 0; i < TRACK_SAMPLES; i++) {
                int at = 2 * (t * TRACK_SAMPLES + i);
                tracks[t][i] = (short) ((b[at] & 0xFF) | (b[at + 1] << 8));
            }
        }
        return new BabbleCorpus(tracks);
    }

    /**
     * Adds {@code length} samples of talker {@code t} (unit mean power × {@code gain}) from
     * {@code offset} of its track, circularly, into {@code mix} from index {@code at} (parts
     * outside the mix are skipped), under an equal-power window: sin rising over the first
     * {@code fade} samples, cos falling over the last {@code fade}.
     */
    void addStretch(int t, int offset, double gain, int at, int length, int fade, double[] mix) {
        short[] track = tracks[t];
        double g = unitGains[t] * gain;
        int from = Math.max(0, -at);
        int to = Math.min(length, mix.length - at);
        for (int i = from; i < to; i++) {
            double w = 1;
            if (i < fade) {
                w = StrictMath.sin(StrictMath.PI / 2 * (i + 0.5) / fade);
            } else if (i >= length - fade) {
                w = StrictMath.cos(StrictMath.PI / 2 * (i - (length - fade) + 0.5) / fade);
            }
            mix[at + i] += g * w * track[(offset + i) % TRACK_SAMPLES];
        }
    }

    /** Adds talker {@code t}, scaled to unit mean power, from {@code offset} circularly. */
    void addTalker(int t, int offset, double[] mix) {
        short[] track = tracks[t];
        double g = unitGains[t];
        for (int i = 0; i < mix.length; i++) {
            mix[i] += g * track[(offset + i) % TRACK_SAMPLES];
        }
    }
}
