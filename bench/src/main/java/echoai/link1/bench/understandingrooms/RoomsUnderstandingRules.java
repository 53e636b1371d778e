package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import java.util.List;

/**
 * V2-2: does B still understand A through the physical room? U1–U5 of
 * {@code docs/spec/LINK1-v2.md}, judged from an eval run of understanding-rooms under
 * {@code understanding_rooms} in {@code v2/predictions.json} (written, pending, before it). U5 is
 * a check: the firewall's guards on every row.
 */
public final class RoomsUnderstandingRules implements Registration<RoomsVerdicts> {
    @Override
    public String id() {
        return "V2-2";
    }

    @Override
    public String title() {
        return "Does B still understand A through the room?";
    }

    @Override
    public String spec() {
        return "docs/spec/LINK1-v2.md, V2-2";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(UnderstandingRooms.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2("understanding_rooms", "", "");
    }

    @Override
    public Class<RoomsVerdicts> verdictType() {
        return RoomsVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")), "U5");
    }

    @Override
    public RoomsVerdicts judge(Sources in) {
        RoomsUnderstandingResult r = in.get(UnderstandingRooms.DOC);
        return r == null ? null : V2RoomsPredictions.judge(r);
    }

    @Override
    public RoomsVerdicts pending(String why) {
        return V2RoomsPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(RoomsVerdicts v) {
        return V2RoomsVerdicts.rows(v).stream().map(r -> r.why().isEmpty() && !r.numbers()
                .isEmpty() ? r.withSentence(RoomsSentences.u(r.id(), v)) : r).toList();
    }

    @Override
    public boolean writtenWhenNotRun() {
        return true;
    }
}
