package echoai.link1.bench.e8air;


import echoai.link1.bench.e8.E8Verdicts;
import echoai.link1.bench.rules.Prediction;
import java.util.List;
import java.util.Objects;

/**
 * E8-air's verdicts A1–A8 ({@code docs/spec/E8.md}, "E8 by air"): A1–A6 are E8's W1–W6 on the
 * arms by air in the adversarial order ({H} alone against itself), A7 that the air delivered
 * nothing wrong, A8 that trust keeps B close to {H} when the room decides the order.
 *
 * @param a1 {H, L}: within {H} + 1, and below today's rule
 * @param a2 B stops believing each liar after its 2nd contradiction
 * @param a3 {H} alone: trust changes nothing
 * @param a4 {H, M0.3}: within {H} + 1
 * @param a5 {H, L, L}: within {H} + 1, and below today's rule
 * @param a6 P3 in every arm and world
 * @param a7 no corrupt frame taken in, over every arm
 * @param a8 together: within {H} + 1, for each mixed set
 */
public record E8AirVerdicts(Prediction<E8Verdicts.HarmAgainst> a1,
                            Prediction<E8Verdicts.StopsBelieving> a2,
                            Prediction<E8Verdicts.NoChange> a3,
                            Prediction<E8Verdicts.HarmAgainst> a4,
                            Prediction<E8Verdicts.HarmAgainst> a5,
                            Prediction<E8Verdicts.Guards> a6, Prediction<Clean> a7,
                            Prediction<Together> a8) {
    /**
     * Checks the components.
     *
     * @param a1 never null
     * @param a2 never null
     * @param a3 never null
     * @param a4 never null
     * @param a5 never null
     * @param a6 never null
     * @param a7 never null
     * @param a8 never null
     */
    public E8AirVerdicts {
        Objects.requireNonNull(a1, "a1");
        Objects.requireNonNull(a2, "a2");
        Objects.requireNonNull(a3, "a3");
        Objects.requireNonNull(a4, "a4");
        Objects.requireNonNull(a5, "a5");
        Objects.requireNonNull(a6, "a6");
        Objects.requireNonNull(a7, "a7");
        Objects.requireNonNull(a8, "a8");
    }

    /**
     * What the air did over every arm and world: corrupt candidates past the CRC and those B
     * took in (every row), and the speakers' frames lost and collided at B (each broadcast once:
     * the rules of a broadcast hear the same frames).
     *
     * @param rows the rows counted
     * @param corruptPassedCrc candidates whose CRC passed that no agent sent, over every row
     * @param acceptedCorrupt those past every frame check, taken in by B, over every row
     * @param framesDistinct distinct frames sent, each broadcast once
     * @param framesLost distinct frames B's receiver never delivered, each broadcast once
     * @param collisions transmissions that collided at B's microphone, each broadcast once
     */
    public record Clean(int rows, int corruptPassedCrc, int acceptedCorrupt, long framesDistinct,
                        long framesLost, long collisions) {
    }

    /**
     * When the room decides the order: each mixed set's trusting arm against {H}.
     *
     * @param sets one per mixed set, in E8's order
     */
    public record Together(List<E8Verdicts.HarmAgainst> sets) {
        /**
         * Copies the list.
         *
         * @param sets one per mixed set
         */
        public Together {
            sets = List.copyOf(sets);
        }
    }
}
