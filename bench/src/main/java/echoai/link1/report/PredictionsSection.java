package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/** The predictions table P1–P7: rule, verdict badge, the numbers behind it, the registered run. */
final class PredictionsSection {
    private PredictionsSection() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder("predictions", "Predictions",
                "Registered predictions P1–P7",
                "Registered before the eval run (docs/spec/LINK1.md); a red prediction stays red "
                        + "and published. Harm means first-visit harm.");
        List<Predictions.Row> rows = Predictions.rows(lab);
        boolean withRegistered = lab.registered().containsKey("predictions");
        int green = 0;
        int red = 0;
        int pending = 0;
        List<List<Text>> table = new ArrayList<>();
        for (Predictions.Row r : rows) {
            String v = r.verdict() == null ? "pending" : r.verdict();
            green += v.equals("green") ? 1 : 0;
            red += v.equals("red") ? 1 : 0;
            pending += v.equals("pending") ? 1 : 0;
            table.add(row(r, withRegistered));
        }
        s.add(new Block.Stats(List.of(
                new Block.Entry("green", Text.plain(Integer.toString(green))),
                new Block.Entry("red", Text.plain(Integer.toString(red))),
                new Block.Entry("pending or not run yet", Text.plain(Integer.toString(pending))))));
        List<String> header = new ArrayList<>(List.of("", "prediction", "verdict", "numbers",
                "from"));
        if (withRegistered) {
            header.add("registered v1 run");
        }
        s.add(new Block.Table("", header, table));
        if (lab.predictions() == null) {
            s.notRun("predictions.json", Provenance.missing("all", lab));
        } else {
            String set = Provenance.seedSets(lab).get("predictions");
            s.provenance(Provenance.command("all", set, false), Provenance.describe(set, lab));
        }
        v2(s, lab);
        return s.build();
    }

    /** R1–R4 beside P1–P7, never counted with them. */
    private static void v2(Section.Builder s, Lab lab) {
        s.h3("v2 predictions R1–R4 (E2-rooms)").p(Text.italic(V2Verdicts.MARK).then(
                "; judged from " + RoomsSection.FILE + " of an eval run only."));
        List<V2Verdicts.Row> rows = V2Verdicts.rows(lab);
        if (rows.isEmpty()) {
            s.notRun(V2Verdicts.FILE, RoomsSection.COMMAND);
            return;
        }
        List<List<Text>> table = new ArrayList<>();
        for (V2Verdicts.Row r : rows) {
            Text numbers = Text.plain(String.join("; ", r.numbers()));
            if (!r.why().isEmpty()) {
                numbers = numbers.then(r.numbers().isEmpty() ? "" : "; ").then(Text.italic(r.why()));
            }
            table.add(List.of(Text.strong(r.id()), Text.plain(r.rule()),
                    Text.verdict(r.verdict()), numbers, Text.plain(V2Verdicts.FILE)));
        }
        s.add(new Block.Table("", List.of("", "prediction", "verdict", "numbers", "from"), table));
        String set = Provenance.seedSets(lab).get(V2Verdicts.FILE.replace(".json", ""));
        s.provenance(V2Verdicts.JUDGE, Provenance.describe(set, lab) + "; R1–R4 from "
                + Provenance.command("E2-rooms", set, false) + ", U1–U5 from "
                + Provenance.command("understanding-rooms", set, false));
    }

    /** One prediction: id, rule, verdict, numbers (and why pending), source, registered run. */
    private static List<Text> row(Predictions.Row r, boolean withRegistered) {
        Text numbers = Text.plain(String.join("; ", r.numbers()));
        if (!r.why().isEmpty()) {
            numbers = numbers.then(r.numbers().isEmpty() ? "" : "; ").then(Text.italic(r.why()));
        }
        List<Text> row = new ArrayList<>(List.of(Text.strong(r.id()), Text.plain(r.rule()),
                Text.verdict(r.verdict()), numbers, Text.plain(r.source())));
        if (withRegistered) {
            row.add(r.registered().isEmpty() ? Text.plain("same")
                    : Text.check(false, "differs").then(" " + String.join("; ", r.registered())));
        }
        return row;
    }
}
