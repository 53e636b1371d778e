package echoai.link1.agent;

import echoai.nexus0.Action;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a listener heard, indexed by referent, per action the latest {@link Testimony}; a later
 * claim on the same (referent, action) replaces the earlier one. Apart from CAM, T and Q by
 * construction: it holds no reference to an agent and has no path into one.
 */
public final class TestimonyStore {
    private final Map<Integer, Testimony[]> byReferent = new TreeMap<>();
    private int stored;

    /** An empty store. */
    public TestimonyStore() {
    }

    /**
     * A store holding testimonies, later ones on the same (referent, action) replacing earlier ones.
     *
     * @param testimonies the testimonies, in hearing order
     * @return the store
     */
    public static TestimonyStore of(Collection<Testimony> testimonies) {
        TestimonyStore store = new TestimonyStore();
        for (Testimony t : testimonies) {
            store.put(t);
        }
        return store;
    }

    /** Keeps {@code t}, replacing what was heard before on its (referent, action). */
    void put(Testimony t) {
        byReferent.computeIfAbsent(t.referent(), r -> new Testimony[Action.COUNT])
                [t.action().ordinal()] = t;
        stored++;
    }

    /**
     * The latest testimony on (referent, action).
     *
     * @param referent the referent, 0..65535
     * @param action the action
     * @return the testimony, or null when none was heard
     */
    public Testimony get(int referent, Action action) {
        Testimony[] row = byReferent.get(referent);
        return row == null ? null : row[action.ordinal()];
    }

    /**
     * The testimonies about a referent.
     *
     * @param referent the referent, 0..65535
     * @return them in action order, maybe empty
     */
    public List<Testimony> about(int referent) {
        Testimony[] row = byReferent.get(referent);
        List<Testimony> out = new ArrayList<>(Action.COUNT);
        if (row != null) {
            for (Testimony t : row) {
                if (t != null) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    /**
     * The referents heard about.
     *
     * @return them ascending (unsigned 16-bit order), unmodifiable
     */
    public List<Integer> referents() {
        return Collections.unmodifiableList(new ArrayList<>(byReferent.keySet()));
    }

    /**
     * Every testimony held.
     *
     * @return them by referent then action
     */
    public List<Testimony> all() {
        List<Testimony> out = new ArrayList<>();
        for (int r : byReferent.keySet()) {
            out.addAll(about(r));
        }
        return out;
    }

    /**
     * Claims taken in (including replaced ones).
     *
     * @return the count, 0 or more
     */
    public int stored() {
        return stored;
    }

    /**
     * Distinct (referent, action) pairs held.
     *
     * @return the count, 0 or more
     */
    public int size() {
        return all().size();
    }
}
