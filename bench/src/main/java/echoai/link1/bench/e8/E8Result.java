package echoai.link1.bench.e8;


import echoai.link1.bench.Copies;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerFigures;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code v2/E8.json} and {@code v2/E8-air.json} in the lab folder: trust earned, not assumed
 * ({@code docs/spec/E8.md}). Per arm (a speaker set, a listening rule, the order heard) the
 * worlds in seed order and a few totals.
 *
 * @param schemaVersion the results schema version
 * @param experiment    {@code E8} or {@code E8-air}
 * @param title         what it measures
 * @param seedSet       the seed set's label
 * @param config        the rule's constants, the speakers and how they are carried
 * @param arms          arm name → the arm, in the order written
 */
public record E8Result(int schemaVersion, String experiment, String title, String seedSet,
                       Config config, Map<String, Arm> arms) {
    /**
     * Checks the components and copies the map.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code E8} or {@code E8-air}
     * @param title what it measures
     * @param seedSet the seed set's label
     * @param config the set-up
     * @param arms arm name → the arm
     */
    public E8Result {
        Objects.requireNonNull(config, "config");
        arms = Copies.ordered(arms);
    }

    /**
     * The set-up.
     *
     * @param lifeTurns    turns in B's life
     * @param adviceBudget diversions per site
     * @param trustPrior   agreements and contradictions credited before any evidence (Beta)
     * @param threshold    the trust below which a speaker stops diverting B, as a fraction
     * @param check        the comparison, in words
     * @param speakers     the speakers, in words
     * @param channel      how the frames reach B, in words
     * @param rules        rule name → what it is
     */
    public record Config(int lifeTurns, int adviceBudget, int trustPrior, String threshold,
                         String check, String speakers, String channel,
                         Map<String, String> rules) {
        /**
         * Copies the map.
         *
         * @param lifeTurns turns in B's life
         * @param adviceBudget diversions per site
         * @param trustPrior the Beta prior's counts
         * @param threshold the threshold as a fraction
         * @param check the comparison
         * @param speakers the speakers
         * @param channel how the frames reach B
         * @param rules rule name → what it is
         */
        public Config {
            rules = Copies.ordered(rules);
        }
    }

    /**
     * One arm over the worlds.
     *
     * @param set    the speaker set, e.g. {@code H+L}
     * @param rule   {@code trust}, {@code notrust} or {@code known}
     * @param order  {@code adversarial} (wrong speakers heard last), {@code honest-last}, or
     *               {@code air} (as the shared room delivered them)
     * @param worlds the worlds in seed order
     * @param totals sums over them
     */
    public record Arm(String set, String rule, String order, List<E8World> worlds,
                      Totals totals) {
        /**
         * Copies the list.
         *
         * @param set the speaker set
         * @param rule the rule
         * @param order the order heard
         * @param worlds the worlds
         * @param totals sums over them
         */
        public Arm {
            worlds = List.copyOf(worlds);
            Objects.requireNonNull(totals, "totals");
        }

        /**
         * The arm over its worlds, totals computed.
         *
         * @param set the speaker set
         * @param rule the rule
         * @param order the order heard
         * @param worlds the worlds in seed order
         * @return the arm
         */
        public static Arm of(String set, String rule, String order, List<E8World> worlds) {
            int fvh = 0;
            int harm = 0;
            int diversions = 0;
            int wrongDiversions = 0;
            int holds = 0;
            for (E8World w : worlds) {
                fvh += w.world().firstVisitHarm();
                harm += w.world().harm();
                diversions += w.world().diversions();
                holds += w.world().firewallHolds() ? 1 : 0;
                for (SpeakerFigures s : w.speakers()) {
                    wrongDiversions += s.wrong() ? s.diversions() : 0;
                }
            }
            return new Arm(set, rule, order, worlds, new Totals(worlds.size(), fvh, harm,
                    diversions, wrongDiversions, holds));
        }
    }

    /**
     * Sums over an arm's worlds.
     *
     * @param worlds          worlds run
     * @param firstVisitHarm  first-visit harm summed
     * @param harm            harm (turns) summed
     * @param diversions      diversions summed
     * @param wrongDiversions diversions on the testimony of wrong speakers (L, M0.3), summed
     * @param p3Holds         worlds where every P3 guard holds
     */
    public record Totals(int worlds, int firstVisitHarm, int harm, int diversions,
                         int wrongDiversions, int p3Holds) {
    }
}
