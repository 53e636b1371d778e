package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Rooms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The V2-2 predictions U1–U5 (docs/spec/LINK1-v2.md, understanding through rooms) as rows of
 * {@link echoai.link1.bench.rules.RuleRow}: each rule, verdict and its numbers in words.
 */
public final class V2RoomsVerdicts {
    private V2RoomsVerdicts() {
    }

    /** U1–U5 in order; empty for a file judged before V2-2. */
    static List<RuleRow> rows(RoomsVerdicts v) {
        if (v == null) {
            return List.of();
        }
        List<RuleRow> out = new ArrayList<>();
        List<String> u1 = new ArrayList<>();
        if (v.u1().numbers() != null) {
            u1.add("accepted_corrupt: " + v.u1().numbers().acceptedCorrupt());
            u1.add("corrupt_passed_crc (reported): " + v.u1().numbers().corruptPassedCrc());
            u1.add("postcards through the rooms = " + v.u1().numbers().postcards());
            byProfile(v.u1().numbers().verdictByProfile(), u1);
        }
        out.add(RuleRow.of("U1", v.u1(), u1));
        List<String> u2 = new ArrayList<>();
        if (v.u2().numbers() != null) {
            u2.add("arms above S: " + (v.u2().numbers().over().isEmpty() ? "none"
                    : String.join(", ", v.u2().numbers().over())));
            v.u2().numbers().arms().forEach(a -> u2.add(a.arm() + ": harm " + a.harm() + " vs S "
                    + a.silenceHarm() + " (worlds below / equal / above S: " + a.signTest().less()
                    + " / " + a.signTest().ties() + " / " + a.signTest().more() + ", sign test p = "
                    + a.signTest().pTwoSided().toPlainString() + ")"));
        }
        if (v.u2().numbers() != null) {
            byProfile(v.u2().numbers().verdictByProfile(), u2);
        }
        out.add(RuleRow.of("U2", v.u2(), u2));
        List<String> u3 = new ArrayList<>();
        if (v.u3().numbers() != null) {
            List<RoomsVerdicts.PointPrediction> points = new ArrayList<>(v.u3().numbers().points());
            points.sort(Comparator.comparing(RoomsVerdicts.PointPrediction::within));
            points.forEach(p -> u3.add((p.within() ? "" : "outside the tolerance: ") + p.arm()
                    + ": ratio to S " + p.observedRatio().toPlainString() + " vs registered "
                    + p.predictedRatio().toPlainString() + " ± "
                    + v.u3().numbers().tolerance().toPlainString() + " (harm " + p.harm()
                    + ", predicted " + p.predictedHarm().toPlainString() + "; PER "
                    + Rooms.percent(p.per()).toPlainString() + " %, dev "
                    + Rooms.percent(p.perDev()).toPlainString() + " %)"));
        }
        out.add(RuleRow.of("U3", v.u3(), u3));
        List<String> u4 = new ArrayList<>();
        if (v.u4().numbers() != null) {
            v.u4().numbers().profiles().forEach(p -> u4.add(Rooms.profile(p.profile())
                    + ": range " + p.observed().toPlainString() + " m (registered "
                    + p.registered().toPlainString() + " m); within one of T: "
                    + String.join(", ", p.points().stream().map(q -> q.distanceM()
                    .toPlainString() + " m " + q.withinOne() + "/" + q.worlds()).toList())));
        }
        out.add(RuleRow.of("U4", v.u4(), u4));
        out.add(RuleRow.of("U5", v.u5(), v.u5().numbers() == null ? List.of() : List.of(
                "rows holding = " + v.u5().numbers().holds() + " of "
                        + v.u5().numbers().worldRows() + " (" + v.u5().numbers().arms()
                        + " arms)", "failing: " + (v.u5().numbers().failing().isEmpty() ? "none"
                        : String.join(", ", v.u5().numbers().failing())))));
        return out;
    }

    /** "verdict per profile: k1 green, k2 not judged, r green" on a sweep's grid. */
    private static void byProfile(java.util.Map<String, String> verdicts, List<String> into) {
        if (verdicts != null) {
            into.add("verdict per profile: " + String.join(", ", verdicts.entrySet().stream()
                    .map(e -> Rooms.profile(e.getKey()) + " " + e.getValue()).toList()));
        }
    }
}
