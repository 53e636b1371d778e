package echoai.link1.bench.e6;


import echoai.link1.bench.Copies;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E6.json}: two OS processes per arm (every wire arm and E5), joined through the parent,
 * which relays their bytes and does the postcard accounting — each world's row so assembled must
 * equal the in-process run; then B's stdin abused.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E6}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label
 * @param config        what was run
 * @param arms          per listener arm name ({@code S}, {@code T}, …)
 * @param stdinTrials   the abused-stdin trials
 * @param summary       the counts
 */
public record E6Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, Map<String, Arm> arms, List<StdinTrial> stdinTrials,
                       Summary summary) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E6}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param config what was run
     * @param arms per listener arm name ({@code S}, {@code T}, …)
     * @param stdinTrials the abused-stdin trials
     * @param summary the counts
     * @throws NullPointerException when a required component is null
     */
    public E6Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
        stdinTrials = List.copyOf(stdinTrials);
        Objects.requireNonNull(summary, "summary");
    }

    /**
     * What E6 ran.
     *
     * @param seedsRun        seeds run, each in every arm
     * @param seeds           those seeds
     * @param command         the wire arms' two processes
     * @param dialogueCommand the E5 pair's two processes
     * @param worldBoundary   how one world's bytes are told from the next's
     * @param stdinTrialSeeds which seeds get the stdin trials
     */
    public record Config(int seedsRun, List<Integer> seeds, String command,
                         String dialogueCommand, String worldBoundary, String stdinTrialSeeds) {
        /**
         * The components, the collections copied.
         *
         * @param seedsRun seeds run, each in every arm
         * @param seeds those seeds
         * @param command the wire arms' two processes
         * @param dialogueCommand the E5 pair's two processes
         * @param worldBoundary how one world's bytes are told from the next's
         * @param stdinTrialSeeds which seeds get the stdin trials
         */
        public Config {
            seeds = List.copyOf(seeds);
        }
    }

    /**
     * One arm across processes.
     *
     * @param speakerArm the speaker's arm ({@code E5}: A answering)
     * @param worlds     one per seed
     */
    public record Arm(String speakerArm, List<World> worlds) {
        /**
         * The components, the collections copied.
         *
         * @param speakerArm the speaker's arm ({@code E5}: A answering)
         * @param worlds one per seed
         */
        public Arm {
            worlds = List.copyOf(worlds);
        }
    }

    /**
     * One world across processes.
     *
     * @param seed           world seed
     * @param exitCode       the arm's listener exit code (100 + the speaker's when it failed)
     * @param reportEqual    the row from B's report and the relayed bytes equals the in-process
     *                       run
     * @param digestEqual    B's core digest equals the in-process one
     * @param firstVisitHarm B's first-visit harm (−1 when B failed)
     * @param coreDigest     B's core digest (empty when B failed)
     */
    public record World(long seed, int exitCode, boolean reportEqual, boolean digestEqual,
                        int firstVisitHarm, String coreDigest) {
    }

    /**
     * The counts.
     *
     * @param worlds        arm-worlds run across processes
     * @param reportsEqual  arm-worlds whose row equals the in-process run
     * @param allEqual      every arm-world equal
     * @param processes     child processes started for the arms (the stdin trials not counted)
     * @param stdinTrials   stdin trials run
     * @param stdinTrialsOk stdin trials that passed
     */
    public record Summary(int worlds, int reportsEqual, boolean allEqual, int processes,
                          int stdinTrials, int stdinTrialsOk) {
    }
}
