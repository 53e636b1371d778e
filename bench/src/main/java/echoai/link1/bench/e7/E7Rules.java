package echoai.link1.bench.e7;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E7: a room of agents, M1–M6 of {@code docs/spec/E7.md}, judged from an eval run of E7
 * under {@code room_of_agents} in {@code v2/predictions.json}. M6 is a check: the firewall's
 * guards in every world row.
 */
public final class E7Rules implements Registration<E7Verdicts> {
    @Override
    public String id() {
        return "E7";
    }

    @Override
    public String title() {
        return "A room of agents: does the shared air still carry understanding?";
    }

    @Override
    public String spec() {
        return "docs/spec/E7.md";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E7Room.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("room_of_agents", "docs/spec/E7.md, E7",
                "");
    }

    @Override
    public Class<E7Verdicts> verdictType() {
        return E7Verdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "M6");
    }

    @Override
    public E7Verdicts judge(Sources in) {
        E7Result r = in.get(E7Room.DOC);
        return r == null ? null : E7Predictions.judge(r);
    }

    @Override
    public E7Verdicts pending(String why) {
        return E7Predictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(E7Verdicts v) {
        return E7Section.rows(v);
    }
}
