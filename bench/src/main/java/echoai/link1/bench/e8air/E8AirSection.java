package echoai.link1.bench.e8air;

import echoai.link1.bench.e8.E8Charts;
import echoai.link1.bench.e8.E8Section;
import echoai.link1.bench.rules.RuleRow;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.rules.WorldBootstrap;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8.E8Trust;
import echoai.link1.bench.e8.E8Verdicts;
import echoai.link1.session.E8World;
import echoai.link1.session.RoomAirCounts;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * E8 by air (v2, docs/spec/E8.md, "E8 by air"): the verdicts A1–A8 with their numbers, B's trust
 * per speaker as charts, first-visit harm per arm, what the shared room did to the speakers'
 * frames, what each speaker did to B, and the glance line.
 */
public final class E8AirSection {
    /** The command that writes the file on the eval seeds. */
    static final String COMMAND = "./link1 bench E8-air";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E8-air.json";
    /** How E8-air's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/E8.md (E8 by air), later than the v1"
            + " run";

    private E8AirSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E8Result r = lab.get(E8Air.DOC);
        if (r == null) {
            return;
        }
        E8AirVerdicts v = lab.verdicts(E8AirVerdicts.class);
        E8Result wire = lab.get(E8Trust.DOC);
        if (wire != null) {
            repeats(s, r, wire);
        }
        s.h3("B's trust in each speaker by air, turn by turn");
        s.add(new Block.Charts(E8Charts.all(r, "air:", ":adversarial",
                "by air, the wrong speakers after the honest one")));
        s.h3("First-visit harm per arm");
        List<List<Text>> arms = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            arms.add(E8Section.armRow(e.getKey(), e.getValue()));
        }
        s.table(List.of("arm", "first-visit harm (sum)", "per world", "harm", "diversions",
                "on wrong speakers' claims", "P3 worlds"), arms);
        s.h3("What the room did to the speakers' frames");
        List<List<Text>> air = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            if (e.getValue().rule().equals("trust")) {
                air.add(airRow(e.getKey(), e.getValue()));
            }
        }
        s.table(List.of("broadcast (its trust arm)", "distinct frames", "lost at B",
                "lost, 95 % over frames (Wilson, %)", "lost, 95 % over worlds (bootstrap, %)",
                "collided at B", "air time (s, sum)", "corrupt past the CRC", "taken in"), air);
        s.p("The share of distinct frames lost at B with two 95 % intervals: Wilson's"
                + " over frames treats them as independent; the bootstrap over worlds ("
                + WorldBootstrap.RESAMPLES + " resamples, seeded) respects that frames cluster by"
                + " world (issue 40, finding 4). Where they differ, the one over worlds is the"
                + " honest one; \"-\" where every world lost none or all (resampling worlds shows"
                + " no spread). A7 is judged on corrupt frames taken in, not on these rates.");
        s.h3("What each speaker did to B");
        List<List<Text>> speakers = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            speakers.addAll(E8Section.speakerRows(e.getKey(), e.getValue()));
        }
        s.table(List.of("arm", "speaker", "heeded (turns)", "diversions",
                "no diversion after B's 1st / 2nd contradiction", "borne out", "contradicted",
                "ever disbelieved", "believed at the end"), speakers);
        List<Block> rule = new ArrayList<>();
        rule.add(new Block.Paragraph(Text.plain("Channel: " + r.config().channel() + ".")));
        rule.add(new Block.Paragraph(Text.plain("The rules and the check are E8's (its"
                + " section). Not shown: a room with the speakers spread to 3 m, other profiles,"
                + " the honest speaker heard last by air, real loudspeakers.")));
        s.fold("The room, and what E8 by air does not show", rule);
    }

    private static List<Text> airRow(String name, E8Result.Arm arm) {
        long distinct = 0;
        long lost = 0;
        long collided = 0;
        BigDecimal seconds = BigDecimal.ZERO;
        long passed = 0;
        long taken = 0;
        for (E8World w : arm.worlds()) {
            RoomAirCounts c = w.air();
            if (c == null) {
                continue;
            }
            distinct += c.framesDistinct();
            lost += c.framesLost();
            collided += c.collisions();
            seconds = seconds.add(c.airTimeS());
            passed += c.corruptPassedCrc();
            taken += c.acceptedCorrupt();
        }
        return List.of(Text.strong(name), Text.plain(Long.toString(distinct)),
                Text.plain(Long.toString(lost)),
                Text.plain(distinct == 0 ? "-" : interval(Uncertainty.wilson95(lost, distinct))),
                Text.plain(lostOverWorlds(name, arm)), Text.plain(Long.toString(collided)),
                Text.plain(seconds.toPlainString()), Text.plain(Long.toString(passed)),
                Text.check(taken == 0, Long.toString(taken)));
    }

    /** The lost share's 95 % interval over worlds (bootstrap), in percent, or "-". */
    static String lostOverWorlds(String name, E8Result.Arm arm) {
        List<WorldBootstrap.World> worlds = arm.worlds().stream().filter(w -> w.air() != null)
                .map(w -> new WorldBootstrap.World(w.air().framesLost(), w.air().framesDistinct()))
                .toList();
        if (worlds.stream().allMatch(w -> w.k() == 0 || w.k() == w.n())) {
            return "-"; // every world alike at none or all: resampling them shows no spread
        }
        return interval(WorldBootstrap.interval95("E8-air/" + name + "/lost", worlds));
    }

