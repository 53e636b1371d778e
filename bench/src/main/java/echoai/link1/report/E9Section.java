package echoai.link1.report;

import echoai.link1.bench.e9.DiscoveryVerdicts;
import echoai.link1.bench.e9.E9Result;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.session.DiscoveryFigures;
import echoai.link1.session.E9World;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * E9 (v2, docs/spec/E9.md): referents without shared perception. The verdicts D1–D7 with their
 * numbers, first-visit harm per arm (summed, and per world as a row of digits), when B
 * identified A's perception (sites seen and turn), and the one glance line.
 */
final class E9Section {
    /** The command that writes the file on the eval seeds. */
    static final String COMMAND = "./link1 bench E9";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E9.json";
    /** The section's anchor. */
    static final String ID = "e9";
    /** How E9's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/E9.md, later than the v1 run";

    private E9Section() {
    }

    static Section build(Lab lab) {
        Section.Builder s = Section.builder(ID, "E9: discovery (v2)",
                "Referents without shared perception (E9, v2)", MARK + ": B perceives the"
                        + " world through an unknown member of a family of 1 610 612 736"
                        + " encoders; does it find out how A sees, from A's postcards and its own"
                        + " perceptions, so that A's testimony helps where B has never been?");
        E9Result r = lab.e9();
        if (r == null) {
            return s.notRun(FILE, COMMAND).build();
        }
        s.provenance(Provenance.command("E9", r.seedSet(), false), Provenance.seeds(r.seedSet(),
                lab, "B's member", r.config().perceptionSeed(), "DISC-X's speaker",
                r.config().unrelatedSeed()));
        DiscoveryVerdicts v = lab.v2Predictions() == null ? null : lab.v2Predictions().e9();
        V2Verdicts.table(s, "Predictions D1–D7", v == null ? null : rows(v), FILE, r.seedSet());
        s.h3("First-visit harm and identification, per arm");
        List<List<Text>> arms = new ArrayList<>();
        for (Map.Entry<String, E9Result.Arm> e : r.arms().entrySet()) {
            arms.add(armRow(e.getKey(), r.config().arms().getOrDefault(e.getKey(), ""),
                    e.getValue()));
        }
        s.table(List.of("arm", "what", "first-visit harm (sum)", "per world", "harm",
                "diversions", "identified", "false identifications", "belief on B's member",
                "P3 worlds"), arms);
        E9Result.Arm disc = r.arms().get("DISC");
        if (disc != null) {
            s.p(identification(disc));
        }
        air(s, lab);
        return s.fold("The family and the rule", List.of(
                new Block.Paragraph(Text.plain("Family: " + r.config().family() + "; "
                        + r.config().familyMembers() + " members.")),
                new Block.Paragraph(Text.plain("B identifies A's perception at a site when"
                        + " every hypothesis consistent with A's referents and B's own sites"
                        + " translates it alike and chance would leave a wrong one consistent"
                        + " with at most 2^-" + r.config().evidenceBits() + " expected;"
                        + " before that it proposes by NEXUS-0's own rule.")))).build();
    }

    /** E9-air (reported, no prediction): DISC with A's claims by air, when the file is there. */
    private static void air(Section.Builder s, Lab lab) {
        E9Result air = lab.e9Air();
        s.h3("DISC by air (E9-air, reported, no prediction)");
        if (air == null) {
            s.notRun(Lab.V2 + "/E9-air.json", "./link1 bench E9-air");
            return;
        }
        s.provenance(Provenance.command("E9-air", air.seedSet(), false), Provenance.seeds(
                air.seedSet(), lab, "postcards", air.config().unrelatedSeed()));
        List<List<Text>> rows = new ArrayList<>();
        for (Map.Entry<String, E9Result.Arm> e : air.arms().entrySet()) {
            long lost = 0;
            long sent = 0;
            for (E9World w : e.getValue().worlds()) {
                lost += w.world().postcardsLost();
                sent += w.world().postcards();
            }
            List<Text> row = new ArrayList<>(armRow(e.getKey(), air.config().arms()
                    .getOrDefault(e.getKey(), ""), e.getValue()));
            row.add(2, Text.plain(lost + " / " + sent));
            rows.add(row);
        }
        s.table(List.of("arm", "what", "postcards lost / sent", "first-visit harm (sum)",
                "per world", "harm", "diversions", "identified", "false identifications",
                "belief on B's member", "P3 worlds"), rows);
        E9Result.Arm first = air.arms().values().stream().findFirst().orElse(null);
        if (first != null) {
            s.p(identification(first).replace("(DISC)", "(" + air.arms().keySet().iterator()
                    .next() + ")"));
        }
    }

