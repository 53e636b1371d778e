package echoai.link1.results;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E6.json}: two OS processes joined by a pipe — B's report must equal the in-process run;
 * then B's stdin abused.
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
    public E6Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
        stdinTrials = List.copyOf(stdinTrials);
        Objects.requireNonNull(summary, "summary");
    }

    /**
     * What E6 ran.
     *
     * @param seedsRun        seeds run as process pairs
     * @param seeds           those seeds
     * @param command         the pipeline
     * @param stdinTrialSeeds which seeds get the stdin trials
     */
    public record Config(int seedsRun, List<Integer> seeds, String command,
                         String stdinTrialSeeds) {
        public Config {
            seeds = List.copyOf(seeds);
        }
    }

    /**
     * One listener arm across processes.
     *
     * @param speakerArm the speaker's arm
     * @param worlds     one per seed
     */
    public record Arm(String speakerArm, List<World> worlds) {
        public Arm {
            worlds = List.copyOf(worlds);
        }
    }

    /**
     * One process pair.
     *
     * @param seed           world seed
     * @param exitCode       the pipeline's exit code
     * @param reportEqual    B's report equals the in-process run
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
     * @param processPairs  pairs run
     * @param reportsEqual  pairs whose report equals the in-process run
     * @param allEqual      every pair equal
     * @param stdinTrials   stdin trials run
     * @param stdinTrialsOk stdin trials that passed
     */
    public record Summary(int processPairs, int reportsEqual, boolean allEqual, int stdinTrials,
                          int stdinTrialsOk) {
    }
}
