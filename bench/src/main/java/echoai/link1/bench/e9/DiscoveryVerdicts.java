package echoai.link1.bench.e9;


import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;

/**
 * E9's verdicts ({@code docs/spec/E9.md}, D1–D7) in {@code v2/predictions.json}, judged from
 * {@code v2/E9.json} of an eval run.
 *
 * @param d1 discovery helps: harm(DISC) &lt; harm(S)
 * @param d2 once identified, as good as shared perception: harm(DISC) ≤ harm(T) + 1
 * @param d3 no false identification (DISC-X, DISC), and DISC-X no worse than silence
 * @param d4 testimony by digest alone is useless across perceptions: TNEQ ≈ S
 * @param d5 the right member: B identifies, and its belief ends on its own member
 * @param d6 P3 in every arm and world, every guard counted
 * @param d7 a liar with true referents stays bounded (code assertion, reported)
 */
public record DiscoveryVerdicts(Prediction<Paired> d1, Prediction<OnceIdentified> d2,
                                Prediction<NoFalse> d3, Prediction<DigestAlone> d4,
                                Prediction<RightMember> d5, Prediction<Guards> d6,
                                Prediction<BoundedLiar> d7) {
    /**
     * Checks the components.
     *
     * @param d1 discovery helps
     * @param d2 once identified, as good as shared perception
     * @param d3 no false identification
     * @param d4 digest alone is useless
     * @param d5 the right member
     * @param d6 P3
     * @param d7 a liar stays bounded
     * @throws NullPointerException when one is null
     */
    public DiscoveryVerdicts {
        Objects.requireNonNull(d1, "d1");
        Objects.requireNonNull(d2, "d2");
        Objects.requireNonNull(d3, "d3");
        Objects.requireNonNull(d4, "d4");
        Objects.requireNonNull(d5, "d5");
        Objects.requireNonNull(d6, "d6");
        Objects.requireNonNull(d7, "d7");
    }

    /**
     * One arm against another, world by world.
     *
     * @param worlds worlds paired
     * @param better worlds where the arm's harm is lower
     * @param equal  worlds where it is equal
     * @param worse  worlds where it is higher
     * @param rate   better / worlds, 4 decimals
     * @param harm   the arm's first-visit harm, summed
     * @param otherHarm the other arm's, summed
     */
    public record Paired(int worlds, int better, int equal, int worse, BigDecimal rate,
                         int harm, int otherHarm) {
    }

    /**
     * D2's numbers.
     *
     * @param worlds           DISC's worlds
     * @param identified       worlds where B acted on an identification
     * @param within           of those, worlds with harm(DISC) ≤ harm(T) + 1
     * @param rate             within / identified, 4 decimals
     * @param withinAllWorlds  worlds with harm(DISC) ≤ harm(T) + 1 among all (reported)
     */
    public record OnceIdentified(int worlds, int identified, int within, BigDecimal rate,
                                 int withinAllWorlds) {
    }

    /**
     * D3's numbers.
     *
     * @param worlds         worlds of each arm
     * @param falseDiscX     DISC-X worlds where B acted on a translation (all are false)
     * @param falseDisc      DISC worlds where B acted on a false translation
     * @param withinSilence  DISC-X worlds with harm ≤ harm(S) + 1
     * @param withinSilenceRate withinSilence / worlds, 4 decimals
     */
    public record NoFalse(int worlds, int falseDiscX, int falseDisc, int withinSilence,
                          BigDecimal withinSilenceRate) {
    }

    /**
     * D4's numbers: TNEQ against S.
     *
     * @param paired harm(TNEQ) against harm(S), world by world
     * @param equalRate equal / worlds, 4 decimals
     * @param betterRate better / worlds, 4 decimals
     */
    public record DigestAlone(Paired paired, BigDecimal equalRate, BigDecimal betterRate) {
    }

    /**
     * D5's numbers.
     *
     * @param worlds      DISC's worlds
     * @param identified  worlds where B acted on an identification
     * @param right       worlds where it did and its belief ends on its own member
     * @param rate        right / worlds, 4 decimals
     * @param sitesMin    fewest sites seen at identification (identified worlds)
     * @param sitesMedian median (lower) of the sites seen at identification
     * @param sitesMax    most sites seen at identification
     * @param turnMax     latest identification turn
     */
    public record RightMember(int worlds, int identified, int right, BigDecimal rate,
                              int sitesMin, int sitesMedian, int sitesMax, int turnMax) {
    }

    /**
     * D6's numbers.
     *
     * @param rows    arm-worlds
     * @param holding of those, rows where every guard held at its full count
     * @param byArm   arm → rows holding
     */
    public record Guards(int rows, int holding, Map<String, Integer> byArm) {
        /**
         * Copies the map.
         *
         * @param rows arm-worlds
         * @param holding rows holding
         * @param byArm arm → rows holding
         */
        public Guards {
            byArm = Copies.ordered(byArm);
        }
    }

    /**
     * D7's numbers.
     *
     * @param worlds        DISC-L's worlds
     * @param violations    worlds with diversions &gt; 4 × sites counted
     * @param maxDiversions most diversions in a world
     * @param harm          DISC-L's first-visit harm, summed (reported)
     * @param identified    DISC-L worlds where B acted on an identification (reported)
     */
    public record BoundedLiar(int worlds, int violations, int maxDiversions, int harm,
                              int identified) {
    }
}
