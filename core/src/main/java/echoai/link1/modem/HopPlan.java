package echoai.link1.modem;

import echoai.link1.fec.RCodec;

/**
 * The layout of a hopping air profile: R (docs/spec/PROFILE-R.md, one tone a slot), F
 * (docs/spec/PROFILE-F.md, two tones a slot) and a measured candidate of four tones a slot
 * (docs/modem-q.md). All use R's 48 ms slot, its 8 groups of 16 tones ({@link ProfileR#bin}),
 * its code and 91 symbols ({@link RCodec}) and its Costas notes; a plan says how many tones a
 * slot carries, how many slots the sync and the data take and at what amplitude each tone is
 * sent. The modulator, the sync detector and the slot demodulator read everything from here,
 * so the profiles share one receiver.
 *
 * <pre>
 *  tone position p of slot i is on group (3·i + (8 / tones)·p) mod 8   (R: p = 0 only)
 *  sync note n is in slot ⌊n / tones⌋ at position n mod tones, value 2·COSTAS[n]
 *  symbol s is in data slot ⌊s / tones⌋ at position s mod tones; a position past symbol 90 is
 *  a pad (value 0)
 * </pre>
 */
final class HopPlan {
    /** Profile R: 8 sync + 91 data slots of one tone at full amplitude, 4.752 s. */
    static final HopPlan R = new HopPlan(1, 8, RCodec.SYMBOLS, SineTable.AMPLITUDE_FULL);
    /** Profile F: 4 sync + 46 data slots of two tones at K2's amplitude, 2.400 s. */
    static final HopPlan F = new HopPlan(2, 4, (RCodec.SYMBOLS + 1) / 2,
            SineTable.AMPLITUDE_PAIR);
    /**
     * A candidate for issue 38's profile Q, measured and not a profile (docs/modem-q.md): 2 sync
     * + 23 data slots of four tones at a quarter of R's power each, 1.200 s.
     */
    static final HopPlan Q4 = new HopPlan(4, 2, (RCodec.SYMBOLS + 3) / 4,
            SineTable.AMPLITUDE_QUAD);
    /** Sync notes (R's Costas permutation). */
    static final int NOTES = 8;

    /** Tones a slot carries. */
    final int tones;
    /** Sync slots at the head of a frame. */
    final int syncSlots;
    /** Data slots. */
    final int dataSlots;
    /** Each tone's amplitude (a {@link SineTable} amplitude). */
    final int amplitude;
    /** Slots a frame. */
    final int frameSlots;
    /** Samples a frame. */
    final int frameSamples;
    /** Data positions (tones) a frame, the pad included. */
    final int positions;
    /** Group step between neighbouring positions of a slot: 8 / tones (F: 4, Q: 2). */
    final int positionStep;

    private HopPlan(int tones, int syncSlots, int dataSlots, int amplitude) {
        this.tones = tones;
        this.syncSlots = syncSlots;
        this.dataSlots = dataSlots;
        this.amplitude = amplitude;
        this.frameSlots = syncSlots + dataSlots;
        this.frameSamples = frameSlots * ProfileR.SLOT_SAMPLES;
        this.positions = dataSlots * tones;
        this.positionStep = ProfileR.GROUPS / tones;
        if (syncSlots * tones != NOTES || positions < RCodec.SYMBOLS
                || positions - RCodec.SYMBOLS >= tones) {
            throw new AssertionError("hop plan does not add up");
        }
    }

    /**
     * The group of a tone position with a hop step (R and F: {@link ProfileR#HOP_STEP}; other
     * steps only for measurements).
     *
     * @param slot the frame slot (sync slots first)
     * @param position the tone position, 0..tones − 1
     * @param hopStep the group step from one slot to the next
     * @return (hopStep·slot + 4·position) mod 8
     */
    int group(int slot, int position, int hopStep) {
        return (hopStep * slot + positionStep * position) % ProfileR.GROUPS;
    }

    /** The group of a tone position: (3·slot + 4·position) mod 8. */
    int group(int slot, int position) {
        return group(slot, position, ProfileR.HOP_STEP);
    }

    /** The sync slot of note n: ⌊n / tones⌋. */
    int syncSlot(int note) {
        return note / tones;
    }

    /** The bin of sync note n: value 2·COSTAS[n] of its position's group. */
    int syncBin(int note) {
        return ProfileR.bin(group(syncSlot(note), note % tones), 2 * ProfileR.costas(note));
    }

    /** The bin data position {@code index} (symbol index, the pad past 90) sends for a value. */
    int dataBin(int index, int value) {
        return ProfileR.bin(group(syncSlots + index / tones, index % tones), value);
    }
}
