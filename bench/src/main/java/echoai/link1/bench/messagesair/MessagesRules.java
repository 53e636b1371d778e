package echoai.link1.bench.messagesair;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * Messages-air ({@code docs/spec/MESSAGE.md}, "Messages-air"): M1–M6, judged once from the eval
 * run on its fresh seed bases 140 000–140 063 into {@code v3/Messages-air-verdicts.json}.
 */
public final class MessagesRules implements Registration<MessagesVerdicts> {
    /** The verdicts' document. */
    public static final Doc<MessagesVerdicts> VERDICTS = new Doc<>(
            "v3/Messages-air-verdicts.json", MessagesVerdicts.class);

    @Override
    public String id() {
        return "Messages-air";
    }

    @Override
    public String title() {
        return "Messages across the living room, one way and two ways, beside ggwave";
    }

    @Override
    public String spec() {
        return "docs/spec/MESSAGE.md, Messages-air";
    }

    @Override
    public SeedRange evalSeeds() {
        return MessagesAir.EVAL;
    }

    @Override
    public boolean fresh() {
        return true;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(MessagesAir.DOC);
    }

    @Override
    public Where where() {
        return new Where.Own(VERDICTS);
    }

    @Override
    public Class<MessagesVerdicts> verdictType() {
        return MessagesVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")));
    }

    @Override
    public MessagesVerdicts judge(Sources in) {
        MessagesAirResult r = in.get(MessagesAir.DOC);
        return r == null ? null : MessagesPredictions.judge(r);
    }

    @Override
    public MessagesVerdicts pending(String why) {
        return MessagesPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(MessagesVerdicts v) {
        return MessagesSection.rows(v);
    }
}
