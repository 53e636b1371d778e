package echoai.link1.bench.v1;

import echoai.link1.report.Rooms;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Each registered prediction's deciding figures in one sentence, for the predictions tables
 * (every other figure is folded below them). The sentences only read the judged numbers; ""
 * when a prediction has none (pending or not run).
 */
public final class VerdictSentences {
    private VerdictSentences() {
    }

    /** P1–P7 ({@code index} 1..7) from predictions.json. */
    public static String v1(int index, PredictionsResult r) {
        return switch (index) {
            case 1 -> r.p1().numbers() == null ? "" : p1(r.p1().numbers());
            case 2 -> r.p2().numbers() == null ? "" : better("X", r.p2().numbers());
            case 3 -> r.p3().numbers() == null ? "" : p3(r.p3().numbers());
            case 4 -> r.p4().numbers() == null ? "" : p4(r.p4().numbers());
            case 5 -> r.p5().numbers() == null ? "" : p5(r.p5().numbers());
            case 6 -> r.p6().numbers() == null ? "" : p6(r.p6().numbers());
            case 7 -> r.p7().numbers() == null ? "" : p7(r.p7().numbers());
            default -> throw new IllegalArgumentException("index must be in [1, 7]: " + index);
        };
    }

    private static String p1(PredictionsResult.P1 n) {
        return "T beat S in " + n.tBetter() + " of " + n.worlds() + " worlds ("
                + pct(n.tBetterRate()) + " %) and did worse in " + n.tWorse() + " ("
                + pct(n.tWorseRate()) + " %)";
    }

    private static String better(String other, PredictionsResult.Better n) {
        return "T beat " + other + " in " + n.tBetter() + " of " + n.worlds() + " worlds ("
                + pct(n.tBetterRate()) + " %)";
    }

    private static String p3(PredictionsResult.P3 n) {
        return n.worldsFailing() + " of " + n.worlds() + " worlds failing over "
                + n.worldsPerArm().size() + " arms, " + n.guardsShort()
                + " with a guard that did not run in full";
    }

    private static String p4(PredictionsResult.P4 n) {
        return n.violations() + " violations in " + n.worlds() + " worlds (most diversions "
                + n.maxDiversions() + ", budget " + n.adviceBudget() + " a site)";
    }

    private static String p5(PredictionsResult.P5 n) {
        return "A10 lost " + n.postcardsLost() + " of " + n.postcards() + " postcards ("
                + pct(n.lossRate()) + " %) and accepted " + n.acceptedCorrupt()
                + " corrupt; harm within T's + 1 in " + n.harmWithinOneOfT() + " of "
                + n.worlds() + " worlds (" + pct(n.harmWithinOneRate()) + " %)";
    }

    private static String p6(PredictionsResult.P6 n) {
        return "clean loop: " + n.cleanLoopLosses() + " lost; echo room at ≥ 10 dB with K=1: "
                + "worst PER " + pct(n.echoK1AtOrAbove10dbWorstPer()) + " %; "
                + n.acceptedCorruptTotal() + " accepted corrupt anywhere in E2 ("
                + n.corruptPassedCrcTotal() + " past the CRC) over " + n.pointsCounted()
                + " points";
    }

    private static String p7(PredictionsResult.P7 n) {
        return "E5 used fewer postcards than T in " + n.fewerPostcards() + " of " + n.worlds()
                + " worlds; harm within T's + 1 in " + n.harmWithinOneOfT() + " ("
                + pct(n.harmWithinOneRate()) + " %)";
    }

    /** U1–U5 (V2-2) from v2/predictions.json; "" for another id or without numbers. */
    private static String perProfile(Map<String, Long> byProfile) {
        List<String> parts = new ArrayList<>();
        byProfile.forEach((k, v) -> parts.add(Rooms.profile(k) + " " + v));
        return String.join(", ", parts);
    }

    /** A rate in [0, 1] as a percentage, trailing zeros dropped. */
    private static String pct(BigDecimal rate) {
        return Rooms.percent(rate).toPlainString();
    }
}
