package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Md;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Pair;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * ggwave, fairly (v2, V2-4 of docs/spec/LINK1-v2.md): K1, K2 and R against ggwave NORMAL and
 * FASTEST at equal SNR and at equal energy per postcard. The verdicts G1–G5, the arms with
 * their payloads and offsets, per axis the tallies (ties as ties) and the points' lost counts
 * with R's pairwise verdicts, and the one glance line.
 */
public final class GgwaveFairSection {
    /** The command that writes the file on the eval seeds. */
    static final String COMMAND = "./link1 bench E2-rooms-ggwave-fair";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/ggwave-fair.json";
    /** How V2-4's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/LINK1-v2.md (V2-4), later than the"
            + " v1 run";
    private static final String NORMAL = "ggwave-audible-normal";
    private static final String FASTEST = "ggwave-audible-fastest";

    private GgwaveFairSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        GgwaveFairResult r = lab.get(E2RoomsGgwaveFair.DOC);
        if (r == null) {
            return;
        }
        GgwaveFairVerdicts v = lab.verdicts(GgwaveFairVerdicts.class);
        s.h3("Arms");
        List<List<Text>> arms = new ArrayList<>();
        for (GgwaveFairResult.Arm a : r.arms()) {
            arms.add(List.of(Text.plain(arm(a.arm())), Text.plain(a.payloadBytes() + " B: "
                    + a.payload()), Text.plain(a.airTimeS().toPlainString() + " s"),
                    Text.plain(signed(a.equalSnrEnergyDb()) + " dB"),
                    Text.plain(signed(a.equalEnergySnrOffsetDb()) + " dB")));
        }
        s.table(List.of("arm", "payload", "air time", "energy at equal SNR (vs reference)",
                "SNR offset at equal energy"), arms);
        for (Axis axis : Axis.values()) {
            s.h3(axis == Axis.EQUAL_SNR ? "Equal SNR: lost of " + r.framesPerPoint()
                    : "Equal energy per postcard: lost of " + r.framesPerPoint());
            s.table(List.of("point", "K1", "K2", "R", "NORMAL", "FASTEST", "R vs NORMAL",
                    "R vs FASTEST"), pointRows(r, axis));
        }
        s.h3("Tallies over the " + (r.tallies().isEmpty() ? 0 : r.tallies().get(0).points())
                + " points (better and worse: intervals apart; ties as ties)");
        List<List<Text>> tallies = new ArrayList<>();
        for (Tally t : r.tallies()) {
            tallies.add(List.of(Text.plain(t.axis().toString()), Text.plain(arm(t.link1Arm())
                    + " vs " + arm(t.ggwaveArm())), Text.plain(Integer.toString(t.better())),
                    Text.plain(Integer.toString(t.ties())), Text.plain(Integer.toString(
                            t.worse())), Text.plain(String.join("; ", shortNames(t.betterAt()))),
                    Text.plain(String.join("; ", shortNames(t.worseAt())))));
        }
        s.table(List.of("axis", "pair", "better", "not separated", "worse", "better at", "worse at"),
                tallies);
        s.fold("The axes, the reference and the rule", List.of(
                new Block.Paragraph(Text.plain("Axes: " + r.axes() + ".")),
                new Block.Paragraph(Text.plain("Reference: " + r.reference() + ".")),
                new Block.Paragraph(Text.plain("Rule: " + r.rule() + ".")),
                new Block.Paragraph(Text.plain("Recording: " + r.recording() + "."))));
    }

    /** Per point of {@code axis}: lost (and wrong) per arm, R's verdicts against ggwave. */
    private static List<List<Text>> pointRows(GgwaveFairResult r, Axis axis) {
        List<List<Text>> rows = new ArrayList<>();
        List<Point> at = r.points().stream().filter(p -> p.axis() == axis).toList();
        int arms = r.arms().size();
        for (int i = 0; i + arms <= at.size(); i += arms) {
            List<Point> p = at.subList(i, i + arms);
            Point first = p.get(0);
            List<Text> row = new ArrayList<>();
            row.add(Text.plain(first.point() + ", " + first.background() + " "
                    + first.pointSnrDb().stripTrailingZeros().toPlainString() + " dB"));
            for (Point x : p) {
                row.add(Text.plain(x.lost() + (x.wrong() > 0 ? " (" + x.wrong() + " wrong)" : "")
                        + (axis == Axis.EQUAL_ENERGY ? " @ " + x.snrDb().stripTrailingZeros()
                        .toPlainString() + " dB" : "")));
            }
            String name = caseName(r, first);
            row.add(Text.plain(verdict(r, axis, name, NORMAL)));
            row.add(Text.plain(verdict(r, axis, name, FASTEST)));
            rows.add(row);
        }
        return rows;
    }