    private static String interval(Uncertainty.Interval i) {
        return percent(i.low()) + "-" + percent(i.high());
    }

    private static String percent(BigDecimal rate) {
        return rate.movePointRight(2).setScale(2, RoundingMode.HALF_UP).toPlainString();
    }

    /**
     * Issue 40, finding 1: A1–A6 are judged on the adversarial arms by air, where the honest
     * speaker talks alone and the wrong ones after it; this shows, per such arm, in how many
     * worlds B's whole life (its final core digest) and its harm equal those of E8's wire arm of
     * the same set and rule — where they all do, the verdict repeats W1–W6's: a consistency
     * check of air against wire, not a test of trust where the room can hurt.
     */
    static void repeats(Section.Builder s, E8Result air, E8Result wire) {
        List<List<Text>> rows = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : air.arms().entrySet()) {
            E8Result.Arm a = e.getValue();
            E8Result.Arm w = wire.arms().get(a.set() + ":" + a.rule());
            if (!a.order().equals("adversarial") || w == null) {
                continue;
            }
            Map<Long, E8World> byseed = new java.util.HashMap<>();
            w.worlds().forEach(x -> byseed.put(x.world().seed(), x));
            int digests = 0;
            int harms = 0;
            long lost = 0;
            long collided = 0;
            for (E8World x : a.worlds()) {
                E8World y = byseed.get(x.world().seed());
                if (y != null && y.world().coreDigest().equals(x.world().coreDigest())) {
                    digests++;
                }
                if (y != null && y.world().harm() == x.world().harm()) {
                    harms++;
                }
                lost += x.air().framesLost();
                collided += x.air().collisions();
            }
            int n = a.worlds().size();
            rows.add(List.of(Text.strong(e.getKey()), Text.plain(a.set() + ":" + a.rule()),
                    Text.plain(digests + " / " + n), Text.plain(harms + " / " + n),
                    Text.plain(Long.toString(lost)), Text.plain(Long.toString(collided))));
        }
        s.h3("A1–A6 are consistency checks: the air arms they judge repeat the wire");
        s.p("A1–A6 apply W1–W6's rules to the arms by air in which the wrong speakers talk after"
                + " the honest one. There the honest speaker talks alone, so the room has"
                + " nothing to collide with; the table counts the worlds whose B ends with the"
                + " same core (its final digest) and the same harm as in E8's wire arm of the"
                + " same set and rule. Where the air arm equals the wire arm in (nearly) every"
                + " world, its verdict restates W1–W6's figure: it checks that air reproduces"
                + " wire, it does not test trust where the room can hurt (issue 40, finding 1;"
                + " a registration with a liar that talks over the honest speaker is the open"
                + " part).");
        s.table(List.of("arm by air", "wire arm (E8)", "B's life equal (core digest)",
                "harm equal", "frames lost at B", "collided at B"), rows);
    }

    /** A1–A8 as rows, each with its numbers in words. */
    static List<RuleRow> rows(E8AirVerdicts v) {
        List<RuleRow> out = new ArrayList<>(E8Section.rows(new E8Verdicts(v.a1(), v.a2(),
                v.a3(), v.a4(), v.a5(), v.a6()), "A"));
        E8AirVerdicts.Clean a7 = v.a7().numbers();
        out.add(RuleRow.of("A7", v.a7(), a7 == null ? List.of() : List.of("taken in "
                + a7.acceptedCorrupt() + " of " + a7.corruptPassedCrc() + " corrupt past the CRC"
                + " in " + a7.rows() + " rows", "the broadcasts lost " + a7.framesLost() + " of "
                + a7.framesDistinct() + " distinct frames, " + a7.collisions()
                + " transmissions collided at B")));
        E8AirVerdicts.Together a8 = v.a8().numbers();
        List<String> sets = new ArrayList<>();
        if (a8 != null) {
            for (E8Verdicts.HarmAgainst h : a8.sets()) {
                sets.add(h.arm() + ": within {H} + 1 in " + h.within() + " of " + h.worlds()
                        + " (today's rule " + h.noTrustWithin() + (h.noTrustWithinRate()
                        .compareTo(new BigDecimal("0.90")) >= 0 ? ": it meets the 90 % too,"
                        + " so A8 does not separate them here" : ": below 90 %") + "), harm "
                        + h.harm()
                        + " vs today's " + h.noTrustHarm());
            }
        }
        out.add(RuleRow.of("A8", v.a8(), sets));
        return out;
    }

}
