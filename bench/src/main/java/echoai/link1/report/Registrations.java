package echoai.link1.report;

import echoai.link1.bench.e7.E7Verdicts;
import echoai.link1.bench.e9.DiscoveryVerdicts;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Every registration of predictions, each with its own verdict counts, for the tiles at the top
 * of the page: v1 (P1–P7, docs/spec/LINK1.md), V2-1 (R1–R4, E2-rooms) and V2-2 (U1–U5,
 * understanding-rooms, docs/spec/LINK1-v2.md), E7 (M1–M6, a room of agents, docs/spec/E7.md)
 * and E9 (D1–D7, discovery, docs/spec/E9.md). A red prediction is named on its tile, so no red
 * sits unseen further down. A new registration is one more entry in {@link #tally}.
 */
final class Registrations {
    private Registrations() {
    }

    /** The tiles of {@code lab}'s registrations, in the order they were registered. */
    static Block.Tally tally(Lab lab) {
        List<Block.Count> counts = new ArrayList<>();
        List<Predictions.Row> v1 = Predictions.rows(lab);
        counts.add(count("v1", "P1–P7 · docs/spec/LINK1.md", PredictionsSection.ID,
                v1.stream().map(r -> new Verdict(r.id(), r.verdict())).toList()));
        List<V2Verdicts.Row> v2 = V2Verdicts.rows(lab);
        counts.add(count("V2-1", "R1–R4 · E2-rooms", PredictionsSection.V2_ID,
                of(v2, id -> id.startsWith("R"))));
        counts.add(count("V2-2", "U1–U5 · understanding-rooms", PredictionsSection.V2_ID,
                of(v2, id -> id.startsWith("U"))));
        counts.add(count("V2-3", "U3r, U3i · U3 re-registered", U3RerunSection.ID,
                lab.u3Rerun() == null ? List.of() : List.of(
                        new Verdict("U3r", lab.u3Rerun().u3r().verdict().toString()),
                        new Verdict("U3i", lab.u3Rerun().u3i().verdict().toString()))));
        E7Verdicts e7 = lab.v2Predictions() == null ? null : lab.v2Predictions().roomOfAgents();
        counts.add(count("E7", "M1–M6 · room of agents", E7Section.ID,
                e7 == null ? List.of() : E7Section.verdicts(e7)));
        DiscoveryVerdicts e9 = lab.v2Predictions() == null ? null : lab.v2Predictions().e9();
        counts.add(count("E9", "D1–D7 · discovery", E9Section.ID, e9 == null ? List.of()
                : of(E9Section.rows(e9), id -> true)));
        return new Block.Tally(counts);
    }

    /** One prediction's id and verdict (null: not run yet). */
    record Verdict(String id, String word) {
    }

    private static List<Verdict> of(List<V2Verdicts.Row> rows, Predicate<String> ids) {
        return rows.stream().filter(r -> ids.test(r.id()))
                .map(r -> new Verdict(r.id(), r.verdict())).toList();
    }

    /** The counts of one registration; predictions not run yet count as pending. */
    static Block.Count count(String name, String what, String anchor, List<Verdict> verdicts) {
        int green = 0;
        int red = 0;
        int pending = 0;
        List<String> reds = new ArrayList<>();
        boolean anyRun = false;
        for (Verdict v : verdicts) {
            anyRun |= v.word() != null;
            if ("green".equals(v.word())) {
                green++;
            } else if ("red".equals(v.word())) {
                red++;
                reds.add(v.id());
            } else {
                pending++;
            }
        }
        return anyRun ? new Block.Count(name, what, green, red, pending, reds, anchor)
                : new Block.Count(name, what, 0, 0, 0, List.of(), anchor);
    }
}
