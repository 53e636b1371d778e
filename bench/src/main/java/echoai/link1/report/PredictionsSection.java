package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The registered predictions: a tile per registration at the top of the page (every red named,
 * {@link Registrations}), then P1–P7 and, in a section of their own, the v2 predictions. Each
 * row gives its rule, its verdict and its deciding figures in a sentence; every other figure is
 * folded below the table, one small fold per prediction.
 */
final class PredictionsSection {
    /** The v1 section's anchor. */
    static final String ID = "predictions";
    /** The v2 section's anchor. */
    static final String V2_ID = "v2-predictions";

    private PredictionsSection() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder(ID, "Predictions",
                "Registered predictions P1–P7",
                "Registered before the eval run (docs/spec/LINK1.md); a red prediction stays red "
                        + "and published. Harm means first-visit harm. The tiles: every "
                        + "registration's verdicts, v1 and v2.");
        s.add(Registrations.tally(lab));
        List<Predictions.Row> rows = Predictions.rows(lab);
        boolean withRegistered = lab.registered().containsKey("predictions");
        List<List<Text>> table = new ArrayList<>();
        List<Block> folds = new ArrayList<>();
        for (Predictions.Row r : rows) {
            table.add(row(r, withRegistered));
            if (r.figures() != null) {
                folds.add(new Block.Fold(r.id() + ": every figure (" + r.source() + ")",
                        Generic.blocks(r.figures())));
            }
        }
        List<String> header = new ArrayList<>(List.of("", "prediction", "verdict",
                "deciding figures", "from"));
        if (withRegistered) {
            header.add("registered v1 run");
        }
        s.add(new Block.Table("", header, table));
        s.addAll(folds);
        if (lab.predictions() == null) {
            s.notRun("predictions.json", Provenance.missing("all", lab));
        } else {
            String set = Provenance.seedSets(lab).get("predictions");
            s.provenance(Provenance.command("all", set, false), Provenance.describe(set, lab));
        }
        return s.build();
    }

    /** R1–R4 (V2-1) and U1–U5 (V2-2), beside P1–P7, never counted with them. */
    static Section v2(Lab lab) {
        Section.Builder s = Section.builder(V2_ID, "Predictions (v2)",
                "v2 predictions R1–R4 (E2-rooms) and U1–U5 (understanding-rooms)",
                V2Verdicts.MARK + "; judged from " + V2Verdicts.FILE + " of an eval run only.");
        List<V2Verdicts.Row> rows = V2Verdicts.rows(lab);
        if (rows.isEmpty()) {
            return s.notRun(V2Verdicts.FILE, RoomsSection.COMMAND).build();
        }
        List<List<Text>> table = new ArrayList<>();
        List<Block> folds = new ArrayList<>();
        for (V2Verdicts.Row r : rows) {
            table.add(List.of(Text.strong(r.id()), Text.plain(r.rule()),
                    Text.verdict(r.verdict()), deciding(r.sentence(), r.why()),
                    Text.plain(V2Verdicts.FILE)));
            if (!r.numbers().isEmpty()) {
                folds.add(new Block.Fold(r.id() + ": every figure (" + r.numbers().size()
                        + ")", List.of(new Block.Table("", List.of("figure"), r.numbers().stream()
                        .map(n -> List.of(Text.plain(n))).toList()))));
            }
        }
        s.add(new Block.Table("", List.of("", "prediction", "verdict", "deciding figures",
                "from"), table));
        s.addAll(folds);
        String set = Provenance.seedSets(lab).get(V2Verdicts.FILE.replace(".json", ""));
        s.provenance(V2Verdicts.JUDGE, Provenance.describe(set, lab) + "; R1–R4 from "
                + Provenance.command("E2-rooms", set, false) + ", U1–U5 from "
                + Provenance.command("understanding-rooms", set, false));
        return s.build();
    }

    /** The sentence, or why the prediction is pending (in italics). */
    private static Text deciding(String sentence, String why) {
        if (why.isEmpty()) {
            return Text.plain(sentence);
        }
        return Text.plain(sentence).then(sentence.isEmpty() ? "" : "; ").then(Text.italic(why));
    }

    /** One prediction: id, rule, verdict, deciding figures (or why pending), source, v1 run. */
    private static List<Text> row(Predictions.Row r, boolean withRegistered) {
        String sentence = r.sentence().isEmpty() ? String.join("; ", r.numbers()) : r.sentence();
        List<Text> row = new ArrayList<>(List.of(Text.strong(r.id()), Text.plain(r.rule()),
                Text.verdict(r.verdict()), deciding(sentence, r.why()), Text.plain(r.source())));
        if (withRegistered) {
            row.add(r.registered().isEmpty() ? Text.plain("same")
                    : Text.check(false, "differs").then(" " + String.join("; ", r.registered())));
        }
        return row;
    }
}
