package echoai.link1.bench.e4;

import echoai.link1.bench.e4.Arms;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Text;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The P3 audit (the firewall) and P4 (the bounded lie), per arm: in how many worlds each guard
 * held. P4 uses the advice budget the run's config names.
 */
public final class AuditSection {
    /** Every arm: a P3 guard. */
    private static final String EVERY_ARM = "*";

    /**
     * One guard: its column label, the arm it is asserted in ({@value #EVERY_ARM} for every
     * arm, "" for none: shown for reference) and what must hold in a world.
     */
    record Guard(String label, String assertedIn, Predicate<WorldResult> holds) {
        boolean asserted(String arm) {
            return assertedIn.equals(EVERY_ARM) || assertedIn.equals(arm);
        }
    }

    private AuditSection() {
    }

    /** The guards, P4's with {@code adviceBudget} diversions per site. */
    static List<Guard> guards(int adviceBudget) {
        return List.of(
                new Guard("false facts = 0", EVERY_ARM, w -> w.falseFacts() == 0),
                new Guard("destroyed = 0", EVERY_ARM, w -> w.destroyed() == 0),
                new Guard("cortex calls = 0", EVERY_ARM, w -> w.cortexCalls() == 0),
                new Guard("testimony writes to CAM/T/Q = 0", EVERY_ARM,
                        w -> w.testimonyCoreWrites() == 0),
                new Guard("replay matches", EVERY_ARM, WorldResult::replayMatches),
                new Guard("unexplained diversions = 0", EVERY_ARM,
                        w -> w.unexplainedDiversions() == 0),
                new Guard("P4: diversions ≤ " + adviceBudget + " × sites", "L",
                        w -> w.diversions() <= (long) adviceBudget * w.sitesCounted()),
                new Guard("accepted corrupt = 0", "", w -> w.acceptedCorrupt() == 0));
    }

    /** The advice budget of the run (E4's config, else E5's); 0 when neither ran. */
    static int adviceBudget(Lab lab) {
        return lab.get(E4Understanding.DOC) != null ? lab.get(E4Understanding.DOC).config().adviceBudget()
                : lab.get(E5Dialogue.DOC) != null ? lab.get(E5Dialogue.DOC).config().adviceBudget() : 0;
    }

    static void audit(Section.Builder s, Lab lab) {
        List<Arms.Arm> arms = Arms.of(lab);
        if (arms.isEmpty()) {
            return;
        }
        List<Guard> guards = guards(adviceBudget(lab));
        int failures = 0;
        List<List<Text>> rows = new ArrayList<>();
        for (Arms.Arm a : arms) {
            int n = a.worlds().size();
            List<Text> row = new ArrayList<>(List.of(Text.strong(a.name()),
                    Text.plain(Integer.toString(n))));
            for (Guard g : guards) {
                int held = a.count(g.holds());
                failures += g.asserted(a.name()) && held != n ? 1 : 0;
                row.add(Text.check(held == n, held + "/" + n));
            }
            rows.add(row);
        }
        s.p(Text.plain("Every P3 guard in every arm and world, and P4 in L: ").then(Text.check(
                failures == 0, failures == 0 ? "holds" : failures == 1 ? "1 column fails"
                : failures + " columns fail")));
        List<String> header = new ArrayList<>(List.of("arm", "worlds"));
        guards.forEach(g -> header.add(g.label()));
        s.table(header, rows);
        s.p("P4 is asserted for L (the liar); the other arms are shown for reference. "
                + "Accepted corrupt is not part of P3: it is P5's and P6's.");
    }
}
