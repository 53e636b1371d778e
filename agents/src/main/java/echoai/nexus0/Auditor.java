package echoai.nexus0;

import echoai.wsp.Postcard;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Checks an agent's facts (CAM and T) against its own journal, written apart from the agent's
 * code: it rebuilds what was perceived and executed from the {@link TurnRecord}s alone, keyed by
 * observation postcard (never by the agent's state ids), and compares each snapshot with it.
 *
 * <ul>
 *   <li><b>false_facts</b>: CAM entries that were never perceived, plus (s, a) entries whose
 *       n or last-harm turn differs from what the journal says was executed. Reported as the
 *       largest count seen at any check (a false fact once held is not forgiven).</li>
 *   <li><b>destroyed</b>: facts removed or changed between consecutive checks: CAM entries
 *       missing or different at an earlier index, n(s, a) that went down, last-harm turns that
 *       went back. Cumulative.</li>
 * </ul>
 *
 * <p>Use: {@link #check(TurnRecord, CoreSnapshot)} after every turn, in order.
 */
public final class Auditor {
    private final Set<Postcard> perceived = new LinkedHashSet<>();
    private final Map<Postcard, int[]> executedCounts = new HashMap<>();
    private final Map<Postcard, int[]> executedHarm = new HashMap<>();
    private CoreSnapshot previous = new CoreSnapshot(List.of(), List.of(), List.of(), List.of());
    private int falseFacts;
    private int destroyed;
    private int checks;

    /** An auditor that has seen nothing yet. */
    public Auditor() {
    }

    /**
     * Takes in one turn's record and the agent's facts right after that turn.
     *
     * @param rec the turn's record, never null
     * @param after the snapshot right after the turn
     */
    public void check(TurnRecord rec, CoreSnapshot after) {
        Objects.requireNonNull(rec, "rec");
        Objects.requireNonNull(after, "after");
        if (rec.turn() != checks) {
            throw new IllegalArgumentException("turn must be " + checks + ": " + rec.turn());
        }
        perceive(rec);
        falseFacts = Math.max(falseFacts, countFalse(after));
        destroyed += countDestroyed(previous, after);
        previous = after;
    }

    /**
     * Audits a whole journal against one final snapshot (destroyed needs per-turn checks).
     *
     * @param journal the records, in turn order
     * @param last the snapshot after the last turn
     * @return the auditor, every record checked
     */
    public static Auditor ofFinal(List<TurnRecord> journal, CoreSnapshot last) {
        Auditor auditor = new Auditor();
        for (int i = 0; i < journal.size(); i++) {
            auditor.perceive(journal.get(i));
        }
        auditor.falseFacts = auditor.countFalse(last);
        return auditor;
    }

    private void perceive(TurnRecord rec) {
        perceived.add(rec.observation());
        perceived.add(rec.nextObservation());
        int a = rec.action().ordinal();
        executedCounts.computeIfAbsent(rec.observation(), k -> new int[Action.COUNT])[a]++;
        if (rec.reward() < 0) {
            executedHarm.computeIfAbsent(rec.observation(), k -> noHarm())[a] = rec.turn();
        }
        checks++;
    }

    private static int[] noHarm() {
        return new int[] {Transitions.NO_HARM, Transitions.NO_HARM, Transitions.NO_HARM};
    }

    private int countFalse(CoreSnapshot core) {
        int count = 0;
        for (int s = 0; s < core.camSize(); s++) {
            Postcard obs = core.cam().get(s);
            if (!perceived.contains(obs)) {
                count++;
            }
            int[] n = executedCounts.getOrDefault(obs, new int[Action.COUNT]);
            int[] h = executedHarm.getOrDefault(obs, noHarm());
            for (Action a : Action.values()) {
                if (core.n(s, a) != n[a.ordinal()] || core.lastHarm(s, a) != h[a.ordinal()]) {
                    count++;
                }
            }
        }
        return count;
    }

    private static int countDestroyed(CoreSnapshot before, CoreSnapshot after) {
        int count = 0;
        for (int s = 0; s < before.camSize(); s++) {
            if (s >= after.camSize() || !before.cam().get(s).equals(after.cam().get(s))) {
                count++;
                continue;
            }
            for (Action a : Action.values()) {
                if (after.n(s, a) < before.n(s, a) || after.lastHarm(s, a) < before.lastHarm(s, a)) {
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * False facts: the largest count seen at any check.
     *
     * @return the count, 0 or more
     */
    public int falseFacts() {
        return falseFacts;
    }

    /**
     * Facts removed or changed between checks, cumulative.
     *
     * @return the count, 0 or more
     */
    public int destroyed() {
        return destroyed;
    }

    /**
     * Turns checked.
     *
     * @return the count, 0 or more
     */
    public int checks() {
        return checks;
    }
}
