package echoai.link1.bench.e8air;

import echoai.link1.bench.e8.E8Predictions;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8.E8Verdicts.HarmAgainst;
import echoai.link1.bench.e8.E8Verdicts;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.session.E8World;
import echoai.link1.session.RoomAirCounts;
import java.util.ArrayList;
import java.util.List;

/**
 * E8-air's predictions A1–A8 ({@code docs/spec/E8.md}, "E8 by air") from one E8-air result;
 * thresholds as registered there. A1–A6 are W1–W6's rules on the arms by air in the adversarial
 * order; "harm" is first-visit harm, "{H}" is {@code air:H:trust}.
 */
public final class E8AirPredictions {
    static final String A1 = "by air, {H, L}, the liar after the honest speaker:"
            + " harm(air:H+L:trust:adversarial) <= harm(air:H:trust) + 1 in >= 90 % of worlds,"
            + " and < harm(air:H+L:notrust:adversarial) in >= 75 %";
    static final String A2 = "by air, in air:H+L:trust:adversarial and"
            + " air:H+L+L:trust:adversarial, for each liar: among the worlds where B contradicted"
            + " it at least twice, no diversion on its claims after the 2nd contradiction in"
            + " >= 90 %";
    static final String A3 = "by air, {H} alone: air:H:trust's core digest and diversions equal"
            + " air:H:notrust's in every world";
    static final String A4 = "by air, {H, M0.3}: harm(air:H+M0.3:trust:adversarial) <="
            + " harm(air:H:trust) + 1 in >= 90 % of worlds";
    static final String A5 = "by air, {H, L, L}: harm(air:H+L+L:trust:adversarial) <="
            + " harm(air:H:trust) + 1 in >= 90 % of worlds, and <"
            + " harm(air:H+L+L:notrust:adversarial) in >= 75 %";
    static final String A6 = "by air, every arm and world: every P3 guard holds at its full"
            + " count (oracle and twin agree on every turn)";
    static final String A7 = "by air, over every arm and world: accepted_corrupt = 0";
    static final String A8 = "by air, every speaker queuing at time 0 (the room decides the"
            + " order): harm(air:SET:trust) <= harm(air:H:trust) + 1 in >= 90 % of worlds, for"
            + " each of H+L, H+M0.3 and H+L+L";
    /** The suffix of the arms in the adversarial order. */
    static final String ADVERSARIAL = ":adversarial";
    /** The prefix of every arm by air. */
    static final String AIR = "air:";

    private E8AirPredictions() {
    }

    /** A1–A8 from an E8-air result (any seed set; the caller decides whether it counts). */
    public static E8AirVerdicts judge(E8Result air) {
        E8Verdicts w = E8Predictions.judge(air, AIR, ADVERSARIAL, A1, A2, A3, A4, A5, A6);
        return new E8AirVerdicts(w.w1(), w.w2(), w.w3(), w.w4(), w.w5(), w.w6(), a7(air),
                a8(air));
    }

    private static Prediction<E8AirVerdicts.Clean> a7(E8Result air) {
        int rows = 0;
        int passed = 0;
        int accepted = 0;
        long distinct = 0;
        long lost = 0;
        long collisions = 0;
        for (E8Result.Arm arm : air.arms().values()) {
            // the rules of one broadcast share its frames: each broadcast's are counted once,
            // from its trust arm; B's corrupt counts from every row
            boolean once = arm.rule().equals("trust");
            for (E8World w : arm.worlds()) {
                RoomAirCounts c = w.air();
                if (c == null) {
                    throw new IllegalArgumentException("E8-air's rows carry the room's counts: "
                            + w.world().arm());
                }
                rows++;
                passed += c.corruptPassedCrc();
                accepted += c.acceptedCorrupt();
                distinct += once ? c.framesDistinct() : 0;
                lost += once ? c.framesLost() : 0;
                collisions += once ? c.collisions() : 0;
            }
        }
        return Prediction.judged(rows > 0 && accepted == 0, A7, new E8AirVerdicts.Clean(rows,
                passed, accepted, distinct, lost, collisions));
    }

    private static Prediction<E8AirVerdicts.Together> a8(E8Result air) {
        List<E8World> honest = E8Predictions.worlds(air, AIR + "H:trust");
        List<HarmAgainst> sets = new ArrayList<>();
        boolean holds = true;
        for (String set : List.of("H+L", "H+M0.3", "H+L+L")) {
            HarmAgainst h = E8Predictions.harm(air, AIR + set, "", honest);
            holds &= E8Predictions.holds(h, false);
            sets.add(h);
        }
        return Prediction.judged(holds, A8, new E8AirVerdicts.Together(sets));
    }

    /** Every verdict pending, with why. */
    static E8AirVerdicts pending(String why) {
        return new E8AirVerdicts(Prediction.pending(A1, why), Prediction.pending(A2, why),
                Prediction.pending(A3, why), Prediction.pending(A4, why),
                Prediction.pending(A5, why), Prediction.pending(A6, why),
                Prediction.pending(A7, why), Prediction.pending(A8, why));
    }
}
