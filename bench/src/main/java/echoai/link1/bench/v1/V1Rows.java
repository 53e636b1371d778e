package echoai.link1.bench.v1;

import echoai.link1.report.Generic;
import echoai.link1.report.Lab;
import echoai.link1.report.Tree;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.rules.Prediction;
import java.util.ArrayList;
import java.util.List;

/**
 * The registered predictions P1–P7 as {@code predictions.json} judges them, each beside the
 * frozen registered v1 run's verdict and numbers when those differ. When predictions.json is
 * missing, P6 is taken from E2.json's own verdict (and says so); the others are "not run yet".
 */
public final class V1Rows {
    /**
     * One row.
     *
     * @param id {@code P1} … {@code P7}
     * @param rule the registered rule as the file states it ("" when not run)
     * @param verdict green, red or pending; null when not run yet
     * @param numbers the figures behind the verdict as "key = value"
     * @param sentence the deciding figures in one sentence ("" when not judged)
     * @param figures every figure behind the verdict as a tree (null when there are none)
     * @param why why a prediction is pending ("" otherwise)
     * @param source the file the verdict comes from ("" when not run)
     * @param registered the registered v1 figures that differ ("old → new"), empty when equal
     *     or when there is no registered run
     */
    public record Row(String id, String rule, String verdict, List<String> numbers, String sentence,
            Tree figures, String why, String source, List<String> registered) {
        public Row {
            numbers = List.copyOf(numbers);
            registered = List.copyOf(registered);
        }
    }

    private V1Rows() {
    }

    /** P1–P7 in order. */
    static List<Row> rows(Lab lab) {
        PredictionsResult r = lab.get(Predictions.DOC);
        List<Row> rows = new ArrayList<>();
        if (r == null) {
            for (int i = 1; i <= 7; i++) {
                if (i == 6 && lab.get(E2Modem.DOC) != null) {
                    Tree p6 = Tree.of(lab.get(E2Modem.DOC).p6());
                    rows.add(new Row("P6", "", lab.get(E2Modem.DOC).p6().verdict().toString(), numbers(p6),
                            "", p6, "", "E2.json p6", List.of()));
                } else {
                    rows.add(new Row("P" + i, "", null, List.of(), "", null, "", "",
                            List.of()));
                }
            }
            return rows;
        }
        List<Prediction<?>> all = List.of(r.p1(), r.p2(), r.p3(), r.p4(), r.p5(), r.p6(), r.p7());
        Registered.Diff diff = lab.registered().containsKey("predictions")
                ? Registered.diff(lab.registered().get("predictions"), Tree.of(r)) : null;
        for (int i = 0; i < all.size(); i++) {
            Prediction<?> p = all.get(i);
            String key = "p" + (i + 1) + ".";
            List<String> changed = new ArrayList<>();
            if (diff != null) {
                diff.changes().stream().filter(c -> c.path().startsWith(key)).forEach(c ->
                        changed.add(c.path().substring(key.length()) + ": " + c.registered()
                                + " → " + c.live()));
            }
            rows.add(new Row("P" + (i + 1), p.rule(), p.verdict().toString(),
                    p.numbers() == null ? List.of() : numbers(Tree.of(p.numbers())),
                    VerdictSentences.v1(i + 1, r),
                    p.numbers() == null ? null : Tree.of(p.numbers()),
                    p.why() == null ? "" : p.why(), "predictions.json", changed));
        }
        return rows;
    }

    /** A record's figures as "key = value" (nested objects one level deep, dotted). */
    public static List<String> numbers(Tree numbers) {
        List<String> out = new ArrayList<>();
        if (!(numbers instanceof Tree.Obj o)) {
            out.add(Generic.scalar(numbers));
            return out;
        }
        for (Tree.Member m : o.members()) {
            if (m.value() instanceof Tree.Obj inner) {
                inner.members().forEach(f -> out.add(m.key() + "." + f.key() + " = "
                        + Generic.scalar(f.value())));
            } else {
                out.add(m.key() + " = " + Generic.scalar(m.value()));
            }
        }
        return out;
    }
}
