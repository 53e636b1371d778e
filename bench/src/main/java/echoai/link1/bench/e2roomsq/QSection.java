package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.babbleshuffled.BabbleShuffledSection;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms-Q ({@code v3/E2-rooms-Q.json}): the rules Q1–Q7, each arm's level and totals per
 * axis, and every case's losses per arm and axis.
 */
final class QSection {
    private QSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E2RoomsQResult r = lab.get(E2RoomsQ.DOC);
        if (r == null) {
            return;
        }
        List<List<Text>> levels = new ArrayList<>();
        for (PeakLevel l : r.levels()) {
            levels.add(List.of(Text.strong(arm(l.arm())), Text.plain(l.airTimeS()
                    .toPlainString() + " s"), Text.plain(Integer.toString(l.peak())),
                    Text.plain(l.paprDb().toPlainString() + " dB"),
                    Text.plain(l.peakOffsetDb().toPlainString() + " dB")));
        }
        s.h3("Each arm's level (the spec's CLAIM frame; ggwave: its postcard)");
        s.table(List.of("arm", "air time", "peak", "peak-to-average power",
                "SNR offset at equal peak"), levels);
        Map<String, long[]> totals = new LinkedHashMap<>();
        for (QPoint p : r.points()) {
            long[] t = totals.computeIfAbsent(p.axis() + " " + p.measured().arm(),
                    k -> new long[3]);
            t[0] += p.measured().lost();
            t[1] += p.measured().frames();
            t[2] += p.measured().wrong();
        }
        List<List<Text>> sums = new ArrayList<>();
        totals.forEach((k, t) -> {
            String[] axisArm = k.split(" ", 2);
            sums.add(List.of(Text.plain(axisArm[0]), Text.strong(arm(axisArm[1])),
                    Text.plain(BabbleShuffledSection.loss(t[0], t[1])),
                    Text.check(t[2] == 0, Long.toString(t[2]))));
        });
        s.h3("Over every case");
        s.table(List.of("axis", "arm", "lost / recordings (PER, 95 %)",
                "wrong (LINK-1: accepted_corrupt)"), sums);
        reach(s, ReachChart.arms(lab.get(E2Rooms.DOC), r));
        s.p("Q against another arm is \"better\" or \"worse\" at a case only where their 95 %"
                + " Wilson intervals of PER do not overlap; otherwise not separated.");
        int arms = QArm.ALL.size();
        List<List<Text>> rows = new ArrayList<>();
        for (int at = 0; at < r.points().size(); at += arms) {
            List<Text> row = new ArrayList<>();
            row.add(Text.plain(r.points().get(at).caseName()));
            row.add(Text.plain(r.points().get(at).axis()));
            for (int a = 0; a < arms; a++) {
                QPoint p = r.points().get(at + a);
                row.add(Text.plain(p.measured().lost() + " / " + p.measured().frames()));
            }
            rows.add(row);
        }
        List<String> head = new ArrayList<>(List.of("case", "axis"));
        QArm.ALL.forEach(a -> head.add(arm(a.label())));
        s.fold("Every case: lost / recordings", List.of(new Block.Table("", head, rows)));
    }

    /** Issue 38's chart: air time against the farthest distance held, with its table. */
    private static void reach(Section.Builder s, List<ReachChart.Arm> arms) {
        s.h3("Air time against reach");
        s.p("Each arm's air time a postcard against the farthest distance it holds: every room"
                + " point up to it (white, pink and babble at 10 dB, 48 → 48 kHz, AGC on) has"
                + " PER ≤ 1 %. K1, K2 and R from E2-rooms (v2/E2-rooms.json, its 10 dB points,"
                + " 320 recordings a point on seeds 1000–1063); Q, F and ggwave's NORMAL, FAST"
                + " and FASTEST from this run's equal-SNR axis. Up and to the left is better.");
        s.add(new Block.Charts(ReachChart.charts(arms)));
        List<List<Text>> rows = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of("arm", "air time"));
        for (ReachChart.Arm a : arms) {
            List<Text> row = new ArrayList<>(List.of(Text.strong(a.name()),
                    Text.plain(ReachChart.plain(a.airTimeS()) + " s")));
            new java.util.TreeMap<>(a.held()).forEach((rt60, h) -> {
                String col = "RT60 " + ReachChart.plain(rt60) + " s";
                if (!head.contains(col)) {
                    head.add(col);
                }
                row.add(Text.plain(h.words()));
            });
            rows.add(row);
        }
        s.table(head, rows);
    }

    static String arm(String label) {
        return switch (label) {
            case "ggwave-audible-normal" -> "ggwave NORMAL";
            case "ggwave-audible-fast" -> "ggwave FAST";
            case "ggwave-audible-fastest" -> "ggwave FASTEST";
            default -> label.toUpperCase(java.util.Locale.ROOT);
        };
    }

    static List<RuleRow> rows(QVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
        out.add(RuleRow.of("Q1", v.q1(), cases(v.q1().numbers(), "over 1 %")));
        out.add(RuleRow.of("Q2", v.q2(), v.q2().numbers() == null ? List.of()
                : List.of("corrupt_passed_crc = " + v.q2().numbers())));
        Map<String, Long> q3 = v.q3().numbers();
        List<String> parts = new ArrayList<>();
        if (q3 != null) {
            q3.forEach((k, n) -> parts.add(arm(k) + " = " + n));
        }
        out.add(RuleRow.of("Q3", v.q3(), q3 == null ? List.of()
                : List.of("accepted_corrupt: " + String.join(", ", parts))));
        out.add(RuleRow.of("Q4", v.q4(), cases(v.q4().numbers(), "worse")));
        out.add(RuleRow.of("Q5", v.q5(), applied(v.q5().numbers())));
        out.add(RuleRow.of("Q6", v.q6(), applied(v.q6().numbers())));
        QVerdicts.AirTime a = v.q7().numbers();
        out.add(RuleRow.of("Q7", v.q7(), a == null ? List.of() : List.of("Q "
                + a.q().toPlainString() + " s", "FASTEST " + a.fastest().toPlainString()
                + " s")));
        return out;
    }

    private static List<String> applied(QVerdicts.Cases c) {
        return c == null ? List.of() : List.of("FASTEST loses at " + c.applied().size()
                + " of " + c.cases() + " cases", "Q not better at " + c.failing().size()
                + (c.failing().isEmpty() ? "" : " (" + String.join("; ", c.failing()) + ")"));
    }

    private static List<String> cases(QVerdicts.Cases c, String what) {
        return c == null ? List.of() : List.of(c.cases() + " cases", "Q lost " + c.lost()
                + " of " + c.frames(), what + " at " + c.failing().size() + (c.failing()
                .isEmpty() ? "" : " (" + String.join("; ", c.failing()) + ")"));
    }
}
