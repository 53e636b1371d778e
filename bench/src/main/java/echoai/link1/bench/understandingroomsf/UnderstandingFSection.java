package echoai.link1.bench.understandingroomsf;

import echoai.link1.bench.babbleshuffled.BabbleShuffledSection;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.session.WorldResult;
import echoai.link1.bench.understandingrooms.RoomsVerdicts;
import echoai.link1.bench.understandingrooms.UnderstandingReach;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Understanding through the room with profile F ({@code v2/understanding-rooms-f.json}, issue
 * 25; reported, not predicted): per V2-2 point, F's claims arm — postcards lost, B's mean
 * first-visit harm, the worlds within T's + 1 — beside S and T by wire.
 */
public final class UnderstandingFSection {
    /** The command that writes the file on V2-2's eval worlds. */
    static final String COMMAND = "./link1 bench understanding-rooms-f";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/understanding-rooms-f.json";

    private UnderstandingFSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        RoomsUnderstandingResult r = lab.get(UnderstandingRoomsF.DOC);
        if (r == null) {
            return;
        }
        RoomsVerdicts v2 = lab.verdicts(RoomsVerdicts.class);
        BigDecimal reach = v2 == null || v2.u4().numbers() == null ? null
                : UnderstandingReach.reach(r, "f", v2.u4().numbers().share());
        if (reach != null) {
            s.p(Text.lightMarkdown("By V2-2's U4 rule (reported, not registered for F), B's"
                    + " first-visit harm with F stays within T's + 1 in ≥ "
                    + v2.u4().numbers().share().movePointRight(2).stripTrailingZeros()
                    .toPlainString() + " % of worlds " + (reach.signum() == 0
                    ? "not even at the nearest point" : "up to **" + reach.stripTrailingZeros()
                    .toPlainString() + " m**") + " (understanding-rooms-f, " + r.seedSet()
                    + ")."));
        }
        List<WorldResult> truth = r.wire().stream().filter(w -> w.arm().equals("T"))
                .findFirst().map(w -> w.result().worlds()).orElse(List.of());
        List<List<Text>> rows = new ArrayList<>();
        for (RoomsArm a : r.arms()) {
            ArmSummary m = a.summary();
            Paired.Stats st = Paired.stats(a.result().worlds(), truth, Paired.HARM);
            rows.add(List.of(Text.plain(a.point() + ", " + a.background() + " "
                            + a.snrDb().stripTrailingZeros().toPlainString() + " dB"),
                    Text.plain(Rooms.profile(a.profile())),
                    Text.plain(BabbleShuffledSection.loss(m.lost(), m.postcards())),
                    Text.plain(m.firstVisitHarmMean().setScale(2, RoundingMode.HALF_EVEN)
                            .toPlainString()),
                    Text.plain(st.withinOne() + " of " + st.worlds())));
        }
        s.table(List.of("point", "profile", "postcards lost / sent (PER, 95 %)",
                "first-visit harm, mean", "worlds within T's + 1"), rows);
        List<String> wire = new ArrayList<>();
        for (WireArm w : r.wire()) {
            wire.add(w.arm() + " " + w.summary().firstVisitHarmMean()
                    .setScale(2, RoundingMode.HALF_EVEN).toPlainString());
        }
        s.p("By wire, B's mean first-visit harm: " + String.join(", ", wire) + ".");
    }
}
