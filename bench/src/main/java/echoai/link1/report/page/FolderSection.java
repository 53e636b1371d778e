package echoai.link1.report.page;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Where;
import echoai.link1.report.Block;
import echoai.link1.report.Folder;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Every folder's section, rendered the same way: its title and lead; where its rules are
 * registered; the command and seeds behind each of its documents (or the command that would
 * write a missing one); its rules, predictions and checks in two tables, each rule's every
 * figure folded below; then the figures the folder adds.
 */
final class FolderSection {
    private FolderSection() {
    }

    static Section build(Folder f, Lab lab) {
        Section.Builder s = Section.builder(f.id(), f.menu(), f.title(), f.lead());
        Registration<?> r = f.registration();
        if (r != null) {
            s.p("Registered in " + r.spec() + ", before its eval run on seeds "
                    + r.evalSeeds().label() + (r.fresh() ? " (a fresh range, apart from every"
                    + " earlier registration's)" : "") + "; judged into " + where(r) + ".");
        }
        for (Experiment<?> e : f.experiments()) {
            provenance(s, f, e.doc(), lab, Provenance.defaultSet(e, lab));
        }
        for (Doc<?> d : f.documents()) {
            if (lab.get(d) != null) {
                provenance(s, f, d, lab, null);
            }
        }
        if (r != null) {
            rules(s, r, lab);
        }
        f.figures(s, lab);
        return s.build();
    }

    private static void provenance(Section.Builder s, Folder f, Doc<?> d, Lab lab,
                                   String defaultSet) {
        if (lab.get(d) == null) {
            s.notRun(d.file(), Provenance.command(d, defaultSet));
            return;
        }
        String set = lab.seedSet(d);
        String extra = f.seeds(d, lab);
        s.provenance(Provenance.command(d, set), d.file() + ": " + Provenance.describe(set)
                + (extra.isEmpty() ? "" : "; " + extra));
    }

    /** Where a registration's verdicts are written, in words. */
    static String where(Registration<?> r) {
        return r.where() instanceof Where.Own o ? o.doc().file()
                : "v2/predictions.json" + (((Where.InV2) r.where()).key() == null ? ""
                : " (" + ((Where.InV2) r.where()).key() + ")");
    }

    private static <V extends Record> void rules(Section.Builder s, Registration<V> r, Lab lab) {
        V v = lab.verdicts(r.verdictType());
        Map<String, Rule.Kind> kinds = r.rules().stream().collect(Collectors.toMap(Rule::id,
                Rule::kind));
        if (v == null) {
            s.h3("Rules");
            s.p("Not judged yet: only a run on its eval seeds (" + r.evalLabel() + ") is judged"
                    + " into " + where(r) + ".");
            s.table(List.of("id", "kind", "rule"), r.rules().stream().map(x -> List.of(
                    Text.strong(x.id()), Text.plain(x.kind().toString()), Text.plain(x.text())))
                    .toList());
            return;
        }
        List<RuleRow> rows = r.rows(v);
        table(s, "Predictions", rows.stream().filter(x -> kinds.get(x.id())
                == Rule.Kind.PREDICTION).toList(), "verdict");
        table(s, "Checks (hold by construction or guard the code; red only through a bug)",
                rows.stream().filter(x -> kinds.get(x.id()) == Rule.Kind.CHECK).toList(),
                "held");
        List<Block> folds = new ArrayList<>();
        for (RuleRow row : rows) {
            if (!row.numbers().isEmpty() && !row.sentence().isEmpty()) {
                folds.add(new Block.Fold(row.id() + ": every figure (" + row.numbers().size()
                        + ")", List.of(new Block.Table("", List.of("figure"), row.numbers()
                        .stream().map(n -> List.of(Text.plain(n))).toList()))));
            }
        }
        s.addAll(folds);
    }

    private static void table(Section.Builder s, String heading, List<RuleRow> rows,
                              String verdictWord) {
        if (rows.isEmpty()) {
            return;
        }
        s.h3(heading);
        List<List<Text>> cells = new ArrayList<>();
        for (RuleRow row : rows) {
            cells.add(List.of(Text.strong(row.id()), Text.verdict(row.verdict().toString()),
                    Text.plain(row.rule()), row.why().isEmpty() ? Text.plain(row.deciding())
                            : Text.italic(row.deciding())));
        }
        s.table(List.of("id", verdictWord, "rule", "deciding figures"), cells);
    }
}
