package echoai.link1.bench.e3;

import echoai.link1.bench.air.Dropped;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code E3.json}: CLAIM frames played through one backend's default output while one backend's
 * default input is recorded and decoded live, one trial per (play, record) pair: each backend
 * into itself and, when both run, each into the other. Where it ran is in {@code channel}: the
 * PipeWire digital loop (bit-exact, no air) or a real loudspeaker and microphone; whether E3
 * through real devices has run is in {@code realDevices}. Not byte-identical run to run (it
 * measures a physical channel).
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code E3}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set the frames really come from ({@code dev}: dev seed 0)
 * @param claimsFrom     where the frames come from
 * @param claimSeed      the world whose veteran speaks
 * @param k              tone groups (1)
 * @param framesPerTrial frames per trial
 * @param channel        {@code pipewire-digital-loop} or {@code loudspeaker-microphone}
 * @param realDevices    {@code run} when this file was measured through a real loudspeaker and
 *                       microphone; otherwise a sentence saying it was not run here and how to
 *                       run it ({@code link1 bench E3 --devices})
 * @param frames         the frames sent, hex
 * @param trials         one per (play, record) backend pair
 * @param contributed    room-test rows users contributed from the browser page (docs/web.md),
 *                       validated on import and never mixed with {@code trials}; empty when
 *                       none (a file without the key reads as none)
 */
public record E3Result(int schemaVersion, String experiment, String title, String seedSet,
                       String claimsFrom, long claimSeed, int k, int framesPerTrial,
                       String channel, String realDevices, List<String> frames,
                       List<Trial> trials, List<E3Contribution> contributed) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E3}
     * @param title one line saying what it measures
     * @param seedSet the seed set the frames really come from ({@code dev}: dev seed 0)
     * @param claimsFrom where the frames come from
     * @param claimSeed the world whose veteran speaks
     * @param k tone groups (1)
     * @param framesPerTrial frames per trial
     * @param channel {@code pipewire-digital-loop} or {@code loudspeaker-microphone}
     * @param realDevices {@code run} when this file was measured through a real loudspeaker and
     *     microphone; otherwise a sentence saying it was not run here and how to
     *     run it ({@code link1 bench E3 --devices})
     * @param frames the frames sent, hex
     * @param trials one per (play, record) backend pair
     * @param contributed room-test rows users contributed from the browser page, or null
     *     (none)
     * @throws NullPointerException when a required component is null
     */
    public E3Result {
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(realDevices, "realDevices");
        frames = List.copyOf(frames);
        trials = List.copyOf(trials);
        contributed = contributed == null ? List.of() : List.copyOf(contributed);
    }

    /**
     * The same document with other contributed rows (the import adds rows; a loop run carries
     * over those of the file it replaces).
     *
     * @param rows the contributed rows
     * @return this document with {@code rows} as its {@code contributed}
     */
    public E3Result withContributed(List<E3Contribution> rows) {
        return new E3Result(schemaVersion, experiment, title, seedSet, claimsFrom, claimSeed, k,
                framesPerTrial, channel, realDevices, frames, trials, rows);
    }

    /**
     * One (play, record) pair's trial.
     *
     * @param play               the playing backend's CLI name
     * @param record             the recording backend's CLI name
     * @param sent               frames sent
     * @param received           distinct sent frames received byte-equal
     * @param lost               sent − received
     * @param acceptedCorrupt    accepted frames equal to no frame sent
     * @param duplicates         frames received again
     * @param greetings          greetings detected
     * @param dropped            candidates dropped, by reason
     * @param pathLatencyMs      from due at the output to found in the recording, ms
     * @param detectionLatencyMs wall clock from due to decoded, ms
     * @param snr                the tone SNR over the received frames' slots
     * @param pcmBitExact        the played PCM occurs bit-exact in the recording
     */
    public record Trial(String play, String record, int sent, int received, int lost,
                        int acceptedCorrupt, int duplicates, long greetings, Dropped dropped,
                        Range pathLatencyMs, Range detectionLatencyMs, Snr snr,
                        boolean pcmBitExact) {
        /**
         * Checks the components.
         *
         * @param play the playing backend's CLI name
         * @param record the recording backend's CLI name
         * @param sent frames sent
         * @param received distinct sent frames received byte-equal
         * @param lost sent − received
         * @param acceptedCorrupt accepted frames equal to no frame sent
         * @param duplicates frames received again
         * @param greetings greetings detected
         * @param dropped candidates dropped, by reason
         * @param pathLatencyMs from due at the output to found in the recording, ms
         * @param detectionLatencyMs wall clock from due to decoded, ms
         * @param snr the tone SNR over the received frames' slots
         * @param pcmBitExact the played PCM occurs bit-exact in the recording
         * @throws NullPointerException when a required component is null
         */
        public Trial {
            Objects.requireNonNull(dropped, "dropped");
            Objects.requireNonNull(pathLatencyMs, "pathLatencyMs");
            Objects.requireNonNull(detectionLatencyMs, "detectionLatencyMs");
            Objects.requireNonNull(snr, "snr");
        }
    }

    /**
     * The least and the greatest of some measured values (both null when nothing was measured).
     *
     * @param min the least, or null
     * @param max the greatest, or null
     */
    public record Range(Long min, Long max) {
        /**
         * Checks the components.
         *
         * @param min the least, or null
         * @param max the greatest, or null
         * @throws IllegalArgumentException when a component is out of range
         */
        public Range {
            if ((min == null) != (max == null)) {
                throw new IllegalArgumentException("min and max must both be set or both null: "
                        + min + ", " + max);
            }
        }

        /**
         * The range of some values.
         *
         * @param values the values
         * @return their min and max; both null when empty
         */
        public static Range of(List<Long> values) {
            if (values.isEmpty()) {
                return new Range(null, null);
            }
            long lo = Long.MAX_VALUE;
            long hi = Long.MIN_VALUE;
            for (long v : values) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            return new Range(lo, hi);
        }
    }

    /**
     * The tone SNR: power in the sent tone's bin over the power in the other bins of its group.
     * A nullable number plus an explicit flag: {@code db} is a number with one decimal when the
     * slots measured some noise; null with {@code infinite = true} when they measured none (the
     * files before the typed results wrote the word {@code "infinite"}); null with
     * {@code infinite = false} when no slot was measured ({@code slots = 0}).
     *
     * @param slots    symbol slots measured
     * @param db       the SNR in dB, one decimal, or null (see above)
     * @param infinite the slots measured no noise at all
     */
    public record Snr(long slots, BigDecimal db, boolean infinite) {
        /**
         * Checks the components.
         *
         * @param slots symbol slots measured
         * @param db the SNR in dB, one decimal, or null (see above)
         * @param infinite the slots measured no noise at all
         * @throws IllegalArgumentException when a component is out of range
         */
        public Snr {
            if (infinite && db != null) {
                throw new IllegalArgumentException("db must be null when infinite: " + db);
            }
        }
    }
}
