package echoai.link1.room;

/**
 * The rooms of the simulator, by their impulse responses.
 *
 * <ul>
 *   <li>{@code DRY}: the direct path only;</li>
 *   <li>{@code ECHO}: the spec's room, direct path plus an echo of gain 0.6 at 71 samples
 *       (inside the modem's 128-sample guard);</li>
 *   <li>{@code LONG_ECHO}: the echo room plus a late echo of gain 0.35 at 613 samples (longer
 *       than the guard; an extended-bench room, not in the spec);</li>
 *   <li>{@code REVERB}: direct path plus an exponentially decaying Gaussian tail, RT60 0.3 s,
 *       direct-to-reverberant energy ratio 3 dB, drawn from the seed.</li>
 * </ul>
 */
public enum RoomKind {
    /** The direct path only. */
    DRY,
    /** Direct path plus an echo of gain 0.6 at 71 samples. */
    ECHO,
    /** The echo room plus a late echo of gain 0.35 at 613 samples. */
    LONG_ECHO,
    /** Direct path plus a seeded Gaussian tail, RT60 0.3 s, DRR 3 dB. */
    REVERB;

    /**
     * The lowercase name used on the command line and in JSON.
     *
     * @return {@code dry}, {@code echo}, {@code long-echo} or {@code reverb}
     */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /**
     * Parses a label, ignoring case and surrounding blanks.
     *
     * @param label {@code dry}, {@code echo}, {@code long-echo} or {@code reverb}; never null
     * @return the room
     * @throws IllegalArgumentException for any other label
     */
    public static RoomKind parse(String label) {
        for (RoomKind k : values()) {
            if (k.label().equals(label.strip().toLowerCase(java.util.Locale.ROOT))) {
                return k;
            }
        }
        throw new IllegalArgumentException(
                "room must be one of dry, echo, long-echo, reverb: " + label);
    }
}
