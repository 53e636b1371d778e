package echoai.link1.bench.ggwavefair;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * V2-4: ggwave, fairly, G1–G5 of {@code docs/spec/LINK1-v2.md}, judged from an eval run of
 * E2-rooms-ggwave-fair under {@code ggwave_fair} in {@code v2/predictions.json}.
 */
public final class GgwaveFairRules implements Registration<GgwaveFairVerdicts> {
    @Override
    public String id() {
        return "V2-4";
    }

    @Override
    public String title() {
        return "ggwave, fairly: equal SNR and equal energy";
    }

    @Override
    public String spec() {
        return "docs/spec/LINK1-v2.md, V2-4";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E2RoomsGgwaveFair.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("ggwave_fair", "V2-4: docs/spec/LINK1-v2.md",
                "but V2-4's G1-G4 call a point better or worse only where two 95 % Wilson intervals of PER separate");
    }

    @Override
    public Class<GgwaveFairVerdicts> verdictType() {
        return GgwaveFairVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")));
    }

    @Override
    public GgwaveFairVerdicts judge(Sources in) {
        GgwaveFairResult r = in.get(E2RoomsGgwaveFair.DOC);
        return r == null ? null : GgwaveFairPredictions.judge(r);
    }

    @Override
    public GgwaveFairVerdicts pending(String why) {
        return GgwaveFairPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(GgwaveFairVerdicts v) {
        return GgwaveFairSection.rows(v);
    }
}
