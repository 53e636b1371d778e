package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures registered in {@code docs/spec/LINK1-v2.md}, V2-2 (chosen from dev seeds only, the
 * numbers behind each in that section): U2's rule, U3's PER and harm ratio per claims arm and
 * its tolerance, U4's share and range per profile. {@link V2RoomsPredictions} judges with them;
 * changing one after the eval run is a new, later registration.
 */
final class V2RoomsRegistration {
    /** U2, in words. */
    static final String U2_RULE = "at every rooms arm (claims and dialogue, k1 and r), pooled"
            + " first-visit harm <= pooled harm(S) over the same worlds";
    /** U3: how far the observed ratio harm(A) / harm(S) may lie from the registered one. */
    static final BigDecimal U3_TOLERANCE = new BigDecimal("0.10");
    /** U4: the share of worlds with harm(A) ≤ harm(T) + 1 a distance must reach. */
    static final BigDecimal U4_SHARE = new BigDecimal("0.90");
    /** U4: the distance points of the curve (living-rt0.5-{0.5,1,2,3}m, white 30 dB). */
    static final int DISTANCES = 4;

    /**
     * One claims arm's registered figures.
     *
     * @param perDev its PER on dev seeds 0–15 (lost / sent in the dev run)
     * @param ratio  the claim-loss model's pooled harm(A) / harm(S) at that PER on dev worlds
     */
    record Registered(BigDecimal perDev, BigDecimal ratio) {
    }

    /** U3's figures by claims arm, grid order. */
    static final Map<String, Registered> RATIOS = ratios();

    private V2RoomsRegistration() {
    }

    private static Map<String, Registered> ratios() {
        Map<String, Registered> m = new LinkedHashMap<>();
        // PER: lost / sent of the dev run (./link1 bench understanding-rooms --seeds dev);
        // ratio: ClaimLossModelMeasure 0 15 400 <PER> (400 loss patterns a dev world)
        put(m, "A:k1:living-rt0.5-0.5m/white/30dB", "0.0307", "0.0235");
        put(m, "A:r:living-rt0.5-0.5m/white/30dB", "0.0000", "0.0000");
        put(m, "A:k1:living-rt0.5-1m/white/30dB", "0.7017", "0.6492");
        put(m, "A:r:living-rt0.5-1m/white/30dB", "0.0000", "0.0000");
        put(m, "A:k1:living-rt0.5-2m/white/30dB", "0.9104", "0.8889");
        put(m, "A:r:living-rt0.5-2m/white/30dB", "0.0000", "0.0000");
        put(m, "A:k1:living-rt0.5-3m/white/30dB", "0.9129", "0.8920");
        put(m, "A:r:living-rt0.5-3m/white/30dB", "0.0000", "0.0000");
        put(m, "A:k1:living-rt0.8-2m/white/30dB", "0.9949", "0.9952");
        put(m, "A:r:living-rt0.8-2m/white/30dB", "0.0000", "0.0000");
        put(m, "A:k1:living-rt0.5-1m/babble/20dB", "0.6569", "0.6016");
        put(m, "A:r:living-rt0.5-1m/babble/20dB", "0.0000", "0.0000");
        return Collections.unmodifiableMap(m);
    }

    private static void put(Map<String, Registered> m, String arm, String perDev, String ratio) {
        m.put(arm, new Registered(new BigDecimal(perDev), new BigDecimal(ratio)));
    }

    /** U4's registered range of {@code profile}, m (0.0: none). */
    static BigDecimal range(String profile) {
        return switch (profile) {
            case "k1" -> new BigDecimal("0.5");
            case "r" -> new BigDecimal("3.0");
            default -> BigDecimal.ZERO.setScale(1);
        };
    }

    /** Whether {@code a} is on U4's distance curve: RT60 0.5 s, white noise, 30 dB. */
    static boolean onDistanceCurve(RoomsArm a) {
        return a.rt60S().compareTo(new BigDecimal("0.5")) == 0
                && a.background().equals("white")
                && a.snrDb().compareTo(new BigDecimal("30")) == 0;
    }

    /**
     * U2 at one arm: its pooled harm at most S's, over the same worlds in the same order.
     *
     * @param harm      the arm's pooled first-visit harm
     * @param silence   S's pooled first-visit harm
     * @param stats     the per-world differences arm − S
     * @param sameSeeds whether both ran the same worlds
     */
    static boolean u2Holds(long harm, long silence, Paired.Stats stats, boolean sameSeeds) {
        return sameSeeds && stats.worlds() > 0 && harm <= silence;
    }
}
