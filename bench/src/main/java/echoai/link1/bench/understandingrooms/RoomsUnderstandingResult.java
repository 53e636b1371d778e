package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * {@code v2/understanding-rooms.json}: does understanding survive the room? B's life when A's
 * true claims (arm T) travel as sound through points of the physical room (ROOM.md), one
 * postcard a room draw, for each air profile; and the E5 dialogue through the same rooms
 * without retries (B's ASK through the room, A's answers back; a lost one is lost). The wire
 * arms S, T and the E5 dialogue by wire are the reference lines. Registered in
 * {@code docs/spec/LINK1-v2.md}, V2-2.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code understanding-rooms}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label
 * @param config        what was run
 * @param wire          the wire reference arms, in run order (S, T, E5)
 * @param arms          the rooms arms, grid order, then mode (claims, dialogue), then profile
 */
public record RoomsUnderstandingResult(int schemaVersion, String experiment, String title,
                                       String seedSet, Config config, List<WireArm> wire,
                                       List<RoomsArm> arms) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code understanding-rooms}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param config what was run
     * @param wire the wire reference arms, in run order (S, T, E5)
     * @param arms the rooms arms, grid order, then mode (claims, dialogue), then profile
     * @throws NullPointerException when a required component is null
     */
    public RoomsUnderstandingResult {
        Objects.requireNonNull(config, "config");
        wire = List.copyOf(wire);
        arms = List.copyOf(arms);
    }

    /**
     * What was run.
     *
     * @param lifeTurns      turns of B's life
     * @param adviceBudget   the listening rule's advice budget
     * @param profiles       the air profiles, in run order
     * @param postcardDraws  how the room is drawn for each postcard
     * @param seedDerivation how each postcard's seed is derived
     */
    public record Config(int lifeTurns, int adviceBudget, List<String> profiles,
                         String postcardDraws, String seedDerivation) {
        /**
         * The components, the collections copied.
         *
         * @param lifeTurns turns of B's life
         * @param adviceBudget the listening rule's advice budget
         * @param profiles the air profiles, in run order
         * @param postcardDraws how the room is drawn for each postcard
         * @param seedDerivation how each postcard's seed is derived
         */
        public Config {
            profiles = List.copyOf(profiles);
        }
    }

    /**
     * A wire reference arm.
     *
     * @param arm     S, T (E4's wire arms) or E5 (the dialogue by wire)
     * @param mode    {@code claims} (A speaks before B lives) or {@code dialogue}
     * @param summary its headline figures
     * @param result  its worlds, seed order
     */
    public record WireArm(String arm, String mode, ArmSummary summary, ArmResult result) {
        /**
         * Checks the components.
         *
         * @param arm S, T (E4's wire arms) or E5 (the dialogue by wire)
         * @param mode {@code claims} (A speaks before B lives) or {@code dialogue}
         * @param summary its headline figures
         * @param result its worlds, seed order
         * @throws NullPointerException when a required component is null
         */
        public WireArm {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(summary, "summary");
            Objects.requireNonNull(result, "result");
        }
    }

    /**
     * A rooms arm: A(point, profile) in one mode.
     *
     * @param arm        the arm's name, e.g. {@code A:k1:living-rt0.5-2m/white/30dB}
     * @param mode       {@code claims} (arm T's claims through the room) or {@code dialogue}
     *                   (E5 through the room, no retries)
     * @param point      the named room point (ROOM.md §9)
     * @param rt60S      its RT60, s
     * @param distanceM  its source–microphone distance, m
     * @param background white, pink or babble
     * @param snrDb      SNR at the microphone (ROOM.md §7), dB
     * @param devices    playback → capture rates, e.g. {@code 48->48 kHz}
     * @param profile    k1, k2 or r
     * @param summary    its headline figures
     * @param result     its worlds, seed order
     */
    public record RoomsArm(String arm, String mode, String point, BigDecimal rt60S,
                           BigDecimal distanceM, String background, BigDecimal snrDb,
                           String devices, String profile, ArmSummary summary,
                           ArmResult result) {
        /**
         * Checks the components.
         *
         * @param arm the arm's name, e.g. {@code A:k1:living-rt0.5-2m/white/30dB}
         * @param mode {@code claims} (arm T's claims through the room) or {@code dialogue}
         *     (E5 through the room, no retries)
         * @param point the named room point (ROOM.md §9)
         * @param rt60S its RT60, s
         * @param distanceM its source–microphone distance, m
         * @param background white, pink or babble
         * @param snrDb SNR at the microphone (ROOM.md §7), dB
         * @param devices playback → capture rates, e.g. {@code 48->48 kHz}
         * @param profile k1, k2 or r
         * @param summary its headline figures
         * @param result its worlds, seed order
         * @throws NullPointerException when a required component is null
         */
        public RoomsArm {
            Objects.requireNonNull(arm, "arm");
            Objects.requireNonNull(mode, "mode");
            Objects.requireNonNull(point, "point");
            Objects.requireNonNull(profile, "profile");
            Objects.requireNonNull(summary, "summary");
            Objects.requireNonNull(result, "result");
        }
    }
}
