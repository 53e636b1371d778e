package echoai.link1.agent;

import echoai.nexus0.Action;
import echoai.nexus0.CoreSnapshot;
import echoai.nexus0.Referent;
import echoai.nexus0.TurnRecord;
import echoai.wsp.Postcard;
import java.util.HashMap;
import java.util.Map;

/**
 * The per-turn oracle of P3, written apart from the code it checks. It shares none of the
 * listener's proposal code or data: not {@link ListeningRule} or {@link Listening}, not
 * NEXUS-0's policy functions, not the budget constant, not the {@link TestimonyStore} the rule
 * reads. It keeps its own literal budget ({@value #BUDGET}, LINK1.md "How the novice listens"),
 * its own greedy and least-tried choices (NEXUS0.md, "The agent", step 2), its own ledger, and
 * its own reading of the raw frames the listener heard ({@link OracleEar}).
 *
 * <p>Each turn, from the snapshot of CAM, T and Q taken before the turn, the turn's observation
 * and what was heard, it recomputes the proposal the rule allows and compares it with the
 * proposal that reached the gate ({@link TurnRecord#proposal()}). Every mismatch is an
 * unexplained diversion (must stay 0).
 */
public final class Oracle {
    /** Diversions allowed per site: the literal of LINK1.md, not the rule's constant. */
    static final int BUDGET = 4;
    /** NEXUS0.md: an exploration turn is one with t % 8 == 7. */
    private static final int EXPLORATION_PERIOD = 8;

    private final OracleEar ear = new OracleEar();
    /** E9's own discovery (null for the v1 rule: testimony under the site's own referent). */
    private final OracleSight sight;
    /** E8's own account of B's trust (null unless B weighs its speakers). */
    private final OracleTrust trust;
    /** Its own count of the speakers' votes (null unless B follows the majority). */
    private final OracleVote vote;
    private final Map<Integer, Integer> ledger = new HashMap<>();
    private int checked;
    private int unexplained;
    private int diversions;

    /** An oracle that has checked nothing yet. */
    public Oracle() {
        this(null, null);
    }

    private Oracle(OracleSight sight, OracleTrust trust) {
        this(sight, trust, null);
    }

    private Oracle(OracleSight sight, OracleTrust trust, OracleVote vote) {
        this.sight = sight;
        this.trust = trust;
        this.vote = vote;
    }

    /** An oracle of a trusting listener with another account of trust (tests plant mutants). */
    Oracle(OracleTrust trust) {
        this(null, trust);
    }

    /**
     * The oracle of E8's trusting listener ({@code docs/spec/E8.md}): the same rule, except that
     * at a site it reads only the claims of the speaker B heeds there, by its own account of
     * B's trust in each speaker ({@code OracleTrust}: its own tally from B's turns, its own
     * check and threshold, sharing no code or data with the listener's), and none when no
     * speaker B still believes spoke about the site.
     *
     * @return an oracle that has checked nothing yet
     */
    public static Oracle trusting() {
        return new Oracle(null, new OracleTrust());
    }

    /**
     * The oracle of the reputation baseline ({@code docs/bench/e8-baselines.md}): E8's, except
     * that by its own account a speaker may steer B only once B has confirmed more of its claims
     * than it refuted.
     *
     * @return an oracle that has checked nothing yet
     */
    public static Oracle reputation() {
        return new Oracle(null, new OracleTrust(true));
    }

    /**
     * The oracle of the majority-vote baseline ({@code docs/bench/e8-baselines.md}): the same
     * rule, except that the value heard on (site, action) is the one its own count of the
     * speakers' votes gives ({@code OracleVote}: each speaker's latest sign there, a tie giving
     * none), sharing no code with the listener's vote.
     *
     * @return an oracle that has checked nothing yet
     */
    public static Oracle majority() {
        return new Oracle(null, null, new OracleVote());
    }

