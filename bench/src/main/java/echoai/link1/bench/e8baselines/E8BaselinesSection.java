package echoai.link1.bench.e8baselines;

import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.e8.E8Section;
import echoai.link1.report.Block;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.session.SpeakerSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The baselines beside E8's rule: per speaker set and rule, first-visit harm (summed, mean per
 * world), the worlds within {H} + 1 and against today's rule world by world (W1's and W4's
 * comparisons, applied to every rule and reported, not judged), diversions and those on the
 * wrong speakers' claims; then E8's per-arm and per-speaker tables for every arm.
 */
public final class E8BaselinesSection {
    /** The arm every rule's harm is set against: one honest speaker, E8's rule (arm T's life). */
    static final String HONEST = SpeakerSet.H.label() + ":trust";

    private E8BaselinesSection() {
    }

    static void figures(Section.Builder s, Lab lab) {
        E8Result r = lab.get(E8Baselines.DOC);
        if (r == null) {
            return;
        }
        s.p("Reported, not predicted: no rule judges these figures, and none of E8's verdicts"
                + " moves. The trust, notrust and known arms are E8's own, world for world"
                + " (E8BaselinesTest); the majority and reputation arms ran on the same worlds"
                + " and frames.");
        s.h3("First-visit harm per world, each rule against {H} and today's rule");
        List<List<Text>> rows = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            rows.add(comparison(e.getKey(), e.getValue(), r));
        }
        s.table(List.of("arm", "first-visit harm (sum)", "mean per world",
                "worlds within {H} + 1", "worlds below today's rule",
                "worlds above today's rule", "diversions", "on wrong speakers' claims",
                "P3 worlds"), rows);
        List<List<Text>> arms = new ArrayList<>();
        List<List<Text>> speakers = new ArrayList<>();
        for (Map.Entry<String, E8Result.Arm> e : r.arms().entrySet()) {
            arms.add(E8Section.armRow(e.getKey(), e.getValue()));
            speakers.addAll(E8Section.speakerRows(e.getKey(), e.getValue()));
        }
        s.h3("Per world and per speaker");
        s.table(List.of("arm", "first-visit harm (sum)", "per world", "harm", "diversions",
                "on wrong speakers' claims", "P3 worlds"), arms);
        s.table(List.of("arm", "speaker", "heeded (turns)", "diversions",
                "no diversion after B's 1st / 2nd contradiction", "borne out", "contradicted",
                "ever disbelieved (by E8's rule)", "believed at the end (by E8's rule)"),
                speakers);
        List<Block> rule = new ArrayList<>();
        r.config().rules().forEach((name, what) -> rule.add(new Block.Paragraph(Text.plain(
                name + ": " + what))));
        rule.add(new Block.Paragraph(Text.plain("Channel: " + r.config().channel() + ". Under"
                + " today's rule one diversion may use two speakers' claims, and under the"
                + " majority vote every speaker on the winning side of a vote B followed, so the"
                + " per-speaker counts may add up to more than B's diversions. \"Believed\" in"
                + " the speaker table is E8's rule's reading of B's checks in every arm.")));
        s.fold("The rules", rule);
    }

    /** One arm's row: its harm against {H}'s and today's rule's, world by world. */
    static List<Text> comparison(String name, E8Result.Arm arm, E8Result r) {
        E8Result.Arm honest = r.arms().get(HONEST);
        E8Result.Arm today = r.arms().get(arm.set() + ":notrust");
        int n = arm.worlds().size();
        int within = 0;
        int below = 0;
        int above = 0;
        for (int i = 0; i < n; i++) {
            int h = arm.worlds().get(i).world().firstVisitHarm();
            within += honest != null && h <= honest.worlds().get(i).world().firstVisitHarm() + 1
                    ? 1 : 0;
            int t = today == null ? h : today.worlds().get(i).world().firstVisitHarm();
            below += h < t ? 1 : 0;
            above += h > t ? 1 : 0;
        }
        E8Result.Totals t = arm.totals();
        boolean isToday = arm.rule().equals("notrust");
        return List.of(Text.strong(name), Text.plain(Integer.toString(t.firstVisitHarm())),
                Text.plain(String.format(Locale.ROOT, "%.2f", n == 0 ? 0.0
                        : (double) t.firstVisitHarm() / n)),
                Text.plain(within + " of " + n),
                Text.plain(isToday ? "-" : below + " of " + n),
                Text.plain(isToday ? "-" : above + " of " + n),
                Text.plain(Integer.toString(t.diversions())),
                Text.plain(Integer.toString(t.wrongDiversions())),
                Text.check(t.p3Holds() == t.worlds(), t.p3Holds() + " / " + t.worlds()));
    }
}
