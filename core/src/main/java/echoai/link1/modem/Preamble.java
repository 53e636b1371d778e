package echoai.link1.modem;

/**
 * The greeting that opens every frame: RE·MI·DO·DO↓·SOL↓ (ratios 1 : 9/8 : 8/9 : 4/9 : 2/3),
 * five notes of 1280 samples (80 ms) on bins 72, 81, 64, 32, 48 (2250, 2531.25, 2000, 1000,
 * 1500 Hz) at amplitude 16384, each note starting at phase 0.
 *
 * <p>Bin 81 is an exact bin of the 512-sample table but not of a 1280-sample window; the
 * receiver correlates every note against its own exact frequency ({@code T[(b·n) mod 512]}),
 * never against a 1280-point DFT bin.
 */
public final class Preamble {
    /** Samples per note (80 ms). */
    public static final int NOTE_SAMPLES = 1280;
    /** Bins of the five notes, in order. */
    private static final int[] BINS = {72, 81, 64, 32, 48};
    /** Number of notes. */
    public static final int NOTES = BINS.length;
    /** Samples of the whole greeting (400 ms). */
    public static final int SAMPLES = NOTES * NOTE_SAMPLES;

    private Preamble() {
    }

    /**
     * The bin (multiple of 31.25 Hz) of one greeting note.
     *
     * @param note the note, 0..4 in sending order
     * @return its bin: 72, 81, 64, 32 or 48
     * @throws IllegalArgumentException when {@code note} is outside 0..4
     */
    public static int bin(int note) {
        if (note < 0 || note >= NOTES) {
            throw new IllegalArgumentException("note must be in [0, 4]: " + note);
        }
        return BINS[note];
    }

    /** Writes the greeting into {@code out} from {@code offset} (6400 samples). */
    static void write(short[] out, int offset) {
        short[] t = SineTable.table(SineTable.AMPLITUDE_FULL);
        for (int note = 0; note < NOTES; note++) {
            int b = BINS[note];
            int base = offset + note * NOTE_SAMPLES;
            for (int n = 0; n < NOTE_SAMPLES; n++) {
                out[base + n] = t[(b * n) & SineTable.MASK];
            }
        }
    }
}
