package echoai.link1.agent;

import echoai.nexus0.Action;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * B's belief about its speakers (E8, {@code docs/spec/E8.md}): per speaker, how many of its
 * claims B's own actions bore out and how many they contradicted, and the events in turn order.
 * With the prior of {@link TrustRule} that is a Beta posterior over the speaker's reliability.
 * It lives beside the testimony, never in CAM, T or Q, and only {@link TrustRule#learn} writes
 * it, from B's own turns; nothing a speaker says moves it.
 *
 * <p>Each claim is tested once: the first time B does the claimed action at the claimed site
 * after hearing it (the world is deterministic, so doing it again would tell B nothing new).
 */
public final class TrustLedger {
    private final Map<Integer, int[]> counts = new TreeMap<>();
    private final List<TrustEvent> events = new ArrayList<>();
    private final Set<Long> tested = new HashSet<>();
    private final int thresholdNum;
    private final int thresholdDen;

    /** A ledger with no evidence, E8's threshold. */
    public TrustLedger() {
        this(TrustRule.THRESHOLD_NUM, TrustRule.THRESHOLD_DEN);
    }

    /**
     * A ledger whose speakers are believed while their mean is at least num / den
     * (package-private: the dev measurement of other thresholds, {@code TrustMeasure}).
     */
    TrustLedger(int thresholdNum, int thresholdDen) {
        if (thresholdNum < 0 || thresholdDen <= 0 || thresholdNum > thresholdDen) {
            throw new IllegalArgumentException("threshold must be in [0, 1]: " + thresholdNum
                    + "/" + thresholdDen);
        }
        this.thresholdNum = thresholdNum;
        this.thresholdDen = thresholdDen;
    }

    /** Marks (speaker, referent, action) as tested; false when it already was. */
    boolean markTested(int speaker, int referent, Action action) {
        return tested.add(((long) speaker << 18) | ((long) referent << 2) | action.ordinal());
    }

    /** Adds one piece of evidence. */
    void record(TrustEvent e) {
        counts.computeIfAbsent(e.speaker(), s -> new int[2])[e.agrees() ? 0 : 1]++;
        events.add(e);
    }

    /**
     * Claims of a speaker B's own actions bore out.
     *
     * @param speaker the sender id
     * @return the count, 0 or more
     */
    public int agreements(int speaker) {
        int[] c = counts.get(speaker);
        return c == null ? 0 : c[0];
    }

    /**
     * Claims of a speaker B's own actions contradicted.
     *
     * @param speaker the sender id
     * @return the count, 0 or more
     */
    public int contradictions(int speaker) {
        int[] c = counts.get(speaker);
        return c == null ? 0 : c[1];
    }

    /**
     * Whether B still lets the speaker divert it ({@link TrustRule#believed}).
     *
     * @param speaker the sender id
     * @return true while its posterior mean is at or above the threshold
     */
    public boolean believed(int speaker) {
        return TrustRule.believed(agreements(speaker), contradictions(speaker), thresholdNum,
                thresholdDen);
    }

    /**
     * Every piece of evidence, in the order B found it.
     *
     * @return the events, unmodifiable
     */
    public List<TrustEvent> events() {
        return Collections.unmodifiableList(events);
    }

    /**
     * One speaker's evidence.
     *
     * @param speaker the sender id
     * @return its events in turn order
     */
    public List<TrustEvent> events(int speaker) {
        return events.stream().filter(e -> e.speaker() == speaker).toList();
    }
}
