package echoai.link1.modem;

import echoai.link1.fec.RCodec;

/**
 * The layout of a hopping air profile: R (docs/spec/PROFILE-R.md, one tone a slot), F
 * (docs/spec/PROFILE-F.md, two tones a slot), Q (docs/spec/PROFILE-Q.md, four tones a slot on
 * 12 groups) and a measured candidate Q4 (four on 8 groups, docs/modem-q.md). All use R's 48 ms
 * slot, groups of 16 tones, its code and 91 symbols ({@link RCodec}) and its Costas notes; a
 * plan says how many tones a slot carries on how many groups, how many slots the sync and the
 * data take and at what amplitude each tone is sent. The modulator, the sync detector and the slot demodulator read everything from here,
 * so the profiles share one receiver.
 *
 * <pre>
 *  tone position p of slot i is on group (hop·i + (groups / tones)·p) mod groups
 *      R, F, Q4: hop 3, 8 groups (R: p = 0 only); Q: hop 5, 12 groups
 *  the bin of value v of group g is 32 + groups·v + g
 *  sync note n is in slot ⌊n / tones⌋ at position n mod tones, value 2·COSTAS[n]
 *  symbol s is in data slot ⌊s / tones⌋ at position s mod tones; a position past symbol 90 is
 *  a pad (value 0)
 * </pre>
 */
final class HopPlan {
    /** Profile R: 8 sync + 91 data slots of one tone at full amplitude, 4.752 s. */
    static final HopPlan R = new HopPlan(1, 8, RCodec.SYMBOLS, SineTable.AMPLITUDE_FULL);
    /**
     * Profile Q (docs/spec/PROFILE-Q.md): 2 sync + 23 data slots of four tones at 8191 each on
     * 12 groups of 16 tones (1000–6968.75 Hz), a group returning after 3 slots, 1.200 s; its
     * receiver adds half of a group's powers one slot later (its own tail).
     */
    static final HopPlan Q = new HopPlan(4, 2, (RCodec.SYMBOLS + 3) / 4,
            SineTable.AMPLITUDE_QUAD, 12, 5, 128);
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

    /** Tone groups (R, F, Q4: 8; Q: 12), each of 16 values. */
    final int groups;
    /** Group step from one slot to the next (R, F, Q4: {@link ProfileR#HOP_STEP}; Q: 5). */
    final int hopStep;

    /** The receiver's weight (Q8) of a group's powers one slot later (Q: 128; R, F: none). */
    final int gatherQ8;

    private HopPlan(int tones, int syncSlots, int dataSlots, int amplitude) {
        this(tones, syncSlots, dataSlots, amplitude, ProfileR.GROUPS, ProfileR.HOP_STEP, 0);
    }

    private HopPlan(int tones, int syncSlots, int dataSlots, int amplitude, int groups,
            int hopStep, int gatherQ8) {
        this.gatherQ8 = gatherQ8;
        this.groups = groups;
        this.hopStep = hopStep;
        this.tones = tones;
        this.syncSlots = syncSlots;
        this.dataSlots = dataSlots;
        this.amplitude = amplitude;
        this.frameSlots = syncSlots + dataSlots;
        this.frameSamples = frameSlots * ProfileR.SLOT_SAMPLES;
        this.positions = dataSlots * tones;
        this.positionStep = groups / tones;
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
        return (hopStep * slot + positionStep * position) % groups;
    }

    /** The group of a tone position: (3·slot + 4·position) mod 8. */
    int group(int slot, int position) {
        return group(slot, position, hopStep);
    }

    /** The sync slot of note n: ⌊n / tones⌋. */
    int syncSlot(int note) {
        return note / tones;
    }

    /** The bin of sync note n: value 2·COSTAS[n] of its position's group. */
    int syncBin(int note) {
        return bin(group(syncSlot(note), note % tones), 2 * ProfileR.costas(note));
    }

    /** The bin data position {@code index} (symbol index, the pad past 90) sends for a value. */
    int dataBin(int index, int value) {
        return bin(group(syncSlots + index / tones, index % tones), value);
    }

    /** The bin of value v of group g: 32 + groups·v + g (R's {@link ProfileR#bin} at 8 groups). */
    int bin(int group, int value) {
        return groups == ProfileR.GROUPS ? ProfileR.bin(group, value)
                : ProfileR.FIRST_BIN + groups * value + group;
    }
}
