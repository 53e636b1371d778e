package echoai.link1.bench.e2rooms;

import echoai.link1.bench.Doc;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.e2rooms.E2RoomsVerdicts.PointPer;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Rule;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.rules.Where;
import echoai.link1.report.Rooms;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * V2-1: profile R through the physical living room, R1–R4 of {@code docs/spec/LINK1-v2.md},
 * judged from an eval run of E2-rooms. Its verdicts open {@code v2/predictions.json}, and are
 * written (pending) before that run.
 */
public final class E2RoomsRules implements Registration<E2RoomsVerdicts> {
    @Override
    public String id() {
        return "V2-1";
    }

    @Override
    public String title() {
        return "Does profile R hold across the living room?";
    }

    @Override
    public String spec() {
        return "docs/spec/LINK1-v2.md, V2-1";
    }

    @Override
    public SeedRange evalSeeds() {
        return SeedRange.V1_EVAL;
    }

    @Override
    public List<Doc<?>> sources() {
        return List.of(E2Rooms.DOC);
    }

    @Override
    public Where where() {
        return new Where.InV2(null, "docs/spec/LINK1-v2.md, V2-1 and V2-2",
                "95 % Wilson score intervals of rates, exact sign tests of paired harm (reported;"
                        + " no rule uses them)");
    }

    @Override
    public Class<E2RoomsVerdicts> verdictType() {
        return E2RoomsVerdicts.class;
    }

    @Override
    public List<Rule> rules() {
        return Rule.of(rows(pending("")));
    }

    @Override
    public E2RoomsVerdicts judge(Sources in) {
        E2RoomsResult e2 = in.get(E2Rooms.DOC);
        return e2 == null ? null : E2RoomsPredictions.judge(e2);
    }

    @Override
    public E2RoomsVerdicts pending(String why) {
        return E2RoomsPredictions.pending(why);
    }

    @Override
    public List<RuleRow> rows(E2RoomsVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
        E2RoomsVerdicts.R1 r1 = v.r1().numbers();
        out.add(told(RuleRow.of("R1", v.r1(), r1 == null ? List.of() : r1Numbers(r1)),
                r1 == null ? "" : "profile R's PER ≤ 1 % at " + (r1.pointsOver() == 0 ? "all "
                        + r1.points() : (r1.points() - r1.pointsOver()) + " of " + r1.points())
                        + (r1.points() == 1 ? " point" : " points") + (r1.worst() == null
                        || r1.lost() == 0 ? " (" + r1.lost() + " lost of " + r1.frames() + ")"
                        : " (worst: " + point(r1.worst()) + ")")));
        E2RoomsVerdicts.R2 r2 = v.r2().numbers();
        out.add(told(RuleRow.of("R2", v.r2(), r2 == null ? List.of() : List.of(
                "points = " + r2.points(), "R's corrupt_passed_crc = " + r2.corruptPassedCrc())),
                r2 == null ? "" : "R's corrupt frames past the CRC: " + r2.corruptPassedCrc()));
        E2RoomsVerdicts.R3 r3 = v.r3().numbers();
        out.add(told(RuleRow.of("R3", v.r3(), r3 == null ? List.of() : List.of(
                "accepted_corrupt: " + perProfile(r3.acceptedCorrupt()),
                "corrupt_passed_crc (reported): " + perProfile(r3.corruptPassedCrc()))),
                r3 == null ? "" : "accepted corrupt frames: "
                        + perProfile(r3.acceptedCorrupt())));
        PointPer r4 = v.r4().numbers();
        out.add(told(RuleRow.of("R4", v.r4(), r4 == null ? List.of() : List.of(point(r4))),
                r4 == null ? "" : "stretch: " + point(r4)));
        return out;
    }

    private static RuleRow told(RuleRow row, String sentence) {
        return row.why().isEmpty() ? row.withSentence(sentence) : row;
    }

    private static List<String> r1Numbers(E2RoomsVerdicts.R1 n) {
        List<String> out = new ArrayList<>(List.of("points = " + n.points(),
                "points over 1 % = " + n.pointsOver(), "lost " + n.lost() + " of " + n.frames()));
        if (n.worst() != null) {
            out.add("worst: " + point(n.worst()));
        }
        n.over().forEach(p -> out.add("over: " + point(p)));
        return out;
    }

    /** "living-rt0.8-3m, white, 10 dB, 48->48 kHz, R: 2 of 320 (0.63 %, 95 % CI 0.17–2.25 %)". */
    public static String point(PointPer p) {
        return Rooms.where(p.point(), p.background(), p.snrDb(), p.devices()) + ", "
                + Rooms.profile(p.profile()) + ": " + p.lost() + " of " + p.frames() + " ("
                + Rooms.percent(p.per()).toPlainString() + " %, 95 % CI "
                + Rooms.percent(p.perCi95().low()).toPlainString() + "–"
                + Rooms.percent(p.perCi95().high()).toPlainString() + " %)";
    }

    private static String perProfile(Map<String, Long> byProfile) {
        List<String> parts = new ArrayList<>();
        byProfile.forEach((k, v) -> parts.add(Rooms.profile(k) + " = " + v));
        return String.join(", ", parts);
    }

    @Override
    public boolean writtenWhenNotRun() {
        return true;
    }
}
