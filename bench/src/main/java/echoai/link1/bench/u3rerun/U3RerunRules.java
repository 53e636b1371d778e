package echoai.link1.bench.u3rerun;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * V2-3: U3 registered again on fresh seeds, U3r and U3i of {@code docs/spec/LINK1-v2.md},
 * judged from understanding-rooms-u3 on its own range into
 * {@code v2/u3-rerun-predictions.json}. Its judge runs the claim-loss model (minutes), so only a
 * run of its own, or {@code bench --judge}, judges it.
 */
public final class U3RerunRules implements Registration<U3RerunResult> {
    @Override
    public String id() {
        return "V2-3";
    }

    @Override
    public String title() {
        return "U3 again, on fresh seeds: is the harm the channel's loss alone?";
    }

    @Override
    public String spec() {
        return "docs/spec/LINK1-v2.md, V2-3";
    }

    @Override
    public SeedRange evalSeeds() {
        return U3Rerun.SEEDS;
    }

    @Override
    public boolean fresh() {
        return true;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(U3Rerun.DOC);
    }

    @Override
    public Where where() {
        return new Where.Own(U3RerunPredictions.DOC);
    }

    @Override
    public Class<U3RerunResult> verdictType() {
        return U3RerunResult.class;
    }

    @Override
    public List<Rule> rules() {
        return List.of(Rule.prediction("U3r", U3RerunPredictions.U3R_RULE),
                Rule.prediction("U3i", U3RerunPredictions.U3I_RULE));
    }

    @Override
    public U3RerunResult judge(Sources in) {
        var r = in.get(U3Rerun.DOC);
        return r == null ? null : U3RerunPredictions.judge(r);
    }

    @Override
    public boolean slowJudge() {
        return true;
    }

    @Override
    public List<RuleRow> rows(U3RerunResult r) {
        return List.of(RuleRow.of("U3r", r.u3r(), r.u3r().numbers() == null ? List.of()
                        : List.of(U3RerunSection.withinCount(r.u3r().numbers()))),
                RuleRow.of("U3i", r.u3i(), r.u3i().numbers() == null ? List.of()
                        : List.of(U3RerunSection.dispersion(r.u3i().numbers()))));
    }
}
