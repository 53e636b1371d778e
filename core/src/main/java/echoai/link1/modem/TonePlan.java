package echoai.link1.modem;

import echoai.link1.fec.AirCodec;

/**
 * The tone plans of the modem: where each air nibble goes on the 31.25 Hz bin grid.
 *
 * <pre>
 *  16 kHz mono int16 · slot = 640 samples = 128 guard + 512 analysis (40 ms)
 *  K=1: 60 slots, one nibble v per slot on bin 36 + 4v          (1125–3000 Hz)
 *  K=2: 30 slots, nibble 2s on bin 36 + 4v (group 0) plus
 *                 nibble 2s+1 on bin 38 + 4v (group 1), each at A = 11585
 *  frame = greeting (5 notes × 1280 samples) · slots
 * </pre>
 *
 * A tone of bin b at sample n of its slot is {@code T_A[(b·n) mod 512]}; every slot starts at
 * phase 0, so for these exact bins the 128-sample guard is a true cyclic prefix.
 */
public enum TonePlan {
    /** One tone per slot, 60 slots (air time 2.8 s). */
    K1(1, AirCodec.AIR_NIBBLES, SineTable.AMPLITUDE_FULL),
    /** Two simultaneous tones per slot, 30 slots (air time 1.6 s). */
    K2(2, AirCodec.AIR_NIBBLES / 2, SineTable.AMPLITUDE_PAIR);

    /** Sample rate, Hz. */
    public static final int SAMPLE_RATE_HZ = 16_000;
    /** Samples per slot (40 ms). */
    public static final int SLOT_SAMPLES = 640;
    /** Guard samples at the head of a slot (a cyclic prefix). */
    public static final int GUARD_SAMPLES = 128;
    /** Analysis window of a slot: one period of every bin. */
    public static final int ANALYSIS_SAMPLES = SineTable.LENGTH;
    /** Tones per group: one per nibble value. */
    public static final int TONES_PER_GROUP = 16;
    /** Bin of nibble value 0 in group 0 (1125 Hz). */
    public static final int FIRST_BIN = 36;
    /** Bin step between nibble values (125 Hz). */
    public static final int BIN_STEP = 4;
    /** Offset of group 1's bins from group 0's (62.5 Hz). */
    public static final int GROUP_OFFSET_BINS = 2;

    static {
        if (GUARD_SAMPLES + ANALYSIS_SAMPLES != SLOT_SAMPLES) {
            throw new AssertionError("slot must be guard + analysis");
        }
    }

    private final int groups;
    private final int slots;
    private final int amplitude;

    TonePlan(int groups, int slots, int amplitude) {
        this.groups = groups;
        this.slots = slots;
        this.amplitude = amplitude;
    }

    /**
     * The plan by tones per slot.
     *
     * @param k 1 or 2
     * @return K1 or K2
     * @throws IllegalArgumentException for any other k
     */
    public static TonePlan of(int k) {
        return switch (k) {
            case 1 -> K1;
            case 2 -> K2;
            default -> throw new IllegalArgumentException("k must be in [1, 2]: " + k);
        };
    }

    /**
     * K: tone groups (simultaneous tones) per slot.
     *
     * @return 1 or 2
     */
    public int groups() {
        return groups;
    }

    /**
     * Slots per frame.
     *
     * @return 60 (K1) or 30 (K2)
     */
    public int slots() {
        return slots;
    }

    /**
     * Amplitude of each tone, in int16 units.
     *
     * @return 16384 for K=1, 11585 for K=2
     */
    public int toneAmplitude() {
        return amplitude;
    }

    /**
     * The bin (multiple of 31.25 Hz) of a nibble value: 36 + 2·group + 4·value.
     *
     * @param group the group, 0..K−1
     * @param value the nibble, 0..15
     * @return the bin, 36..98
     * @throws IllegalArgumentException when either is out of range
     */
    public int bin(int group, int value) {
        if (group < 0 || group >= groups) {
            throw new IllegalArgumentException("group must be in [0, " + (groups - 1) + "]: " + group);
        }
        if (value < 0 || value >= TONES_PER_GROUP) {
            throw new IllegalArgumentException("value must be in [0, 15]: " + value);
        }
        return FIRST_BIN + group * GROUP_OFFSET_BINS + BIN_STEP * value;
    }

    /**
     * Samples of the slots of one frame (greeting excluded).
     *
     * @return 38 400 (K1) or 19 200 (K2)
     */
    public int slotsSamples() {
        return slots * SLOT_SAMPLES;
    }

    /**
     * Samples of one frame: greeting then slots.
     *
     * @return 44 800 for K=1, 25 600 for K=2
     */
    public int frameSamples() {
        return Preamble.SAMPLES + slotsSamples();
    }
}
