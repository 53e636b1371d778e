package echoai.link1.bench.u3rerun;

import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.rules.Prediction;
import java.util.ArrayList;
import java.util.List;

/**
 * V2-3 (docs/spec/LINK1-v2.md): U3 re-registered and judged once on the fresh seeds
 * 110000–110063. U3r (each claims arm's harm ratio against the claim-loss model at the arm's own
 * PER) and U3i (babble's losses against the frames' content), every arm's figures, and the
 * dispersion test reported at every claims arm. U3 itself stays as V2-2 judged it.
 */
public final class U3RerunSection {
    /** The command that writes both files (the registered seeds, a folder of its own). */
    static final String COMMAND = "./link1 bench understanding-rooms-u3 --seeds 110000-110063";
    /** The verdicts' file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/u3-rerun-predictions.json";
    /** The section's anchor. */
    static final String ID = "u3-rerun";
    /** How V2-3's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/LINK1-v2.md (V2-3), later than V2-2";

    private U3RerunSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        U3RerunResult r = lab.get(U3RerunPredictions.DOC);
        if (r == null) {
            return;
        }
        s.p("The run writes into a folder of its own (--out); its two v2 files are copied into"
                + " lab/link1/v2/.");
        s.table(List.of("id", "verdict", "rule", "numbers"), verdicts(r));
        if (r.u3r().numbers() != null) {
            s.h3("Every claims arm: the observed ratio against the model at the arm's own PER");
            List<List<Text>> rows = new ArrayList<>();
            for (U3RerunResult.ArmRatio a : r.u3r().numbers().arms()) {
                rows.add(List.of(Text.strong(a.arm()), Text.plain(a.lost() + " / "
                        + a.postcards()), Text.plain(a.per().toPlainString() + " ["
                        + a.perCi95().low().toPlainString() + ", "
                        + a.perCi95().high().toPlainString() + "]"),
                        Text.plain(a.harm() + " / " + a.silenceHarm()),
                        Text.plain(a.observedRatio().toPlainString()),
                        Text.plain(a.modelRatio().toPlainString()),
                        Text.check(a.within(), a.within() ? "within" : "outside")));
            }
            s.table(List.of("arm", "lost / postcards", "PER [95 %]", "harm / harm(S)",
                    "observed ratio", "model at own PER", "± " + r.u3r().numbers().tolerance()
                            .toPlainString()), rows);
        }
        List<List<Text>> disp = new ArrayList<>();
        for (U3RerunResult.Dispersion d : r.reported()) {
            disp.add(dispersionRow(d));
        }
        s.fold("The dispersion test at every claims arm (reported)", List.of(
                new Block.Table("", List.of("arm", "worlds", "PER", "D", "df", "p", "p ≥ α"),
                        disp)));
    }

    private static List<List<Text>> verdicts(U3RerunResult r) {
        List<List<Text>> rows = new ArrayList<>();
        rows.add(verdictRow("U3r", r.u3r(), r.u3r().numbers() == null ? ""
                : withinCount(r.u3r().numbers())));
        rows.add(verdictRow("U3i", r.u3i(), r.u3i().numbers() == null ? ""
                : dispersion(r.u3i().numbers())));
        return rows;
    }

    private static List<Text> verdictRow(String id, Prediction<?> p, String numbers) {
        return List.of(Text.strong(id), Text.verdict(p.verdict().toString()),
                Text.plain(p.rule()), Text.plain(p.numbers() == null ? p.why() : numbers));
    }

    /** "within the tolerance at 11 of 12 arms; outside: …". */
    static String withinCount(U3RerunResult.Ratios n) {
        List<String> outside = new ArrayList<>();
        for (U3RerunResult.ArmRatio a : n.arms()) {
            if (!a.within()) {
                outside.add(a.arm() + " (observed " + a.observedRatio().toPlainString()
                        + ", model " + a.modelRatio().toPlainString() + ")");
            }
        }
        return "within " + n.tolerance().toPlainString() + " at " + (n.arms().size()
                - outside.size()) + " of " + n.arms().size() + " arms"
                + (outside.isEmpty() ? "" : "; outside: " + String.join(", ", outside));
    }

    /** "D 70.1 on 63 df, p 0.25 (α 0.01), PER 0.12 at …". */
    static String dispersion(U3RerunResult.Dispersion d) {
        return d.arm() + ": D " + d.statistic().toPlainString() + " on " + d.df() + " df, p "
                + (d.p() == null ? "— (no test: PER " + d.per().toPlainString() + ")"
                : d.p().toPlainString()) + " (α " + d.alpha().toPlainString() + "), PER "
                + d.per().toPlainString() + " over " + d.worlds() + " worlds";
    }

    private static List<Text> dispersionRow(U3RerunResult.Dispersion d) {
        return List.of(Text.strong(d.arm()), Text.plain(Integer.toString(d.worlds())),
                Text.plain(d.per().toPlainString()), Text.plain(d.statistic().toPlainString()),
                Text.plain(Integer.toString(d.df())),
                Text.plain(d.p() == null ? "—" : d.p().toPlainString()),
                Text.check(d.holds(), d.holds() ? "yes" : "no"));
    }
}
