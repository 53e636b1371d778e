package echoai.link1.bench.e5;


import echoai.link1.bench.Copies;
import echoai.link1.bench.arms.ArmResult;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E5.json}: dialogue by wire — B asks, A answers; one arm ({@code E5}).
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E5}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label
 * @param config        what was run
 * @param arms          the arm by name ({@code E5})
 */
public record E5Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, Map<String, ArmResult> arms) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E5}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param config what was run
     * @param arms the arm by name ({@code E5})
     * @throws NullPointerException when a required component is null
     */
    public E5Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
    }

    /**
     * What E5 ran.
     *
     * @param lifeTurns    turns of B's life
     * @param adviceBudget the listening rule's advice budget
     * @param channel      the channel's name
     */
    public record Config(int lifeTurns, int adviceBudget, String channel) {
    }
}
