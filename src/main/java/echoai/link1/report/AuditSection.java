package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The P3 audit (the firewall) and P4 (the bounded lie), per arm: in how many worlds each guard
 * held. A guard no world reports is shown as "—", never as passed.
 */
final class AuditSection {
    /** ADVICE_BUDGET of the spec: diversions per site. */
    static final int ADVICE_BUDGET = 4;

    /** One guard: its column label, the key it needs and what must hold. */
    record Guard(String label, String key, Predicate<JsonNode> holds) {
    }

    static final List<Guard> GUARDS = List.of(
            zero("false facts = 0", "false_facts"),
            zero("destroyed = 0", "destroyed"),
            zero("cortex calls = 0", "cortex_calls"),
            zero("testimony writes to CAM/T/Q = 0", "testimony_core_writes"),
            new Guard("replay matches", "replay_matches", w -> w.get("replay_matches").asBoolean()),
            zero("unexplained diversions = 0", "unexplained_diversions"),
            new Guard("P4: diversions ≤ 4 × sites", "diversions", w -> w.has("sites_counted")
                    && w.get("diversions").asLong() <= (long) ADVICE_BUDGET
                    * w.get("sites_counted").asLong()),
            zero("accepted corrupt = 0", "accepted_corrupt"));

    private AuditSection() {
    }

    private static Guard zero(String label, String key) {
        return new Guard(label, key, w -> w.get(key).isNumber() && w.get(key).asLong() == 0);
    }

    /** Worlds of {@code a} where {@code g} held; −1 when no world reports its key. */
    static int held(ArmData.Arm a, Guard g) {
        if (a.having(g.key()) == 0) {
            return -1;
        }
        int held = 0;
        for (JsonNode w : a.worlds()) {
            held += w.has(g.key()) && g.holds().test(w) ? 1 : 0;
        }
        return held;
    }

    /** Whether {@code g} is part of P3 for arm {@code arm} (P4 only for L; corrupt never). */
    static boolean isP3(Guard g, String arm) {
        return !g.key().equals("accepted_corrupt") && (!g.key().equals("diversions")
                || arm.equals("L"));
    }

    static void write(Html h, LabFolder lab, List<ArmData.Arm> arms) {
        h.section("p3", "P3 audit — testimony never becomes fact",
                "Three guards independent of the code they check: the per-turn oracle "
                        + "(unexplained diversions), the deaf replay twin (equal core digests) and "
                        + "the core digest around every hear(); plus the NEXUS-0 auditor.");
        if (arms.isEmpty()) {
            h.notRun("E4.json", Provenance.missingCommand("E4", lab)).end();
            return;
        }
        int failures = 0;
        int checked = 0;
        List<List<String>> rows = new ArrayList<>();
        for (ArmData.Arm a : arms) {
            List<String> row = new ArrayList<>(List.of("<b>" + Html.esc(a.name()) + "</b>",
                    Integer.toString(a.worlds().size())));
            for (Guard g : GUARDS) {
                int held = held(a, g);
                if (held < 0) {
                    row.add("—");
                    continue;
                }
                boolean ok = held == a.worlds().size();
                if (!isP3(g, a.name())) {
                    row.add(Html.check(ok, held + "/" + a.worlds().size()));
                    continue;
                }
                checked++;
                failures += ok ? 0 : 1;
                row.add(Html.check(ok, held + "/" + a.worlds().size()));
            }
            rows.add(row);
        }
        h.pRaw("Every P3 guard in every arm and world, and P4 in L: " + (checked == 0 ? Html.badge(null)
                : Html.check(failures == 0, failures == 0 ? "holds" : failures + " columns fail")));
        List<String> header = new ArrayList<>(List.of("arm", "worlds"));
        GUARDS.forEach(g -> header.add(g.label()));
        h.table(header, rows);
        h.p("P4 is asserted for L (the liar); the other arms are shown for reference. "
                + "Accepted corrupt is not part of P3: it is P5's and P6's.");
        h.end();
    }
}
