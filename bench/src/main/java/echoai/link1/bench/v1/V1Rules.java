package echoai.link1.bench.v1;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import echoai.link1.report.Tree;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * v1: P1–P7 of {@code docs/spec/LINK1.md}, judged from E2, E4 and E5 into
 * {@code predictions.json} — on any seed set (a dev run is judged too; the registered run is the
 * eval one). P3 and P4 are checks: P3 is the firewall's guards, which only a bug can break; P4 a
 * code assertion, reported.
 */
public final class V1Rules implements Registration<PredictionsResult> {
    @Override
    public String id() {
        return "v1";
    }

    @Override
    public String title() {
        return "Does B change its behaviour because of what A's postcards say?";
    }

    @Override
    public String spec() {
        return "docs/spec/LINK1.md, \"Predictions\"";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public boolean judgesEvalOnly() {
        return false;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E2Modem.DOC, E4Understanding.DOC, E5Dialogue.DOC);
    }

    @Override
    public Where where() {
        return new Where.Own(Predictions.DOC);
    }

    @Override
    public Class<PredictionsResult> verdictType() {
        return PredictionsResult.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(Predictions.judge(Map.of(), Map.of(), null)), "P3", "P4");
    }

    @Override
    public PredictionsResult judge(Sources in) {
        return Predictions.judge(in);
    }

    @Override
    public List<RuleRow> rows(PredictionsResult r) {
        List<Prediction<?>> all = List.of(r.p1(), r.p2(), r.p3(), r.p4(), r.p5(), r.p6(), r.p7());
        List<RuleRow> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Prediction<?> p = all.get(i);
            RuleRow row = RuleRow.of("P" + (i + 1), p, p.numbers() == null ? List.of()
                    : V1Rows.numbers(Tree.of(p.numbers())));
            out.add(row.withSentence(VerdictSentences.v1(i + 1, r)));
        }
        return out;
    }
}
