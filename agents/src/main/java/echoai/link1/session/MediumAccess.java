package echoai.link1.session;

import java.util.Locale;
import java.util.Objects;

/**
 * How the agents of a shared room take turns on the air (docs/spec/E7.md, "Medium access"):
 *
 * <ul>
 *   <li>{@link Mode#CSMA} — listen before talk: a frame waits until the medium has been idle
 *       for {@code difsSlots} slots, then counts down a back-off drawn uniformly from
 *       0..W−1 slots, one per slot of idle medium, frozen while the medium is busy; it goes out
 *       when the count reaches 0. W = {@code windowSlots} × the contenders the agent counts:
 *       itself and every other speaker whose frame its receiver delivered in the last
 *       {@code horizonSamples} (a window that grows with the crowd the agent hears). A slot is
 *       {@code slotSamples}, or longer for an agent whose own frames take longer than that to
 *       reach its own microphone (its device's latency, measured by its own receiver: the slot
 *       is then that latency plus 10 ms), so that a frame another agent starts a slot earlier is
 *       heard before this one's count ends. Busy: the agent's own carrier sense hears
 *       one of the profile's tones, or its receiver has found a sync whose frame has not yet
 *       ended, or it is itself transmitting.</li>
 *   <li>{@link Mode#ALOHA} — the same waits and draws with the carrier sense switched off (busy
 *       only while the agent itself transmits): the baseline without sensing.</li>
 *   <li>{@link Mode#TDMA} — the bound: the frames in a fixed round-robin schedule, back to
 *       back, no sensing, no collisions.</li>
 * </ul>
 * A frame that has waited {@code maxWaitSamples} without going out is abandoned (counted).
 *
 * @param mode CSMA, ALOHA or TDMA
 * @param slotSamples a back-off slot, 16 kHz samples (a multiple of 16)
 * @param difsSlots idle slots before the count starts
 * @param windowSlots the back-off window: draws are 0..windowSlots−1
 * @param maxWaitSamples how long a frame may wait before it is abandoned, samples
 * @param horizonSamples how far back the speakers an agent counts were heard, samples
 */
public record MediumAccess(Mode mode, int slotSamples, int difsSlots, int windowSlots,
                           long maxWaitSamples, long horizonSamples) {
    /** The three disciplines. */
    public enum Mode {
        /** Listen before talk, random back-off. */
        CSMA,
        /** The same back-off, no sensing. */
        ALOHA,
        /** A fixed round-robin schedule, back to back. */
        TDMA;

        /**
         * The lowercase label used in arm names and JSON.
         *
         * @return {@code csma}, {@code aloha} or {@code tdma}
         */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * The rules.
     *
     * @param mode CSMA, ALOHA or TDMA, never null
     * @param slotSamples a positive multiple of {@value SharedAir#BLOCK_SAMPLES}
     * @param difsSlots 0 or more
     * @param windowSlots 1 or more
     * @param maxWaitSamples 1 or more
     * @param horizonSamples 1 or more
     * @throws IllegalArgumentException when a value is out of range
     */
    public MediumAccess {
        Objects.requireNonNull(mode, "mode");
        if (slotSamples <= 0 || slotSamples % SharedAir.BLOCK_SAMPLES != 0) {
            throw new IllegalArgumentException("slotSamples must be a positive multiple of "
                    + SharedAir.BLOCK_SAMPLES + ": " + slotSamples);
        }
        if (difsSlots < 0 || windowSlots < 1 || maxWaitSamples < 1 || horizonSamples < 1) {
            throw new IllegalArgumentException("difsSlots >= 0, windowSlots >= 1 and"
                    + " maxWaitSamples >= 1: " + difsSlots + ", " + windowSlots + ", "
                    + maxWaitSamples);
        }
    }

    /**
     * These rules under another discipline.
     *
     * @param other the mode
     * @return the same slot, waits and window under {@code other}
     */
    public MediumAccess withMode(Mode other) {
        return new MediumAccess(other, slotSamples, difsSlots, windowSlots, maxWaitSamples,
                horizonSamples);
    }
}
