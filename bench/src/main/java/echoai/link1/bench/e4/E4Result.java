package echoai.link1.bench.e4;


import echoai.link1.bench.Copies;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code E4.json}: understanding — per arm and world the {@link WorldResult} row, then the
 * understanding figures (Lowe et al. 2019) on arm T and the deaf-B control.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E4}
 * @param title         one line saying what it measures
 * @param seedSet       the seed set's label
 * @param config        what was run
 * @param arms          per arm name ({@code S}, {@code T}, {@code A10}, …), in run order
 * @param understanding the understanding figures
 */
public record E4Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, Map<String, ArmResult> arms, Understanding understanding) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E4}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param config what was run
     * @param arms per arm name ({@code S}, {@code T}, {@code A10}, …), in run order
     * @param understanding the understanding figures
     * @throws NullPointerException when a required component is null
     */
    public E4Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
        Objects.requireNonNull(understanding, "understanding");
    }

    /**
     * What E4 ran.
     *
     * @param lifeTurns    turns of B's life
     * @param adviceBudget the listening rule's advice budget
     * @param speakerId    A's sender id
     * @param listenerId   B's id
     * @param channels     each arm's channel name, by arm name
     */
    public record Config(int lifeTurns, int adviceBudget, int speakerId, int listenerId,
                         Map<String, String> channels) {
        /**
         * The components, the collections copied.
         *
         * @param lifeTurns turns of B's life
         * @param adviceBudget the listening rule's advice budget
         * @param speakerId A's sender id
         * @param listenerId B's id
         * @param channels each arm's channel name, by arm name
         */
        public Config {
            channels = Copies.ordered(channels);
        }
    }

    /**
     * The understanding figures, measured on arm T's first visits.
     *
     * @param measuredOn         what the figures are measured on
     * @param deafControl        B hears T's claims but ignores them: equal to S?
     * @param positiveListening  decisions that differ under silence
     * @param cic                causal influence of communication, bits
     * @param shuffledClaims     decisions that differ under shuffled claims
     * @param perWorld           the figures per world
     */
    public record Understanding(String measuredOn, DeafControl deafControl,
                                Rate positiveListening, Cic cic, Shuffled shuffledClaims,
                                List<World> perWorld) {
        /**
         * The components, the collections copied.
         *
         * @param measuredOn what the figures are measured on
         * @param deafControl B hears T's claims but ignores them: equal to S?
         * @param positiveListening decisions that differ under silence
         * @param cic causal influence of communication, bits
         * @param shuffledClaims decisions that differ under shuffled claims
         * @param perWorld the figures per world
         */
        public Understanding {
            perWorld = List.copyOf(perWorld);
        }
    }

    /**
     * The deaf-B control.
     *
     * @param worlds   worlds run
     * @param equalToS worlds whose deaf B equals arm S (digest and first-visit harm)
     */
    public record DeafControl(int worlds, int equalToS) {
    }

    /**
     * Positive listening.
     *
     * @param firstVisits      B's first visits
     * @param changedBySilence first visits whose decision differs under silence
     * @param rate             changed / first visits, 6 decimals
     */
    public record Rate(int firstVisits, int changedBySilence, BigDecimal rate) {
    }

    /**
     * CIC.
     *
     * @param messages              the message distribution
     * @param bitsMeanPerFirstVisit mean CIC per first visit, bits, 6 decimals
     * @param ignoringListenerBits  the same for a listener that ignores messages (0)
     */
    public record Cic(String messages, BigDecimal bitsMeanPerFirstVisit,
                      BigDecimal ignoringListenerBits) {
    }

    /**
     * Shuffled claims.
     *
     * @param firstVisits   B's first visits
     * @param actionChanged first visits whose decision differs under arm X's claims
     * @param rate          changed / first visits, 6 decimals
     */
    public record Shuffled(int firstVisits, int actionChanged, BigDecimal rate) {
    }

    /**
     * One world's understanding figures.
     *
     * @param seed               world seed
     * @param firstVisits        B's first visits
     * @param movedBySilence     first visits whose decision differs under silence
     * @param changedByShuffle   first visits whose decision differs under shuffled claims
     * @param cicBitsMean        mean CIC per first visit, bits, 6 decimals
     * @param deafFirstVisitHarm the deaf B's first-visit harm
     * @param deafEqualsS        the deaf B equals arm S
     */
    public record World(long seed, int firstVisits, int movedBySilence, int changedByShuffle,
                        BigDecimal cicBitsMean, int deafFirstVisitHarm, boolean deafEqualsS) {
    }
}
