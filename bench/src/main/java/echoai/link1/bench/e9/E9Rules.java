package echoai.link1.bench.e9;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E9: referents without shared perception, D1–D7 of {@code docs/spec/E9.md}, judged from an
 * eval run of E9 under {@code e9} in {@code v2/predictions.json}. D6 (the guards) and D7 (the
 * advice budget, a code assertion) are checks.
 */
public final class E9Rules implements Registration<DiscoveryVerdicts> {
    @Override
    public String id() {
        return "E9";
    }

    @Override
    public String title() {
        return "Referents without shared perception";
    }

    @Override
    public String spec() {
        return "docs/spec/E9.md";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E9Discovery.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("e9", "E9: docs/spec/E9.md",
                "");
    }

    @Override
    public Class<DiscoveryVerdicts> verdictType() {
        return DiscoveryVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "D6", "D7");
    }

    @Override
    public DiscoveryVerdicts judge(Sources in) {
        E9Result r = in.get(E9Discovery.DOC);
        return r == null ? null : E9Predictions.judge(r);
    }

    @Override
    public DiscoveryVerdicts pending(String why) {
        return E9Predictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(DiscoveryVerdicts v) {
        return E9Section.rows(v);
    }
}
