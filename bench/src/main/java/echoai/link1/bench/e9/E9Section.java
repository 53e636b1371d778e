package echoai.link1.bench.e9;

import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
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
public final class E9Section {
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

    static void figures(Section.Builder s, Lab lab) {
        E9Result r = lab.get(E9Discovery.DOC);
        if (r == null) {
            return;
        }
        arms(s, r);
        air(s, lab);
        family(s, r);
    }

    /**
     * The arms of one E9 run: first-visit harm and identification per arm, and the line on
     * DISC's identifications.
     *
     * @param s the section
     * @param r the run
     */
    public static void arms(Section.Builder s, E9Result r) {
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
    }

    private static void family(Section.Builder s, E9Result r) {
        s.fold("The family and the rule", List.of(
                new Block.Paragraph(Text.plain("Family: " + r.config().family() + "; "
                        + r.config().familyMembers() + " members.")),
                new Block.Paragraph(Text.plain("B identifies A's perception at a site when"
                        + " every hypothesis consistent with A's referents and B's own sites"
                        + " translates it alike and chance would leave a wrong one consistent"
                        + " with at most 2^-" + r.config().evidenceBits() + " expected;"
                        + " before that it proposes by NEXUS-0's own rule."))));
    }

    /** E9-air (reported, no prediction): DISC with A's claims by air, when the file is there. */
    private static void air(Section.Builder s, Lab lab) {
        E9Result air = lab.get(E9Air.DOC);
        s.h3("DISC by air (E9-air, reported, no prediction)");
        if (air == null) {
            return;
        }
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
    public static List<RuleRow> rows(DiscoveryVerdicts v) {
        List<RuleRow> out = new ArrayList<>();
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

    private static RuleRow row(String id, Prediction<?> p, List<String> numbers) {
        return RuleRow.of(id, p, numbers);
    }

}
