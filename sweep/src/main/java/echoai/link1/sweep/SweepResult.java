package echoai.link1.sweep;

import com.fasterxml.jackson.annotation.JsonInclude;
import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.understandingrooms.RoomsVerdicts;
import echoai.link1.bench.v1.PredictionsResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code sweep.json}: what a sweep ran and, for each v1 prediction but P6 (judged from E2, which a
 * sweep does not run), its rule evaluated on the sweep's worlds, with the rates and 95 %
 * intervals of {@code predictions.json}, beside the registered 64-world verdict (which stays as
 * registered: a sweep judges nothing). Deterministic: no timings (those are in perf.json).
 *
 * @param schemaVersion   {@link Json#SCHEMA_VERSION}
 * @param grid            the grid as run
 * @param seedSet         the seeds' label
 * @param worlds          worlds per arm
 * @param blocks          seed blocks (tasks)
 * @param note            how to read {@code rules}
 * @param rules           P1–P5 and P7 on the sweep beside the registered verdicts (empty when
 *                        the grid has no v1 arms)
 * @param benchComparison the sweep beside the bench on the same seeds, or null
 * @param roomsRules      V2-2's U1–U5 on the rooms arms beside their registered verdicts
 *                        ({@link #roomsRules}); absent when the grid has no points
 */
public record SweepResult(int schemaVersion, Grid grid, String seedSet, int worlds, int blocks,
                          String note, List<Rule> rules, BenchComparison benchComparison,
                          @JsonInclude(JsonInclude.Include.NON_NULL) List<Rule> roomsRules) {
    /** What {@code rules} means, written into the file. */
    public static final String NOTE = "each v1 rule evaluated on the sweep's worlds (rule_on_sweep),"
            + " beside the verdict registered on the 64 eval worlds (registered_verdict), which"
            + " stands as registered; the numbers (rates, 95 % Wilson intervals, sign tests) are"
            + " predictions.json's, computed by the bench's code; P6 comes from E2 and is left out";

    public SweepResult {
        Objects.requireNonNull(grid, "grid");
        rules = List.copyOf(rules);
        roomsRules = roomsRules == null ? null : List.copyOf(roomsRules);
    }

    /**
     * One prediction's rule on the sweep.
     *
     * @param prediction        P1 … P7
     * @param rule              the rule as the bench writes it
     * @param registeredVerdict the verdict in the registered predictions.json (null if not found)
     * @param ruleOnSweep       the rule evaluated on the sweep's worlds
     * @param numbers           the numbers behind it (the bench's record)
     */
    public record Rule(String prediction, String rule, Verdict registeredVerdict,
                       Verdict ruleOnSweep, Object numbers) {
    }

    /** The rules of {@code sweep} beside {@code registered} (null when there is none). */
    public static List<Rule> rules(PredictionsResult sweep, PredictionsResult registered) {
        List<Rule> out = new ArrayList<>();
        add(out, "P1", sweep.p1(), registered == null ? null : registered.p1());
        add(out, "P2", sweep.p2(), registered == null ? null : registered.p2());
        add(out, "P3", sweep.p3(), registered == null ? null : registered.p3());
        add(out, "P4", sweep.p4(), registered == null ? null : registered.p4());
        add(out, "P5", sweep.p5(), registered == null ? null : registered.p5());
        add(out, "P7", sweep.p7(), registered == null ? null : registered.p7());
        return out;
    }

    /**
     * U1–U5 of the rooms arms ({@code UnderstandingRooms.rules}: on another grid than V2-2's,
     * U3 and U4 are pending) beside the verdicts in the registered v2/predictions.json (null
     * when there is none).
     */
    public static List<Rule> roomsRules(RoomsVerdicts sweep, RoomsVerdicts registered) {
        List<Rule> out = new ArrayList<>();
        add(out, "U1", sweep.u1(), registered == null ? null : registered.u1());
        add(out, "U2", sweep.u2(), registered == null ? null : registered.u2());
        add(out, "U3", sweep.u3(), registered == null ? null : registered.u3());
        add(out, "U4", sweep.u4(), registered == null ? null : registered.u4());
        add(out, "U5", sweep.u5(), registered == null ? null : registered.u5());
        return out;
    }

    private static void add(List<Rule> out, String name, Prediction<?> sweep,
                            Prediction<?> registered) {
        out.add(new Rule(name, sweep.rule(), registered == null ? null : registered.verdict(),
                sweep.verdict(), sweep.numbers()));
    }
}
