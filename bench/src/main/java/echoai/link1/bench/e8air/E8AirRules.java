package echoai.link1.bench.e8air;

import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E8-air: E8 by air over E7's shared room, A1–A8 of {@code docs/spec/E8.md} (E8 by air),
 * judged from an eval run of E8-air under {@code e8_air} in {@code v2/predictions.json}. A1–A6
 * are consistency checks: in the adversarial order the honest speaker talks alone and loses no
 * frame, so they repeat W1–W6 on the same worlds (B's life equals the wire arm's in 64 of 64
 * worlds for H+L; issue 40, finding 1); A7 and A8 are the predictions by air.
 */
public final class E8AirRules implements Registration<E8AirVerdicts> {
    @Override
    public String id() {
        return "E8-air";
    }

    @Override
    public String title() {
        return "Trust earned, by air";
    }

    @Override
    public String spec() {
        return "docs/spec/E8.md, E8 by air";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E8Air.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("e8_air", "E8-air: docs/spec/E8.md, E8 by air",
                "");
    }

    @Override
    public Class<E8AirVerdicts> verdictType() {
        return E8AirVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "A1", "A2", "A3", "A4", "A5", "A6");
    }

    @Override
    public E8AirVerdicts judge(Sources in) {
        E8Result r = in.get(E8Air.DOC);
        return r == null ? null : E8AirPredictions.judge(r);
    }

    @Override
    public E8AirVerdicts pending(String why) {
        return E8AirPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(E8AirVerdicts v) {
        return E8AirSection.rows(v);
    }
}
