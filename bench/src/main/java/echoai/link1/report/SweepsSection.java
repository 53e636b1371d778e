package echoai.link1.report;

import echoai.link1.results.Prediction;
import echoai.link1.results.PredictionsResult;
import echoai.link1.results.RoomsUnderstandingResult;
import echoai.link1.results.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.results.RoomsUnderstandingResult.WireArm;
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

    static Section build(Lab lab) {
        Section.Builder s = Section.builder("sweeps", "Sweeps", "Sweeps on Apache Spark",
                "The bench's own per-world code over more seeds or a grid of room points,"
                        + " run by link1-sweep (docs/sweep.md). Reported, not registered: a"
                        + " rule evaluated on a sweep stands beside the registered verdict,"
                        + " which stays as it is.");
        if (lab.sweeps().isEmpty()) {
            return s.notRun(Lab.SWEEP + "/NAME/grid.json", COMMAND).build();
        }
        for (SweepDocs d : lab.sweeps()) {
            s.h3(d.name() + " — seeds " + seeds(d.grid()));
            s.provenance("./link1-sweep on the grid in " + Lab.SWEEP + "/" + d.name()
                    + "/grid.json", "worlds " + seeds(d.grid()));
            if (d.predictions() != null) {
                s.table(List.of("", "rule", "on the sweep", "numbers"), rules(d.predictions()));
            }
            if (d.rooms() != null) {
                rooms(s, d.rooms());
            }
            if (d.predictions() == null && d.rooms() == null) {
                s.p(Text.italic("not aggregated yet: the grid's blocks are not all written"));
            }
        }
        return s.build();
    }

    /** "100000–109999 (10000 worlds)" from grid.json's seeds. */
    static String seeds(Tree grid) {
        Tree seeds = member(grid, "seeds");
        long from = Long.parseLong(Generic.scalar(member(seeds, "from")));
        long to = Long.parseLong(Generic.scalar(member(seeds, "to")));
        return from + "–" + to + " (" + (to - from + 1) + " worlds)";
    }

    private static Tree member(Tree tree, String key) {
        if (tree instanceof Tree.Obj o) {
            for (Tree.Member m : o.members()) {
                if (m.key().equals(key)) {
                    return m.value();
                }
            }
        }
        throw new IllegalArgumentException("grid.json must have '" + key + "'");
    }

    /** P1–P5 and P7 on the sweep (P6 comes from E2, which a sweep does not run). */
    private static List<List<Text>> rules(PredictionsResult r) {
        Map<String, Prediction<?>> all = new LinkedHashMap<>();
        all.put("P1", r.p1());
        all.put("P2", r.p2());
        all.put("P3", r.p3());
        all.put("P4", r.p4());
        all.put("P5", r.p5());
        all.put("P7", r.p7());
        List<List<Text>> rows = new ArrayList<>();
        all.forEach((id, p) -> rows.add(List.of(Text.strong(id), Text.plain(p.rule()),
                Text.verdict(p.verdict().toString()), Text.plain(String.join("; ",
                        p.numbers() == null ? List.of() : Predictions.numbers(Tree.of(
                                p.numbers())))))));
        return rows;
    }

    private static void rooms(Section.Builder s, RoomsUnderstandingResult r) {
        s.add(new Block.Charts(charts(r)));
        s.p("Charts: mean first-visit harm a world with its 95 % t interval (bars), one line per"
                + " reverberation time, background and mode; dashed: the wire arms' means.");
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

    /** Per profile: harm against distance, a line per (RT60, background, SNR, devices, mode). */
    static List<Chart> charts(RoomsUnderstandingResult r) {
        List<Chart> out = new ArrayList<>();
        for (String profile : r.config().profiles()) {
            Map<String, List<RoomsArm>> lines = new LinkedHashMap<>();
            for (RoomsArm a : r.arms()) {
                if (a.profile().equals(profile)) {
                    lines.computeIfAbsent(line(a), k -> new ArrayList<>()).add(a);
                }
            }
            List<Chart.Series> series = new ArrayList<>();
            lines.forEach((name, arms) -> series.add(RoomsUnderstandingSection.series(name,
                    arms.stream().sorted((a, b) -> a.distanceM().compareTo(b.distanceM()))
                            .toList())));
            out.add(RoomsUnderstandingSection.chart(r, profile, series));
        }
        return out;
    }

    /** "A, RT60 0.5 s, white 30 dB" (the devices when not 48->48 kHz). */
    private static String line(RoomsArm a) {
        String devices = a.devices().equals("48->48 kHz") ? "" : ", " + a.devices();
        return (a.mode().equals("claims") ? "A" : "E5") + ", RT60 " + plain(a.rt60S()) + " s, "
                + a.background() + " " + plain(a.snrDb()) + " dB" + devices;
    }

    private static String plain(BigDecimal v) {
        BigDecimal t = v.stripTrailingZeros();
        return (t.scale() < 0 ? t.setScale(0) : t).toPlainString();
    }
}
