package echoai.link1.modem;

/**
 * Profile Q, a postcard in 1.2 s (docs/spec/PROFILE-Q.md): R's slot, code and Costas notes, four
 * tones a slot on 12 groups of 16 tones over 1–7 kHz. Its layout constants; the plan itself is
 * shared with R and F ({@link HopPlan}), and so are the modulator and the receiver.
 *
 * <pre>
 *  16 kHz mono int16 · slot = 768 samples = 256 guard + 512 analysis (48 ms)
 *  tone (g, v), g = 0..11, v = 0..15, on bin 32 + 12·v + g (1000–6968.75 Hz)
 *  tone position p of slot i (i = 0..24) on group (5·i + 3·p) mod 12: a group returns after 3 slots
 *  frame = 2 sync slots (R's 8 Costas notes, four a slot) · 23 data slots (four symbols each, the
 *  last position a pad of value 0) = 25 slots, 1.200 s; each tone at 8191
 * </pre>
 */
public final class ProfileQ {
    /** Tones a slot. */
    public static final int TONES_PER_SLOT = HopPlan.Q.tones;
    /** Tone groups. */
    public static final int GROUPS = HopPlan.Q.groups;
    /** Sync slots at the head of a frame. */
    public static final int SYNC_SLOTS = HopPlan.Q.syncSlots;
    /** Data slots. */
    public static final int DATA_SLOTS = HopPlan.Q.dataSlots;
    /** Slots a frame. */
    public static final int FRAME_SLOTS = HopPlan.Q.frameSlots;
    /** Samples a frame (19 200 = 1.2 s). */
    public static final int FRAME_SAMPLES = HopPlan.Q.frameSamples;
    /** Each tone's amplitude. */
    public static final int AMPLITUDE = HopPlan.Q.amplitude;

    private ProfileQ() {
    }

    /**
     * The bin a sync note sends.
     *
     * @param note the note, 0..7 (slot ⌊note / 4⌋, position note mod 4)
     * @return its bin
     * @throws IllegalArgumentException when {@code note} is outside 0..7
     */
    public static int syncBin(int note) {
        if (note < 0 || note >= HopPlan.NOTES) {
            throw new IllegalArgumentException("note must be in [0, 7]: " + note);
        }
        return HopPlan.Q.syncBin(note);
    }

    /**
     * The group of a tone position of a frame slot: (5·slot + 3·position) mod 12.
     *
     * @param slot the frame slot, 0..24
     * @param position 0..3
     * @return the group, 0..11
     * @throws IllegalArgumentException when either is out of range
     */
    public static int group(int slot, int position) {
        if (slot < 0 || slot >= FRAME_SLOTS || position < 0 || position >= TONES_PER_SLOT) {
            throw new IllegalArgumentException("slot must be in [0, 24] and position in [0, 3]: "
                    + slot + ", " + position);
        }
        return HopPlan.Q.group(slot, position);
    }

    /**
     * The bin of a tone: 32 + 12·value + group.
     *
     * @param group 0..11
     * @param value 0..15
     * @return the bin, 32..223
     * @throws IllegalArgumentException when either is out of range
     */
    public static int bin(int group, int value) {
        if (group < 0 || group >= GROUPS || value < 0 || value >= ProfileR.TONES_PER_GROUP) {
            throw new IllegalArgumentException("group must be in [0, 11] and value in [0, 15]: "
                    + group + ", " + value);
        }
        return HopPlan.Q.bin(group, value);
    }
}
