package echoai.link1.bench.e9;


import echoai.link1.bench.Copies;
import echoai.link1.session.DiscoveryFigures;
import echoai.link1.session.E9World;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code v2/E9.json} in the lab folder: referents without shared perception
 * ({@code docs/spec/E9.md}). Per arm the worlds in seed order, each E4's row plus the discovery
 * figures of the discovering arms, and a few totals.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E9}
 * @param title         what it measures
 * @param seedSet       the seed set's label
 * @param config        the agents, the family and the seeds of the draws
 * @param arms          arm name → its worlds, in the order S T TNEQ DISC DISC-X DISC-L
 */
public record E9Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, Map<String, Arm> arms) {
    /**
     * Checks the components and copies the map.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E9}
     * @param title what it measures
     * @param seedSet the seed set's label
     * @param config the agents, the family and the seeds of the draws
     * @param arms arm name → its worlds
     */
    public E9Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
    }

    /**
     * The set-up.
     *
     * @param lifeTurns      turns in B's life
     * @param adviceBudget   diversions per site
     * @param evidenceBits   the identification threshold: expected wrong consistent hypotheses
     *                       at most 2^-evidenceBits
     * @param familyMembers  members of the family of perception differences
     * @param family         the family, in words
     * @param perceptionSeed how B's member is drawn per world
     * @param unrelatedSeed  how DISC-X's speaker world is drawn
     * @param arms           arm name → what it is
     */
    public record Config(int lifeTurns, int adviceBudget, int evidenceBits, long familyMembers,
                         String family, String perceptionSeed, String unrelatedSeed,
                         Map<String, String> arms) {
        /**
         * Copies the map.
         *
         * @param lifeTurns turns in B's life
         * @param adviceBudget diversions per site
         * @param evidenceBits the identification threshold's exponent
         * @param familyMembers members of the family
         * @param family the family, in words
         * @param perceptionSeed how B's member is drawn
         * @param unrelatedSeed how DISC-X's speaker world is drawn
         * @param arms arm name → what it is
         */
        public Config {
            arms = Copies.ordered(arms);
        }
    }

    /**
     * One arm over the worlds.
     *
     * @param worlds the worlds in seed order
     * @param totals sums over them
     */
    public record Arm(List<E9World> worlds, Totals totals) {
        /**
         * Copies the list.
         *
         * @param worlds the worlds in seed order
         * @param totals sums over them
         */
        public Arm {
            worlds = List.copyOf(worlds);
            Objects.requireNonNull(totals, "totals");
        }

        /**
         * The arm over its worlds, totals computed.
         *
         * @param worlds the worlds in seed order
         * @return the arm
         */
        public static Arm of(List<E9World> worlds) {
            int fvh = 0;
            int identified = 0;
            int wrong = 0;
            int narrowed = 0;
            int holds = 0;
            for (E9World w : worlds) {
                fvh += w.world().firstVisitHarm();
                holds += w.world().firewallHolds() ? 1 : 0;
                DiscoveryFigures d = w.discovery();
                if (d != null) {
                    identified += d.identified() ? 1 : 0;
                    wrong += d.falseIdentification() ? 1 : 0;
                    narrowed += d.narrowedToMember() ? 1 : 0;
                }
            }
            return new Arm(worlds, new Totals(worlds.size(), fvh, identified, wrong, narrowed,
                    holds));
        }
    }

    /**
     * Sums over an arm's worlds.
     *
     * @param worlds               worlds run
     * @param firstVisitHarm       first-visit harm summed
     * @param identified           worlds where B acted on an identification
     * @param falseIdentifications worlds where B acted on a false one
     * @param narrowedToMember     worlds whose belief ends on B's member
     * @param p3Holds              worlds where every P3 guard holds
     */
    public record Totals(int worlds, int firstVisitHarm, int identified, int falseIdentifications,
                         int narrowedToMember, int p3Holds) {
    }
}
