package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * E2-rooms-Q ({@code docs/spec/PROFILE-Q.md}, "E2-rooms-Q"): Q1–Q6 predictions and the check
 * Q7, judged once from the eval run on its fresh seed bases 130 000–130 063 into
 * {@code v3/E2-rooms-Q-verdicts.json}.
 */
public final class QRules implements Registration<QVerdicts> {
    /** The verdicts' document. */
    public static final Doc<QVerdicts> VERDICTS = new Doc<>("v3/E2-rooms-Q-verdicts.json",
            QVerdicts.class);

    @Override
    public String id() {
        return "E2-rooms-Q";
    }

    @Override
    public String title() {
        return "Profile Q in the room, beside F and ggwave";
    }

    @Override
    public String spec() {
        return "docs/spec/PROFILE-Q.md, E2-rooms-Q";
    }

    @Override
    public SeedRange evalSeeds() {
        return E2RoomsQ.EVAL;
    }

    @Override
    public boolean fresh() {
        return true;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E2RoomsQ.DOC);
    }

    @Override
    public Where where() {
        return new Where.Own(VERDICTS);
    }

    @Override
    public Class<QVerdicts> verdictType() {
        return QVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "Q7");
    }

    @Override
    public QVerdicts judge(Sources in) {
        E2RoomsQResult r = in.get(E2RoomsQ.DOC);
        return r == null ? null : QPredictions.judge(r);
    }

    @Override
    public QVerdicts pending(String why) {
        return QPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(QVerdicts v) {
        return QSection.rows(v);
    }
}
