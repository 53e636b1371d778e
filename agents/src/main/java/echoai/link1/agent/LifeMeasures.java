package echoai.link1.agent;

import echoai.nexus0.AgentView;
import echoai.nexus0.Gate;
import echoai.nexus0.Referent;
import echoai.nexus0.TurnRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The per-life measures the bench reports for a listener (LINK1.md, "Experiments"), computed
 * from the agent's own journal and view, so that the bench, the sessions, the CLI and library
 * users all count with the same code.
 *
 * <p>First-visit harm walks the journal in turn order and keys each turn by the cell it was
 * played at ({@link TurnRecord#cell()}, where the agent stood when it acted — not
 * {@link TurnRecord#nextCell()}, where the move took it): a cell counts when the first action the
 * agent executed there (after the gate: WAIT after a VETO) got a negative reward.
 *
 * @param firstVisitHarm cells (0..32) whose first executed action got a reward &lt; 0
 * @param harm           turns (0..256) with a reward &lt; 0
 * @param totalReturn    the sum of rewards (the spec's {@code return})
 * @param diversions     proposal-time diversions, vetoed ones included (≥ 0)
 * @param sitesCounted   distinct referents among everything the agent observed (its CAM; ≥ 0)
 * @param gateVetoes     turns (0..256) whose proposal the gate vetoed
 */
public record LifeMeasures(int firstVisitHarm, int harm, int totalReturn, int diversions,
                           int sitesCounted, int gateVetoes) {
    /**
     * The measures of one life.
     *
     * @param firstVisitHarm cells (0..32) whose first executed action got a reward &lt; 0
     * @param harm turns (0..256) with a reward &lt; 0
     * @param totalReturn the sum of rewards, any sign
     * @param diversions proposal-time diversions, ≥ 0
     * @param sitesCounted distinct referents in the CAM, ≥ 0
     * @param gateVetoes turns (0..256) whose proposal the gate vetoed
     * @throws IllegalArgumentException when a count is negative
     */
    public LifeMeasures {
        nonNegative("firstVisitHarm", firstVisitHarm);
        nonNegative("harm", harm);
        nonNegative("diversions", diversions);
        nonNegative("sitesCounted", sitesCounted);
        nonNegative("gateVetoes", gateVetoes);
    }

    /**
     * The measures of a listener's life so far (diversions from its advice budget).
     *
     * @param agent the listener, never null
     * @return its measures
     */
    public static LifeMeasures of(TalkingAgent agent) {
        Objects.requireNonNull(agent, "agent");
        return of(agent.journal(), agent.view(), agent.budget().total());
    }

    /**
     * The measures of any NEXUS-0 life so far, from its journal, its view (for the CAM) and the
     * diversions its proposer made (0 for a plain NEXUS-0 agent).
     *
     * @param journal the life's turn records, in turn order
     * @param view the agent's view (its CAM)
     * @param diversions diversions its proposer made, ≥ 0
     * @return the measures
     */
    public static LifeMeasures of(List<TurnRecord> journal, AgentView view, int diversions) {
        int harm = 0;
        int totalReturn = 0;
        int vetoes = 0;
        for (TurnRecord rec : journal) {
            harm += hurt(rec) ? 1 : 0;
            totalReturn += rec.reward();
            vetoes += rec.verdict() == Gate.Verdict.VETO ? 1 : 0;
        }
        return new LifeMeasures(firstVisitHarm(journal), harm, totalReturn, diversions,
                sitesCounted(view), vetoes);
    }

    /**
     * The record of each cell's first visit ({@link TurnRecord#cell()}).
     *
     * @param journal turn records, in turn order
     * @return one record per distinct cell, in turn order
     */
    public static List<TurnRecord> firstVisits(List<TurnRecord> journal) {
        Set<Integer> visited = new HashSet<>();
        List<TurnRecord> out = new ArrayList<>();
        for (TurnRecord rec : journal) {
            if (visited.add(rec.cell())) {
                out.add(rec);
            }
        }
        return out;
    }

    /**
     * The first visits that hurt: the cells first-visit harm counts.
     *
     * @param journal turn records, in turn order
     * @return the harmful first visits, in turn order, unmodifiable
     */
    public static List<TurnRecord> harmfulFirstVisits(List<TurnRecord> journal) {
        return firstVisits(journal).stream().filter(LifeMeasures::hurt).toList();
    }

    /**
     * Cells whose first executed action got a negative reward.
     *
     * @param journal turn records, in turn order
     * @return the count, 0..32
     */
    public static int firstVisitHarm(List<TurnRecord> journal) {
        return harmfulFirstVisits(journal).size();
    }

    /**
     * Distinct referents among the CAM entries of a view.
     *
     * @param view the agent's view
     * @return the count, 0 or more
     */
    public static int sitesCounted(AgentView view) {
        Set<Integer> refs = new HashSet<>();
        for (int s = 0; s < view.camSize(); s++) {
            refs.add(Referent.of(view.cam(s)));
        }
        return refs.size();
    }

    /**
     * Whether a turn hurt.
     *
     * @param rec the turn's record
     * @return true when its reward is negative
     */
    public static boolean hurt(TurnRecord rec) {
        return rec.reward() < 0;
    }

    private static void nonNegative(String name, int value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be >= 0: " + value);
        }
    }
}
