package echoai.link1.bench.e8;

import echoai.link1.bench.rules.RuleRow;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.session.E8World;
import echoai.link1.session.SpeakerFigures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * E8 (v2, docs/spec/E8.md): trust earned, not assumed. The verdicts W1–W6 with their numbers
 * (today's rule's score beside each), B's trust per speaker over the turns as charts, first-visit
 * harm per arm, what each speaker did to B, and the one glance line.
 */
public final class E8Section {
    /** The command that writes the file on the eval seeds. */
    static final String COMMAND = "./link1 bench E8";
    /** The file, relative to the lab folder. */
    static final String FILE = Lab.V2 + "/E8.json";
    /** How E8's verdicts are marked wherever they appear. */
    static final String MARK = "v2, registered in docs/spec/E8.md, later than the v1 run";

    private E8Section() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E8Result r = lab.get(E8Trust.DOC);
        if (r == null) {
            return;
        }
        E8Verdicts v = lab.verdicts(E8Verdicts.class);
        s.h3("B's trust in each speaker, turn by turn");
        s.add(new Block.Charts(E8Charts.all(r)));
        s.p("Trust is the Beta mean (1 + borne out) / (2 + borne out + contradicted) after each"
                + " of B's own checks of a speaker's claims; a speaker steers B while it is at"
                + " least 1/2 (the dashed line). The honest veteran is never contradicted; a liar"
                + " heard last steers B until B's first own turn at a site it spoke of, then never"
                + " again; the mixed speaker stays believed in most worlds, ranked below H.");
        s.h3("First-visit harm per arm");
        List<List<Text>> arms = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            arms.add(armRow(e.getKey(), e.getValue()));
        }
        s.table(List.of("arm", "first-visit harm (sum)", "per world", "harm", "diversions",
                "on wrong speakers' claims", "P3 worlds"), arms);
        s.h3("What each speaker did to B");
        List<List<Text>> speakers = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            speakers.addAll(speakerRows(e.getKey(), e.getValue()));
        }
        s.table(List.of("arm", "speaker", "heeded (turns)", "diversions",
                "no diversion after B's 1st / 2nd contradiction", "borne out", "contradicted",
                "ever disbelieved", "believed at the end"), speakers);
        List<Block> rule = new ArrayList<>();
        r.config().rules().forEach((name, what) -> rule.add(new Block.Paragraph(Text.plain(
                name + ": " + what))));
        rule.add(new Block.Paragraph(Text.plain("Check: " + r.config().check() + ". Speakers: "
                + r.config().speakers() + ". Channel: " + r.config().channel() + ".")));
        rule.add(new Block.Paragraph(Text.plain("Not shown here: E8 by air (its own section); a"
                + " liar that lies only where B will not check; noisy rewards."
                + " Under today's rule one diversion may use two speakers' claims, so the"
                + " per-speaker counts may add up to more than B's diversions.")));
        s.fold("The rules, the speakers and what E8 does not show", rule);
    }

    public static List<Text> armRow(String name, E8Result.Arm arm) {
        StringBuilder digits = new StringBuilder();
        for (E8World w : arm.worlds()) {
            int h = w.world().firstVisitHarm();
            digits.append(h > 9 ? "+" : Integer.toString(h));
        }
        E8Result.Totals t = arm.totals();
        return List.of(Text.strong(name), Text.plain(Integer.toString(t.firstVisitHarm())),
                Text.code(digits.toString()), Text.plain(Integer.toString(t.harm())),
                Text.plain(Integer.toString(t.diversions())),
                Text.plain(Integer.toString(t.wrongDiversions())),
                Text.check(t.p3Holds() == t.worlds(), t.p3Holds() + " / " + t.worlds()));
    }

    public static List<List<Text>> speakerRows(String name, E8Result.Arm arm) {
        List<List<Text>> out = new ArrayList<>();
        if (arm.worlds().isEmpty()) {
            return out;
        }
        for (int k = 0; k < arm.worlds().get(0).speakers().size(); k++) {
            int heeded = 0;
            int diversions = 0;
            int zeroFirst = 0;
            int reachedFirst = 0;
            int zeroSecond = 0;
            int reachedSecond = 0;
            int agreed = 0;
            int contradicted = 0;
            int disbelieved = 0;
            int believed = 0;
            for (E8World w : arm.worlds()) {
                SpeakerFigures f = w.speakers().get(k);
                heeded += f.heeded();
                diversions += f.diversions();
                reachedFirst += f.diversionsAfterFirst() >= 0 ? 1 : 0;
                zeroFirst += f.diversionsAfterFirst() == 0 ? 1 : 0;
                reachedSecond += f.diversionsAfterSecond() >= 0 ? 1 : 0;
                zeroSecond += f.diversionsAfterSecond() == 0 ? 1 : 0;
                agreed += f.agreements();
                contradicted += f.contradictions();
                disbelieved += f.everDisbelieved() ? 1 : 0;
                believed += f.believedAtEnd() ? 1 : 0;
            }
            SpeakerFigures first = arm.worlds().get(0).speakers().get(k);
            int n = arm.worlds().size();
            out.add(List.of(Text.strong(name), Text.plain(first.kind() + " (id " + first.id()
                    + ")"), Text.plain(Integer.toString(heeded)),
                    Text.plain(Integer.toString(diversions)), Text.plain(zeroFirst + " of "
                            + reachedFirst + " / " + zeroSecond + " of " + reachedSecond),
                    Text.plain(Integer.toString(agreed)), Text.plain(Integer.toString(
                            contradicted)), Text.plain(disbelieved + " / " + n),
                    Text.plain(believed + " / " + n)));
        }
        return out;
    }

    /** W1–W6 as rows, each with its numbers in words. */
    static List<RuleRow> rows(E8Verdicts v) {
        return rows(v, "W");
    }

    /** The six as rows, numbered {@code letter}1–6. */
    public static List<RuleRow> rows(E8Verdicts v, String letter) {
        List<RuleRow> out = new ArrayList<>();
        out.add(RuleRow.of(letter + "1", v.w1(), harm(v.w1().numbers(), true)));
        E8Verdicts.StopsBelieving w2 = v.w2().numbers();
        List<String> liars = new ArrayList<>();
        if (w2 != null) {
            for (E8Verdicts.Liar l : w2.liars()) {
                liars.add(l.arm() + " id " + l.speaker() + ": " + l.zeroAfter() + " of "
                        + l.contradictedTwice() + " (today's rule " + l.noTrustZeroAfter()
                        + " of " + l.noTrustContradictedTwice() + ")");
            }
        }
        out.add(RuleRow.of(letter + "2", v.w2(), liars));
        E8Verdicts.NoChange w3 = v.w3().numbers();
        out.add(RuleRow.of(letter + "3", v.w3(), w3 == null ? List.of() : List.of("same digest in "
                + w3.sameDigest() + " of " + w3.worlds() + ", same diversions in "
                + w3.sameDiversions(), "H contradicted " + w3.contradictions() + " times, borne"
                + " out " + w3.agreements() + "; disbelieved in " + w3.disbelieved())));
        out.add(RuleRow.of(letter + "4", v.w4(), harm(v.w4().numbers(), false)));
        out.add(RuleRow.of(letter + "5", v.w5(), harm(v.w5().numbers(), true)));
        E8Verdicts.Guards w6 = v.w6().numbers();
        out.add(RuleRow.of(letter + "6", v.w6(), w6 == null ? List.of() : List.of("rows holding "
                + w6.holding() + " of " + w6.rows())));
        return out;
    }

    static List<String> harm(E8Verdicts.HarmAgainst h, boolean below) {
        if (h == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        out.add("within {H} + 1 in " + h.within() + " of " + h.worlds() + " (today's rule "
                + h.noTrustWithin() + ")");
        if (below) {
            out.add("below today's rule in " + h.below() + " of " + h.worlds());
        }
        out.add("harm " + h.harm() + " vs today's " + h.noTrustHarm() + " ({H}: "
                + h.honestHarm() + ")");
        return out;
    }

}
