package echoai.link1.bench.e9fresh;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.e9.E9Predictions;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.e9.E9Rules;
import echoai.link1.bench.e9.E9Section;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E9-fresh ({@code docs/spec/E9.md}, "E9-fresh"): E9's D1–D7, word for word and thresholds
 * unchanged, judged once from E9's experiment run on the fresh eval seeds 120 000–120 063. E9's
 * own verdicts (1000–1063) stand beside these.
 */
public final class E9FreshRules implements Registration<E9FreshVerdicts> {
    /** The fresh eval seeds. */
    public static final SeedRange EVAL = new SeedRange(120_000, 120_063);
    /** The verdicts' document. */
    public static final Doc<E9FreshVerdicts> VERDICTS = new Doc<>("v3/E9-fresh-verdicts.json",
            E9FreshVerdicts.class);

    @Override
    public String id() {
        return "E9-fresh";
    }

    @Override
    public String title() {
        return "E9 again, on fresh seeds under the registry's guard";
    }

    @Override
    public String spec() {
        return "docs/spec/E9.md, E9-fresh";
    }

    @Override
    public SeedRange evalSeeds() {
        return EVAL;
    }

    @Override
    public boolean fresh() {
        return true;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E9FreshFolder.DOC);
    }

    @Override
    public Where where() {
        return new Where.Own(VERDICTS);
    }

    @Override
    public Class<E9FreshVerdicts> verdictType() {
        return E9FreshVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return new E9Rules().rules();
    }

    @Override
    public E9FreshVerdicts judge(Sources in) {
        E9Result r = in.get(E9FreshFolder.DOC);
        return r == null ? null : new E9FreshVerdicts(r.seedSet(), E9Predictions.judge(r));
    }

    @Override
    public List<RuleRow> rows(E9FreshVerdicts v) {
        return E9Section.rows(v.verdicts());
    }
}
