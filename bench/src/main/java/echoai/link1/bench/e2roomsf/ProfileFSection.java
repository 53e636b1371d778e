package echoai.link1.bench.e2roomsf;

import echoai.link1.bench.babbleshuffled.BabbleShuffledSection;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Md;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.e2roomsf.ProfileFVerdicts.Cases;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * E2-rooms-F ({@code v2/E2-rooms-F.json}, issue 25, registered in docs/spec/PROFILE-F.md):
 * the verdicts F1–F6, per arm the totals over the cases, and per case F, ggwave NORMAL, FASTEST,
 * R and K1 side by side with F's verdict against NORMAL.
 */
public final class ProfileFSection {
    /** The command that writes the file on the eval seed bases. */
    static final String COMMAND = "./link1 bench E2-rooms-F";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E2-rooms-F.json";
    /** How E2-rooms-F's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/PROFILE-F.md (E2-rooms-F), later"
            + " than V2-1 to V2-4";
    private static final List<String> ARMS = List.of("f", "ggwave-audible-normal",
            "ggwave-audible-fastest", "r", "k1");

    private ProfileFSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        ProfileFRoomsResult r = lab.get(E2RoomsF.DOC);
        if (r == null) {
            return;
        }
        ProfileFVerdicts v = lab.verdicts(ProfileFVerdicts.class);
        Map<String, long[]> totals = new LinkedHashMap<>();
        Map<String, String> air = new LinkedHashMap<>();
        for (GgwavePoint p : r.points()) {
            long[] t = totals.computeIfAbsent(p.arm(), k -> new long[4]);
            t[0] += p.lost();
            t[1] += p.frames();
            t[2] += p.wrong();
            t[3] += p.corruptPassedCrc();
            air.put(p.arm(), p.airTimeS().toPlainString() + " s");
        }
        List<List<Text>> sums = new ArrayList<>();
        for (Map.Entry<String, long[]> e : totals.entrySet()) {
            long[] t = e.getValue();
            sums.add(List.of(Text.strong(arm(e.getKey())), Text.plain(air.get(e.getKey())),
                    Text.plain(BabbleShuffledSection.loss(t[0], t[1])),
                    Text.check(t[2] == 0, Long.toString(t[2])),
                    Text.check(t[3] == 0, Long.toString(t[3]))));
        }
        s.h3("Over every case");
        s.table(List.of("arm", "air time", "lost / recordings (PER, 95 %)",
                "wrong (LINK-1: accepted_corrupt)", "past the CRC (ggwave: wrong)"), sums);
        s.p("F against NORMAL is \"better\" or \"worse\" at a case only where their 95 % Wilson"
                + " intervals of PER do not overlap; otherwise a tie. FASTEST, R and K1 run the"
                + " first " + r.sideFrames() + " of the same draws and are reported only.");
        List<List<Text>> rows = new ArrayList<>();
        int arms = ARMS.size();
        for (int c = 0; c < r.pairs().size(); c++) {
            ProfileFRoomsResult.Pair pair = r.pairs().get(c);
            List<Text> row = new ArrayList<>();
            row.add(Text.plain(pair.point()));
            for (String a : ARMS) {
                GgwavePoint p = r.points().subList(c * arms, (c + 1) * arms).stream()
                        .filter(q -> q.arm().equals(a)).findFirst().orElse(null);
                row.add(Text.plain(p == null ? "—" : p.lost() + " / " + p.frames()));
            }
            row.add(Text.plain(pair.verdict().words()));
            rows.add(row);
        }
        s.fold("Every case: lost / recordings", List.of(new Block.Table("", List.of(
                "case", "F", "NORMAL", "FASTEST", "R", "K1", "F vs NORMAL"), rows)));
    }

    private static String arm(String label) {
        return switch (label) {
            case "ggwave-audible-normal" -> "ggwave NORMAL";
            case "ggwave-audible-fastest" -> "ggwave FASTEST";
            default -> Rooms.profile(label);
        };
    }

    static List<RuleRow> rows(ProfileFVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
        out.add(RuleRow.of("F1", v.f1(), cases(v.f1().numbers(), "over 1 %")));
        out.add(RuleRow.of("F2", v.f2(), v.f2().numbers() == null ? List.of()
                : List.of("corrupt_passed_crc = " + v.f2().numbers())));
        out.add(RuleRow.of("F3", v.f3(), cases(v.f3().numbers(), "worse")));
        Cases f4 = v.f4().numbers();
        out.add(RuleRow.of("F4", v.f4(), f4 == null ? List.of() : List.of("NORMAL loses at "
                + f4.applied().size() + " of " + f4.cases() + " cases" + (f4.applied().isEmpty()
                ? "" : " (" + String.join("; ", f4.applied()) + ")"), "F not better at "
                + f4.failing().size() + (f4.failing().isEmpty() ? "" : " ("
                + String.join("; ", f4.failing()) + ")"))));
        ProfileFVerdicts.AirTime a = v.f5().numbers();
        out.add(RuleRow.of("F5", v.f5(), a == null ? List.of() : List.of("F "
                + a.f().toPlainString() + " s a postcard byte", "NORMAL " + a.normal()
                .toPlainString() + " s a payload byte")));
        Map<String, Long> f6 = v.f6().numbers();
        List<String> parts = new ArrayList<>();
        if (f6 != null) {
            f6.forEach((k, n) -> parts.add(arm(k) + " = " + n));
        }
        out.add(RuleRow.of("F6", v.f6(), f6 == null ? List.of()
                : List.of("accepted_corrupt: " + String.join(", ", parts))));
        return out;
    }

    private static List<String> cases(Cases c, String what) {
        return c == null ? List.of() : List.of(c.cases() + " cases", "F lost " + c.lost()
                + " of " + c.frames(), what + " at " + c.failing().size() + (c.failing()
                .isEmpty() ? "" : " (" + String.join("; ", c.failing()) + ")"));
    }

}
