package echoai.link1.bench.e8;


import echoai.link1.bench.Copies;
import echoai.link1.bench.rules.Prediction;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * E8's verdicts ({@code docs/spec/E8.md}, W1–W6) in {@code v2/predictions.json}, judged from
 * {@code v2/E8.json} of an eval run. Each comparison also carries what today's rule (no trust,
 * the wrong speakers heard last) scores on the same rule, so that a reader sees where it fails.
 *
 * @param w1 {H, L}: first-visit harm within {H}'s + 1, and below today's rule
 * @param w2 B stops believing a liar: no diversion on its claims after its 2nd contradiction
 * @param w3 {H} alone: trust changes no decision
 * @param w4 {H, M0.3}: first-visit harm within {H}'s + 1
 * @param w5 {H, L, L}: first-visit harm within {H}'s + 1, and below today's rule
 * @param w6 P3 in every arm and world, every guard counted
 */
public record E8Verdicts(Prediction<HarmAgainst> w1, Prediction<StopsBelieving> w2,
                         Prediction<NoChange> w3, Prediction<HarmAgainst> w4,
                         Prediction<HarmAgainst> w5, Prediction<Guards> w6) {
    /**
     * Checks the components.
     *
     * @param w1 {H, L}'s harm
     * @param w2 liars stop diverting B
     * @param w3 {H} alone unchanged
     * @param w4 {H, M0.3}'s harm
     * @param w5 {H, L, L}'s harm
     * @param w6 P3
     * @throws NullPointerException when one is null
     */
    public E8Verdicts {
        Objects.requireNonNull(w1, "w1");
        Objects.requireNonNull(w2, "w2");
        Objects.requireNonNull(w3, "w3");
        Objects.requireNonNull(w4, "w4");
        Objects.requireNonNull(w5, "w5");
        Objects.requireNonNull(w6, "w6");
    }

    /**
     * A trusting arm's first-visit harm against {H}'s (+ 1) and against today's rule in the
     * adversarial order, world by world.
     *
     * @param arm            the trusting arm, e.g. {@code H+L:trust}
     * @param worlds         worlds paired
     * @param within         worlds with harm ≤ harm({H}) + 1
     * @param withinRate     within / worlds, 4 decimals
     * @param below          worlds with harm strictly below today's rule's
     * @param belowRate      below / worlds, 4 decimals
     * @param harm           the arm's first-visit harm, summed
     * @param honestHarm     {@code H:trust}'s, summed
     * @param noTrustHarm    today's rule's ({@code SET:notrust}), summed
     * @param noTrustWithin  worlds where today's rule is within {H}'s + 1 (today's score)
     * @param noTrustWithinRate noTrustWithin / worlds, 4 decimals
     */
    public record HarmAgainst(String arm, int worlds, int within, BigDecimal withinRate,
                              int below, BigDecimal belowRate, int harm, int honestHarm,
                              int noTrustHarm, int noTrustWithin, BigDecimal noTrustWithinRate) {
    }

    /**
     * One liar in one arm: after B's 2nd contradiction of it, diversions on its claims.
     *
     * @param arm               the arm, e.g. {@code H+L:trust}
     * @param speaker           the liar's sender id
     * @param worlds            the arm's worlds
     * @param contradictedTwice worlds where B contradicted it at least twice
     * @param zeroAfter         of those, worlds with no diversion on its claims after
     * @param rate              zeroAfter / contradictedTwice, 4 decimals (0 when none)
     * @param diversionsAfter   its diversions after the 2nd contradiction, summed
     * @param noTrustZeroAfter  the same share's count under today's rule (adversarial order)
     * @param noTrustContradictedTwice worlds where B's turns contradicted it twice under today's
     *                          rule
     * @param noTrustRate       noTrustZeroAfter / noTrustContradictedTwice, 4 decimals
     */
    public record Liar(String arm, int speaker, int worlds, int contradictedTwice, int zeroAfter,
                       BigDecimal rate, int diversionsAfter, int noTrustZeroAfter,
                       int noTrustContradictedTwice, BigDecimal noTrustRate) {
    }

    /**
     * W2's numbers: every liar of {@code H+L:trust} and {@code H+L+L:trust}.
     *
     * @param liars one per liar and arm
     */
    public record StopsBelieving(List<Liar> liars) {
        /**
         * Copies the list.
         *
         * @param liars one per liar and arm
         */
        public StopsBelieving {
            liars = List.copyOf(liars);
        }
    }

    /**
     * W3's numbers: {@code H:trust} against {@code H:notrust} (arm T's rule).
     *
     * @param worlds         worlds paired
     * @param sameDigest     worlds where B's final core digest is the same
     * @param sameDiversions worlds where B's diversions are the same
     * @param disbelieved    worlds where B's trust in H ever fell below the threshold
     * @param contradictions B's contradictions of H, summed
     * @param agreements     B's agreements with H, summed
     */
    public record NoChange(int worlds, int sameDigest, int sameDiversions, int disbelieved,
                           int contradictions, int agreements) {
    }

    /**
     * W6's numbers.
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
}
