package echoai.link1.modem;

import echoai.link1.fec.RCodec;

/**
 * Profile R, the robust air profile (docs/spec/PROFILE-R.md): its tone plan, hopping pattern,
 * sync and slot layout. Every constant an implementation needs is here; everything derived is
 * checked to be a whole number of samples.
 *
 * <pre>
 *  16 kHz mono int16 · slot = 768 samples = 256 guard + 512 analysis (48 ms), bins of 31.25 Hz
 *  tone (group g, value v) on bin 32 + 8v + g      (g = 0..7, v = 0..15; 1000–4968.75 Hz)
 *  slot i of a frame (i = 0..98) uses group (3·i) mod 8: a frequency returns after 8 slots
 *  frame = 8 sync slots (Costas array) · 91 data slots (4 coded bits each) = 99 slots, 4.752 s
 *  sync slot k sends value 2·COSTAS[k] of its group; data slot 8 + s sends symbol s
 * </pre>
 *
 * A tone of bin b at sample n of its slot (n from the slot's first sample) is
 * {@code T[(b·n) mod 512]} at amplitude 16384, constant over the slot, no ramp; the guard is a
 * cyclic prefix of the analysis window.
 */
public final class ProfileR {
    /** Samples per slot (48 ms). */
    public static final int SLOT_SAMPLES = 768;
    /** Guard samples at the head of a slot. */
    public static final int GUARD_SAMPLES = 256;
    /** Analysis window (one period of every bin). */
    public static final int ANALYSIS_SAMPLES = SineTable.LENGTH;
    /** Interleaved tone groups. */
    public static final int GROUPS = 8;
    /** Tones per group: one per 4-bit symbol value. */
    public static final int TONES_PER_GROUP = 16;
    /** Bin of value 0 in group 0 (1000 Hz). */
    public static final int FIRST_BIN = 32;
    /** Bin step between values of one group (250 Hz). */
    public static final int VALUE_STEP_BINS = GROUPS;
    /** Group step from one slot to the next (mod 8). */
    public static final int HOP_STEP = 3;
    /** The order-8 Costas permutation of the sync. */
    private static final int[] COSTAS = {2, 4, 7, 0, 6, 3, 1, 5};
    /** Sync slots at the head of a frame. */
    public static final int SYNC_SLOTS = COSTAS.length;
    /** Data slots: one per code symbol. */
    public static final int DATA_SLOTS = RCodec.SYMBOLS;
    /** Slots per frame. */
    public static final int FRAME_SLOTS = SYNC_SLOTS + DATA_SLOTS;
    /** Samples per frame (76 032 = 4.752 s). */
    public static final int FRAME_SAMPLES = FRAME_SLOTS * SLOT_SAMPLES;
    /** Tone amplitude (the K=1 table). */
    public static final int AMPLITUDE = SineTable.AMPLITUDE_FULL;

    static {
        if (GUARD_SAMPLES + ANALYSIS_SAMPLES != SLOT_SAMPLES
                || FIRST_BIN + VALUE_STEP_BINS * (TONES_PER_GROUP - 1) + GROUPS - 1
                        >= SineTable.LENGTH / 2) {
            throw new AssertionError("profile R layout does not add up");
        }
    }

    private ProfileR() {
    }

    /**
     * The tone group a frame slot uses: (3·slot) mod 8.
     *
     * @param slot the slot, 0..98 (sync slots first)
     * @return the group, 0..7
     * @throws IllegalArgumentException when {@code slot} is outside 0..98
     */
    public static int group(int slot) {
        if (slot < 0 || slot >= FRAME_SLOTS) {
            throw new IllegalArgumentException("slot must be in [0, 98]: " + slot);
        }
        return HOP_STEP * slot % GROUPS;
    }

    /**
     * The bin (multiple of 31.25 Hz) of a tone: 32 + 8·value + group.
     *
     * @param group the group, 0..7
     * @param value the symbol value, 0..15
     * @return the bin, 32..159
     * @throws IllegalArgumentException when either is out of range
     */
    public static int bin(int group, int value) {
        if (group < 0 || group >= GROUPS) {
            throw new IllegalArgumentException("group must be in [0, 7]: " + group);
        }
        if (value < 0 || value >= TONES_PER_GROUP) {
            throw new IllegalArgumentException("value must be in [0, 15]: " + value);
        }
        return FIRST_BIN + VALUE_STEP_BINS * value + group;
    }

    /**
     * The Costas entry of a sync slot: the slot sends value 2·entry.
     *
     * @param k the sync slot, 0..7
     * @return the entry, 0..7
     * @throws IllegalArgumentException when {@code k} is outside 0..7
     */
    public static int costas(int k) {
        if (k < 0 || k >= SYNC_SLOTS) {
            throw new IllegalArgumentException("k must be in [0, 7]: " + k);
        }
        return COSTAS[k];
    }

    /**
     * The bin a sync slot sends.
     *
     * @param k the sync slot, 0..7
     * @return its bin
     * @throws IllegalArgumentException when {@code k} is outside 0..7
     */
    public static int syncBin(int k) {
        return bin(group(k), 2 * costas(k));
    }

    /**
     * The bin a data slot sends for a symbol value.
     *
     * @param s the data slot, 0..90 (frame slot 8 + s)
     * @param value the code symbol, 0..15
     * @return its bin
     * @throws IllegalArgumentException when either is out of range
     */
    public static int dataBin(int s, int value) {
        if (s < 0 || s >= DATA_SLOTS) {
            throw new IllegalArgumentException("s must be in [0, 90]: " + s);
        }
        return bin(group(SYNC_SLOTS + s), value);
    }
}
