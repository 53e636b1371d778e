package echoai.link1.bench.e8;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E8: trust earned, not assumed, W1–W6 of {@code docs/spec/E8.md}, judged from an eval run of
 * E8 under {@code e8} in {@code v2/predictions.json}. W2 and W3 hold by the trust rule's
 * construction and W6 guards the code: checks.
 */
public final class E8Rules implements Registration<E8Verdicts> {
    @Override
    public String id() {
        return "E8";
    }

    @Override
    public String title() {
        return "Trust earned, not assumed";
    }

    @Override
    public String spec() {
        return "docs/spec/E8.md";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E8Trust.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("e8", "E8: docs/spec/E8.md",
                "");
    }

    @Override
    public Class<E8Verdicts> verdictType() {
        return E8Verdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "W2", "W3", "W6");
    }

    @Override
    public E8Verdicts judge(Sources in) {
        E8Result r = in.get(E8Trust.DOC);
        return r == null ? null : E8Predictions.judge(r);
    }

    @Override
    public E8Verdicts pending(String why) {
        return E8Predictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(E8Verdicts v) {
        return E8Section.rows(v);
    }
}
