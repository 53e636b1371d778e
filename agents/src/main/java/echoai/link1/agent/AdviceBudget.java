package echoai.link1.agent;

import java.util.HashMap;
import java.util.Map;

/**
 * The advice budget ledger (Torrey &amp; Taylor 2013): diversions spent per referent. After
 * {@link ListeningRule#ADVICE_BUDGET} at a site, testimony about it is ignored.
 */
public final class AdviceBudget {
    private final Map<Integer, Integer> spent = new HashMap<>();
    private int total;

    /** A budget with nothing spent. */
    public AdviceBudget() {
    }

    /**
     * Diversions spent at one site.
     *
     * @param referent the site's referent, 0..65535
     * @return the count, 0 or more
     */
    public int used(int referent) {
        return spent.getOrDefault(referent, 0);
    }

    /** Spends one diversion at {@code referent}. */
    void spend(int referent) {
        spent.merge(referent, 1, Integer::sum);
        total++;
    }

    /**
     * Diversions spent in all.
     *
     * @return the count, 0 or more
     */
    public int total() {
        return total;
    }

    /**
     * Referents where at least one diversion was spent.
     *
     * @return the count, 0 or more
     */
    public int sites() {
        return spent.size();
    }
}
