package echoai.link1.bench.sweeps;

import echoai.link1.bench.understandingrooms.UnderstandingCrcChance;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingSection;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.v1.V1Rows;
import echoai.link1.bench.v1.VerdictSentences;
import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.CrcChance;
import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.SweepDocs;
import echoai.link1.report.Text;
import echoai.link1.report.Tree;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.v1.PredictionsResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sweeps in {@code sweep/} (link1-sweep on Apache Spark, docs/sweep.md): per sweep its grid's
 * seeds, the v1 rules evaluated on its worlds (beside, never instead of, the registered
 * verdicts), and for a rooms grid B's first-visit harm against distance per profile, one line
 * per reverberation time and mode, with every arm in a table.
 */
final class SweepsSection {
    /** The command that runs a committed grid. */
    static final String COMMAND = "./link1-sweep sweep/grids/GRID";

    private SweepsSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        if (lab.sweeps().isEmpty()) {
            s.notRun(Lab.SWEEP + "/NAME/grid.json", COMMAND);
            return;
        }
        for (SweepDocs d : lab.sweeps()) {
            s.h3(d.name() + " — seeds " + seeds(d.grid()));
            String same = reproduces(d.summary());
            if (same != null) {
                s.p("Reproduces the bench's documents on these seeds (" + same + "): every row"
                        + " byte-identical, the documents too (sweep.json, bench_comparison);"
                        + " their figures are in the sections above.");
                continue;
            }
            if (d.get(Predictions.DOC) != null) {
                s.table(List.of("", "rule", "on the sweep", "deciding figures"),
                        rules(d.get(Predictions.DOC)));
                s.addAll(figures(d.name(), d.get(Predictions.DOC)));
            }
            if (d.get(UnderstandingRooms.DOC) != null) {
                rooms(s, d.get(UnderstandingRooms.DOC));
                s.p("Wrong frames past the CRC against chance (issue 28, item 10): the rows do not"
                        + " count candidates; at these points E2-rooms hands the CRC one candidate a"
                        + " recording (section E2-rooms), so each lost postcard is taken as one wrong"
                        + " candidate, passing with probability 2⁻¹⁶.");
                s.table(CrcChance.ROOMS_HEADER, UnderstandingCrcChance.rows(d.get(UnderstandingRooms.DOC)));
                List<List<Text>> rules = roomsRules(d.summary());
                if (!rules.isEmpty()) {
                    s.p("V2-2's rules on this grid (sweep.json, rooms_rules), beside the registered"
                            + " verdicts, which stand; a profile a rule does not name is \"not"
                            + " judged\" beside its figure (issue 28, item 6).");
                    s.table(List.of("", "rule", "on the sweep", "registered", "numbers"), rules);
                }
            }
            if (d.get(Predictions.DOC) == null && d.get(UnderstandingRooms.DOC) == null) {
                s.p(Text.italic("not aggregated yet: the grid's blocks are not all written"));
            }
        }
        return;
    }

    /**
     * The folder the sweep was compared with when every row and document it compared was
     * identical (sweep.json's {@code bench_comparison}); null when there was no comparison or
     * something differed.
     */
    static String reproduces(Tree summary) {
        Tree c = summary == null ? null : find(summary, "bench_comparison");
        if (!(c instanceof Tree.Obj)) {
            return null;
        }
        for (String key : List.of("e4_identical", "e5_identical", "predictions_equal_p6_aside",
                "rooms_identical")) {
            Tree v = find(c, key);
            if (v != null && Generic.scalar(v).equals("false")) {
                return null;
            }
        }
        Tree arms = find(c, "arms");
        if (!(arms instanceof Tree.Obj o) || o.members().isEmpty()) {
            return null;
        }
        for (Tree.Member m : o.members()) {
            if (!Generic.scalar(member(m.value(), "worlds"))
                    .equals(Generic.scalar(member(m.value(), "identical")))) {
                return null;
            }
        }
        return Generic.scalar(member(c, "against"));
    }

    private static Tree find(Tree tree, String key) {
        if (tree instanceof Tree.Obj o) {
            for (Tree.Member m : o.members()) {
                if (m.key().equals(key)) {
                    return m.value();
                }
            }
        }
        return null;
    }

    /** sweep.json's rooms_rules as rows: id, rule, verdict on the sweep, registered, numbers. */
    private static List<List<Text>> roomsRules(Tree summary) {
        Tree rules = summary == null ? null : find(summary, "rooms_rules");
        List<List<Text>> rows = new ArrayList<>();
        if (!(rules instanceof Tree.Arr arr)) {
            return rows;
        }
        for (Tree rule : arr.items()) {
            Tree numbers = find(rule, "numbers");
            Tree registered = find(rule, "registered_verdict");
            rows.add(List.of(Text.strong(Generic.scalar(member(rule, "prediction"))),
                    Text.plain(Generic.scalar(member(rule, "rule"))),
                    Text.verdict(Generic.scalar(member(rule, "rule_on_sweep"))),
                    registered == null ? Text.EMPTY : Text.verdict(Generic.scalar(registered)),
                    Text.plain(numbers == null || !(numbers instanceof Tree.Obj) ? ""
                            : String.join("; ", V1Rows.numbers(numbers)))));
        }
        return rows;
    }

    /** "100000–109999 (10000 worlds)" from grid.json's seeds. */
    static String seeds(Tree grid) {
        Tree seeds = member(grid, "seeds");
        long from = Long.parseLong(Generic.scalar(member(seeds, "from")));
        long to = Long.parseLong(Generic.scalar(member(seeds, "to")));
        return from + "–" + to + " (" + (to - from + 1) + " worlds)";
    }

    private static Tree member(Tree tree, String key) {
        Tree v = find(tree, key);
        if (v == null) {
            throw new IllegalArgumentException("a sweep's document must have '" + key + "'");
        }
        return v;
    }

    /** P1–P5 and P7 on the sweep (P6 comes from E2, which a sweep does not run). */
    private static Map<String, Prediction<?>> onTheSweep(PredictionsResult r) {
        Map<String, Prediction<?>> all = new LinkedHashMap<>();
        all.put("P1", r.p1());
        all.put("P2", r.p2());
        all.put("P3", r.p3());
        all.put("P4", r.p4());
        all.put("P5", r.p5());
        all.put("P7", r.p7());
        return all;
    }

    /** Each rule, its verdict on the sweep and its deciding figures in a sentence. */
    private static List<List<Text>> rules(PredictionsResult r) {
        List<List<Text>> rows = new ArrayList<>();
        onTheSweep(r).forEach((id, p) -> rows.add(List.of(Text.strong(id), Text.plain(p.rule()),
                Text.verdict(p.verdict().toString()), Text.plain(p.numbers() == null ? ""
                        : VerdictSentences.v1(Integer.parseInt(id.substring(1)), r)))));
        return rows;
    }

    /** Every figure of each rule on the sweep, one fold each. */
    private static List<Block> figures(String sweep, PredictionsResult r) {
        List<Block> folds = new ArrayList<>();
        onTheSweep(r).forEach((id, p) -> {
            if (p.numbers() != null) {
                folds.add(new Block.Fold(id + " on " + sweep + ": every figure",
                        Generic.blocks(Tree.of(p.numbers()))));
            }
        });
        return folds;
    }

    private static void rooms(Section.Builder s, RoomsUnderstandingResult r) {
        s.add(new Block.Charts(charts(r)));
        s.p("Charts: per profile and mode, mean first-visit harm a world with its 95 % t interval"
                + " (bars), a line per reverberation time (and background with its SNR in dB, when"
                + " they vary); dashed: the wire arms' means.");
        List<List<Text>> rows = new ArrayList<>();
        for (WireArm w : r.wire()) {
            rows.add(RoomsUnderstandingSection.row(w.arm(), w.mode(), "wire", w.summary()));
        }
        for (RoomsArm a : r.arms()) {
            rows.add(RoomsUnderstandingSection.row(a.arm(), a.mode(), Rooms.where(a.point(),
                    a.background(), a.snrDb(), a.devices()), a.summary()));
        }
        s.fold("every arm (" + rows.size() + ")", List.of(new Block.Table("",
                RoomsUnderstandingSection.HEADER, rows)));
    }

    /**
     * Per profile and mode: harm against distance, a line per (RT60, background and SNR,
     * devices), each line named by what varies among those arms (compactly: "0.5 s",
     * "babble 20") and the title by what they share.
     */
    static List<Chart> charts(RoomsUnderstandingResult r) {
        List<Chart> out = new ArrayList<>();
        for (String profile : r.config().profiles()) {
            for (String mode : List.of("claims", "dialogue")) {
                List<RoomsArm> arms = r.arms().stream().filter(a -> a.profile().equals(profile)
                        && a.mode().equals(mode)).toList();
                if (!arms.isEmpty()) {
                    out.add(chart(r, profile, mode, arms));
                }
            }
        }
        return out;
    }

    private static Chart chart(RoomsUnderstandingResult r, String profile, String mode,
                               List<RoomsArm> arms) {
        List<List<String>> keys = arms.stream().map(SweepsSection::parts).toList();
        boolean[] varies = new boolean[3];
        for (List<String> k : keys) {
            for (int i = 0; i < varies.length; i++) {
                varies[i] |= !k.get(i).equals(keys.get(0).get(i));
            }
        }
        Map<String, List<RoomsArm>> lines = new LinkedHashMap<>();
        for (int i = 0; i < arms.size(); i++) {
            lines.computeIfAbsent(join(keys.get(i), varies, true, " "), k -> new ArrayList<>())
                    .add(arms.get(i));
        }
        List<Chart.Series> series = new ArrayList<>();
        lines.forEach((name, line) -> series.add(RoomsUnderstandingSection.series(name,
                line.stream().sorted((a, b) -> a.distanceM().compareTo(b.distanceM())).toList())));
        String shared = join(keys.get(0), varies, false, ", ");
        return RoomsUnderstandingSection.chart(r, Rooms.profile(profile) + ", "
                + (mode.equals("claims") ? "A's claims" : "E5 dialogue") + ": harm vs distance"
                + (shared.isEmpty() ? "" : " (" + shared + ")"), series);
    }

    /** An arm's line parts: RT60, background and SNR, devices. */
    private static List<String> parts(RoomsArm a) {
        return List.of("RT60 " + plain(a.rt60S()) + " s",
                a.background() + " " + plain(a.snrDb()) + " dB", a.devices());
    }

    /**
     * The parts that vary ({@code varying}; compact when more than one does: "0.5 s babble 20")
     * or those shared (in full), joined.
     */
    private static String join(List<String> parts, boolean[] varies, boolean varying,
                               String by) {
        int varied = 0;
        for (boolean v : varies) {
            varied += v ? 1 : 0;
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (varies[i] == varying) {
                out.add(varying && varied > 1 ? compact(parts.get(i)) : parts.get(i));
            }
        }
        return out.isEmpty() && varying ? parts.get(0) : String.join(by, out);
    }

    private static String compact(String part) {
        return part.replace("RT60 ", "").replace(" dB", "").replace(" kHz", "");
    }

    private static String plain(BigDecimal v) {
        BigDecimal t = v.stripTrailingZeros();
        return (t.scale() < 0 ? t.setScale(0) : t).toPlainString();
    }
}
