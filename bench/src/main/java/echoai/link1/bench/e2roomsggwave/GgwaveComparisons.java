package echoai.link1.bench.e2roomsggwave;

import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.RoomsCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The side-by-side rows of the ggwave peer arm, from its points (counts only). */
final class GgwaveComparisons {
    private GgwaveComparisons() {
    }

    /**
     * One row per case of {@code rows}, in order, from {@code points} (the cases' arms in
     * {@link E2RoomsGgwave.Arm#all()} order, case-major).
     */
    static List<GgwaveComparison> of(Map<RoomsCase, String> rows, List<GgwavePoint> points) {
        int arms = E2RoomsGgwave.Arm.all().size();
        if (points.size() != rows.size() * arms) {
            throw new IllegalArgumentException("points must hold " + arms + " arms per case: "
                    + points.size());
        }
        List<GgwaveComparison> out = new ArrayList<>();
        int at = 0;
        for (Map.Entry<RoomsCase, String> row : rows.entrySet()) {
            List<GgwavePoint> p = points.subList(at, at + arms);
            at += arms;
            out.add(row(row.getKey().name(), row.getValue(), p));
        }
        return List.copyOf(out);
    }

    private static GgwaveComparison row(String name, String issueRow, List<GgwavePoint> p) {
        GgwavePoint k1 = arm(p, "k1");
        GgwavePoint k2 = arm(p, "k2");
        GgwavePoint r = arm(p, "r");
        GgwavePoint normal = arm(p, GgwaveProtocol.AUDIBLE_NORMAL.label());
        GgwavePoint fastest = arm(p, GgwaveProtocol.AUDIBLE_FASTEST.label());
        Boolean better = normal.lost() == 0 ? null : r.lost() < normal.lost();
        return new GgwaveComparison(name, issueRow, r.frames(), r.lost(), k1.lost(), k2.lost(),
                normal.lost(), fastest.lost(), normal.wrong(), fastest.wrong(),
                r.lost() <= normal.lost(), better, normal.lost() < k1.lost(),
                normal.lost() < k2.lost());
    }

    private static GgwavePoint arm(List<GgwavePoint> p, String arm) {
        return p.stream().filter(x -> x.arm().equals(arm)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("points must hold arm " + arm));
    }
}