    /**
     * The oracle of E9's discovering listener ({@code docs/spec/E9.md}): the same rule, except
     * that testimony is read under the referent A would give to what B sees, when the oracle's
     * own account of the discovery ({@code OracleSight}, sharing no code with the listener's
     * belief) says B has identified A's perception there, and not at all otherwise; the budget
     * is kept per site as B sees it.
     *
     * @return an oracle that has checked nothing yet
     */
    public static Oracle discovering() {
        return new Oracle(new OracleSight(), null);
    }

    /**
     * Shows the oracle one frame the listener's decoder accepted, as its 22 wire bytes, in the
     * order heard.
     *
     * @param frame22 the frame's 22 wire bytes
     * @throws IllegalArgumentException if the bytes are not an accepted frame
     */
    public void hear(byte[] frame22) {
        ear.hear(frame22);
    }

    /**
     * Checks one turn.
     *
     * @param before the core as it stood before the turn
     * @param rec the turn's record
     * @return true when the proposal is the one the rule allows
     */
    public boolean check(CoreSnapshot before, TurnRecord rec) {
        Action expected = Action.of(expected(before, rec.turn(), rec.observation()));
        if (trust != null) {
            trust.witness(Referent.of(rec.observation()), rec.action().ordinal(), rec.reward(),
                    ear);
        }
        checked++;
        if (expected != rec.proposal()) {
            unexplained++;
            return false;
        }
        return true;
    }

    private int expected(CoreSnapshot before, int t, Postcard obs) {
        int s = before.cam().indexOf(obs);
        int[] n = new int[Action.COUNT];
        int[] q = new int[Action.COUNT];
        if (s >= 0) {
            for (Action a : Action.values()) {
                n[a.ordinal()] = before.n(s, a);
                q[a.ordinal()] = before.q(s, a);
            }
        }
        if (t % EXPLORATION_PERIOD == EXPLORATION_PERIOD - 1) {
            return leastTried(n);
        }
        int own = greedy(q);
        int r = Referent.of(obs);
        int about = sight == null ? r : sight.theirs(before.cam(), obs, ear.referents());
        if (about < 0) {
            return own;
        }
        int spent = ledger.getOrDefault(r, 0);
        if (spent >= BUDGET) {
            return own;
        }
        int speaker = trust == null ? -1 : trust.heededAt(about, ear);
        if (trust != null && speaker < 0) {
            return own;
        }
        int[] informed = q.clone();
        for (int a = 0; a < informed.length; a++) {
            Integer heard = vote != null ? vote.value(about, a, ear)
                    : trust == null ? ear.value(about, a) : ear.value(speaker, about, a);
            if (n[a] == 0 && heard != null) {
                informed[a] = heard;
            }
        }
        int allowed = greedy(informed);
        if (allowed != own) {
            ledger.put(r, spent + 1);
            diversions++;
        }
        return allowed;
    }

    /** argmax Q(s, a): scan APPROACH, AVOID, WAIT and move only on a larger value (ties first). */
    static int greedy(int[] values) {
        int best = 0;
        for (int a = 1; a < values.length; a++) {
            if (values[a] > values[best]) {
                best = a;
            }
        }
        return best;
    }

    /** argmin n(s, a): scan WAIT, AVOID, APPROACH and move only on a smaller count (ties last). */
    static int leastTried(int[] counts) {
        int best = counts.length - 1;
        for (int a = counts.length - 2; a >= 0; a--) {
            if (counts[a] < counts[best]) {
                best = a;
            }
        }
        return best;
    }

    /**
     * Turns checked.
     *
     * @return the count, 0 or more
     */
    public int checked() {
        return checked;
    }

    /**
     * Proposals that differed from what the rule allows.
     *
     * @return the count, 0 or more
     */
    public int unexplainedDiversions() {
        return unexplained;
    }

    /**
     * Diversions the oracle's own ledger counted.
     *
     * @return the count, 0 or more
     */
    public int diversions() {
        return diversions;
    }

    /**
     * CLAIMs the oracle read from the frames it was shown (replaced ones included).
     *
     * @return the count, 0 or more
     */
    public int claimsRead() {
        return ear.claimsRead();
    }
}
