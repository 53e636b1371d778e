package echoai.link1.modem;

/**
 * Profile F, R at half the air time (docs/spec/PROFILE-F.md): R's slot, tones, code and Costas
 * notes, two tones a slot. Its layout constants; the plan itself is shared with R
 * ({@link HopPlan}), and so are the modulator and the receiver.
 *
 * <pre>
 *  16 kHz mono int16 · slot = 768 samples = 256 guard + 512 analysis (48 ms), R's 128 tones
 *  tone position p of slot i (i = 0..49) on group (3·i + 4·p) mod 8: a group returns after 4 slots
 *  frame = 4 sync slots (R's 8 Costas notes, two a slot) · 46 data slots (two symbols each, the
 *  last position a pad of value 0) = 50 slots, 2.400 s; each tone at K2's amplitude (11585)
 * </pre>
 */
public final class ProfileF {
    /** Tones a slot. */
    public static final int TONES_PER_SLOT = HopPlan.F.tones;
    /** Sync slots at the head of a frame. */
    public static final int SYNC_SLOTS = HopPlan.F.syncSlots;
    /** Data slots. */
    public static final int DATA_SLOTS = HopPlan.F.dataSlots;
    /** Slots a frame. */
    public static final int FRAME_SLOTS = HopPlan.F.frameSlots;
    /** Samples a frame (38 400 = 2.4 s). */
    public static final int FRAME_SAMPLES = HopPlan.F.frameSamples;
    /** Each tone's amplitude (K2's). */
    public static final int AMPLITUDE = HopPlan.F.amplitude;

    private ProfileF() {
    }

    /**
     * The bin a sync note sends.
     *
     * @param note the note, 0..7 (slot ⌊note / 2⌋, position note mod 2)
     * @return its bin
     * @throws IllegalArgumentException when {@code note} is outside 0..7
     */
    public static int syncBin(int note) {
        return HopPlan.F.syncBin(note);
    }

    /**
     * The group of a tone position of a frame slot: (3·slot + 4·position) mod 8.
     *
     * @param slot the frame slot, 0..49
     * @param position 0 or 1
     * @return the group, 0..7
     * @throws IllegalArgumentException when either is out of range
     */
    public static int group(int slot, int position) {
        if (slot < 0 || slot >= FRAME_SLOTS || position < 0 || position >= TONES_PER_SLOT) {
            throw new IllegalArgumentException("slot must be in [0, 49] and position in [0, 1]: "
                    + slot + ", " + position);
        }
        return HopPlan.F.group(slot, position);
    }
}
