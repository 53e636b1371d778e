package echoai.link1.report;

import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.session.WorldResult;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Understanding through the room with profile F ({@code v2/understanding-rooms-f.json}, issue
 * 25; reported, not predicted): per V2-2 point, F's claims arm — postcards lost, B's mean
 * first-visit harm, the worlds within T's + 1 — beside S and T by wire.
 */
final class UnderstandingFSection {
    /** The command that writes the file on V2-2's eval worlds. */
    static final String COMMAND = "./link1 bench understanding-rooms-f";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/understanding-rooms-f.json";

    private UnderstandingFSection() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder("understanding-rooms-f", "Understanding with F",
                "Understanding through the room with profile F",
                "Issue 25: V2-2's claims arms at its six points with profile F, reported beside"
                        + " V2-2's K1 and R arms (not predicted); B's first-visit harm against S"
                        + " (silence) and T (the wire).");
        RoomsUnderstandingResult r = lab.roomsF();
        if (r == null) {
            return s.notRun(FILE, COMMAND).build();
        }
        s.provenance(Provenance.command("understanding-rooms-f", r.seedSet(), false),
                Provenance.seeds(r.seedSet(), lab, "worlds", r.wire().isEmpty() ? 0
                        : r.wire().get(0).result().worlds().size()));
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
        return s.build();
    }
}