    /** The case name of a point's pairs (the pairs carry the full case name). */
    private static String caseName(GgwaveFairResult r, Point p) {
        String prefix = p.point() + "/" + p.background() + "/"
                + p.pointSnrDb().stripTrailingZeros().toPlainString() + "dB/";
        return r.pairs().stream().map(Pair::point).filter(n -> n.startsWith(prefix)).findFirst()
                .orElse(prefix);
    }

    private static String verdict(GgwaveFairResult r, Axis axis, String point, String ggwave) {
        return r.pairs().stream().filter(q -> q.axis() == axis && q.point().equals(point)
                && q.link1Arm().equals("r") && q.ggwaveArm().equals(ggwave)).findFirst()
                .map(q -> q.verdict().words()).orElse("");
    }

    private static List<String> shortNames(List<String> caseNames) {
        return caseNames.stream().map(n -> {
            String[] parts = n.split("/");
            return parts.length < 3 ? n : parts[0] + " " + parts[1] + " " + parts[2];
        }).toList();
    }

    /** K1, K2, R, NORMAL, FASTEST. */
    static String arm(String arm) {
        return switch (arm) {
            case NORMAL -> "NORMAL";
            case FASTEST -> "FASTEST";
            default -> Rooms.profile(arm);
        };
    }

    private static String signed(java.math.BigDecimal db) {
        return (db.signum() > 0 ? "+" : "") + db.toPlainString();
    }

    /** G1–G5 as rows, each with its numbers in words. */
    static List<RuleRow> rows(GgwaveFairVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
        out.add(RuleRow.of("G1", v.g1(), tally(v.g1().numbers())));
        out.add(RuleRow.of("G2", v.g2(), tally(v.g2().numbers())));
        GgwaveFairVerdicts.BothBehind g3 = v.g3().numbers();
        out.add(RuleRow.of("G3", v.g3(), g3 == null ? List.of() : List.of(
                "K1: " + words(g3.k1()), "K2: " + words(g3.k2()))));
        out.add(RuleRow.of("G4", v.g4(), tally(v.g4().numbers())));
        GgwaveFairVerdicts.NothingWrong g5 = v.g5().numbers();
        out.add(RuleRow.of("G5", v.g5(), g5 == null ? List.of() : List.of(
                "accepted_corrupt: " + perArm(g5.acceptedCorrupt()), "past the CRC (reported): "
                        + perArm(g5.corruptPassedCrc()), "LINK-1 recordings = "
                        + g5.recordings(), "ggwave's wrong payloads (reported): "
                        + perArm(g5.ggwaveWrong()))));
        return out;
    }

    private static List<String> tally(Tally t) {
        return t == null ? List.of() : List.of(words(t));
    }

    /** "better 3, ties 8, worse 0 of 11 (better at …)". */
    private static String words(Tally t) {
        return "better " + t.better() + ", not separated " + t.ties() + ", worse " + t.worse() + " of "
                + t.points() + (t.betterAt().isEmpty() ? "" : " (better at "
                + String.join("; ", shortNames(t.betterAt())) + ")") + (t.worseAt().isEmpty()
                ? "" : " (worse at " + String.join("; ", shortNames(t.worseAt())) + ")");
    }

    private static String perArm(Map<String, Long> byArm) {
        List<String> parts = new ArrayList<>();
        byArm.forEach((k, n) -> parts.add(arm(k) + " = " + n));
        return String.join(", ", parts);
    }

    /** G1–G5 in a few words each (the glance's): the counts, not where. */
    private static List<String> brief(GgwaveFairVerdicts v) {
        List<String> out = new ArrayList<>();
        out.add(counts("equal SNR, R vs NORMAL", v.g1().numbers()));
        out.add(counts("equal energy, R vs NORMAL", v.g2().numbers()));
        GgwaveFairVerdicts.BothBehind g3 = v.g3().numbers();
        out.add(g3 == null ? "" : "equal energy: NORMAL better than K1 at " + g3.k1().worse()
                + " and than K2 at " + g3.k2().worse() + " of " + g3.k1().points()
                + " points, not separated at " + g3.k1().ties() + " and " + g3.k2().ties());
        out.add(counts("equal energy, R vs FASTEST", v.g4().numbers()));
        GgwaveFairVerdicts.NothingWrong g5 = v.g5().numbers();
        out.add(g5 == null ? "" : "accepted corrupt frames: " + perArm(g5.acceptedCorrupt())
                + " in " + g5.recordings() + " LINK-1 recordings (ggwave's wrong payloads: "
                + perArm(g5.ggwaveWrong()) + ")");
        return out;
    }

    private static String counts(String what, Tally t) {
        return t == null ? "" : what + ": better at " + t.better() + ", not separated at " + t.ties()
                + ", worse at " + t.worse() + " of " + t.points() + " points";
    }

}