    private static List<Text> armRow(String name, String what, E9Result.Arm arm) {
        long harm = 0;
        long diversions = 0;
        StringBuilder digits = new StringBuilder();
        for (E9World w : arm.worlds()) {
            WorldResult row = w.world();
            harm += row.harm();
            diversions += row.diversions();
            digits.append(row.firstVisitHarm() > 9 ? "+" : Integer.toString(row.firstVisitHarm()));
        }
        boolean discovers = !arm.worlds().isEmpty() && arm.worlds().get(0).discovery() != null;
        E9Result.Totals t = arm.totals();
        return List.of(Text.strong(name), Text.plain(what),
                Text.plain(Integer.toString(t.firstVisitHarm())), Text.code(digits.toString()),
                Text.plain(Long.toString(harm)), Text.plain(Long.toString(diversions)),
                Text.plain(discovers ? t.identified() + " / " + t.worlds() : "—"),
                discovers ? Text.check(t.falseIdentifications() == 0,
                        Integer.toString(t.falseIdentifications())) : Text.plain("—"),
                Text.plain(discovers ? t.narrowedToMember() + " / " + t.worlds() : "—"),
                Text.check(t.p3Holds() == t.worlds(), t.p3Holds() + " / " + t.worlds()));
    }

    /** "DISC: B identified A's perception after 3 sites in 40 worlds, 4 in 24; at turn …". */
    static String identification(E9Result.Arm disc) {
        Map<Integer, Integer> sites = new TreeMap<>();
        Map<Integer, Integer> turns = new TreeMap<>();
        int never = 0;
        for (E9World w : disc.worlds()) {
            DiscoveryFigures d = w.discovery();
            if (d == null || !d.identified()) {
                never++;
                continue;
            }
            sites.merge(d.identifySites(), 1, Integer::sum);
            turns.merge(d.identifyTurn(), 1, Integer::sum);
        }
        List<String> bySites = new ArrayList<>();
        sites.forEach((k, n) -> bySites.add(k + " sites in " + n));
        List<String> byTurn = new ArrayList<>();
        turns.forEach((k, n) -> byTurn.add("turn " + k + " in " + n));
        return "Time to identification (DISC): B first acted on A's perception after "
                + String.join(", ", bySites) + " worlds; at " + String.join(", ", byTurn)
                + (never == 0 ? "; it identified in every world." : "; never in " + never + ".");
    }

    /** D1–D7 as rows, each with its numbers in words. */
    static List<V2Verdicts.Row> rows(DiscoveryVerdicts v) {
        List<V2Verdicts.Row> out = new ArrayList<>();
        DiscoveryVerdicts.Paired d1 = v.d1().numbers();
        out.add(row("D1", v.d1(), d1 == null ? List.of() : List.of("better in " + d1.better()
                + " of " + d1.worlds() + " (equal " + d1.equal() + ", worse " + d1.worse() + ")",
                "harm DISC " + d1.harm() + " vs S " + d1.otherHarm())));
        DiscoveryVerdicts.OnceIdentified d2 = v.d2().numbers();
        out.add(row("D2", v.d2(), d2 == null ? List.of() : List.of("within T + 1 in "
                + d2.within() + " of " + d2.identified() + " identified worlds (" + d2.rate()
                .toPlainString() + ")", "identified " + d2.identified() + " of " + d2.worlds())));
        DiscoveryVerdicts.NoFalse d3 = v.d3().numbers();
        out.add(row("D3", v.d3(), d3 == null ? List.of() : List.of("false identifications:"
                + " DISC-X " + d3.falseDiscX() + " of " + d3.worlds() + ", DISC " + d3.falseDisc()
                + " of " + d3.worlds(), "DISC-X within S + 1 in " + d3.withinSilence() + " of "
                + d3.worlds())));
        DiscoveryVerdicts.DigestAlone d4 = v.d4().numbers();
        out.add(row("D4", v.d4(), d4 == null ? List.of() : List.of("TNEQ = S in "
                + d4.paired().equal() + " of " + d4.paired().worlds() + ", below S in "
                + d4.paired().better(), "harm TNEQ " + d4.paired().harm() + " vs S "
                + d4.paired().otherHarm())));
        DiscoveryVerdicts.RightMember d5 = v.d5().numbers();
        out.add(row("D5", v.d5(), d5 == null ? List.of() : List.of("identified and on its own"
                + " member in " + d5.right() + " of " + d5.worlds(), "sites at identification "
                + d5.sitesMin() + "–" + d5.sitesMax() + " (median " + d5.sitesMedian()
                + "), latest turn " + d5.turnMax())));
        DiscoveryVerdicts.Guards d6 = v.d6().numbers();
        out.add(row("D6", v.d6(), d6 == null ? List.of() : List.of("rows holding "
                + d6.holding() + " of " + d6.rows())));
        DiscoveryVerdicts.BoundedLiar d7 = v.d7().numbers();
        out.add(row("D7", v.d7(), d7 == null ? List.of() : List.of("violations "
                + d7.violations() + " of " + d7.worlds() + ", most diversions "
                + d7.maxDiversions(), "DISC-L harm " + d7.harm() + ", identified "
                + d7.identified() + " of " + d7.worlds())));
        return out;
    }

    private static V2Verdicts.Row row(String id, Prediction<?> p, List<String> numbers) {
        return V2Verdicts.row(id, p, numbers);
    }

    /** The glance line; null without E9's verdicts. */
    static String glance(Lab lab) {
        DiscoveryVerdicts v = lab.v2Predictions() == null ? null : lab.v2Predictions().e9();
        if (v == null) {
            return null;
        }
        String set = lab.e9() == null ? "eval" : lab.e9().seedSet();
        return "- **Referents without shared perception** (E9, " + set + "; " + MARK + "): "
                + V2Verdicts.glanceParts(rows(v));
    }
}
