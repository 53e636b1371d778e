package echoai.nexus0;

import echoai.wsp.Postcard;
import java.util.HashMap;
import java.util.Map;

/**
 * CAM: the distinct observation postcards the agent has seen, in order of first sight; the index
 * is the state id. Append-only: no public method removes or changes an entry. Capacity is fixed
 * at construction (storage allocated up front).
 */
public final class Cam {
    private final Postcard[] entries;
    private final Map<Postcard, Integer> index;
    private int size;

    /**
     * An empty CAM.
     *
     * @param capacity most distinct observations, ≥ 1
     * @throws IllegalArgumentException when {@code capacity} is below 1
     */
    public Cam(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        }
        entries = new Postcard[capacity];
        index = new HashMap<>(capacity * 2);
    }

    /**
     * Number of entries.
     *
     * @return 0..capacity
     */
    public int size() {
        return size;
    }

    /**
     * The fixed capacity.
     *
     * @return ≥ 1
     */
    public int capacity() {
        return entries.length;
    }

    /**
     * One entry.
     *
     * @param s the state id, 0 ≤ s &lt; size
     * @return the entry
     * @throws IllegalArgumentException when {@code s} is out of range
     */
    public Postcard get(int s) {
        if (s < 0 || s >= size) {
            throw new IllegalArgumentException("s must be in [0, " + (size - 1) + "]: " + s);
        }
        return entries[s];
    }

    /**
     * The state id of an observation.
     *
     * @param observation the postcard
     * @return its id, or -1 if never seen
     */
    public int indexOf(Postcard observation) {
        Integer s = index.get(observation);
        return s == null ? -1 : s;
    }

    /** The state id of {@code observation}, appending it first if it is new (agent only). */
    int intern(Postcard observation) {
        int s = indexOf(observation);
        if (s >= 0) {
            return s;
        }
        if (size == entries.length) {
            throw new IllegalStateException("CAM full: " + size);
        }
        entries[size] = observation;
        index.put(observation, size);
        return size++;
    }

    /** TEST ONLY: appends a postcard the agent never perceived (a planted false fact). */
    void testOnlyPlant(Postcard forged) {
        entries[size] = forged;
        index.put(forged, size);
        size++;
    }

    /** TEST ONLY: overwrites entry {@code s} (a destroyed fact). */
    void testOnlyOverwrite(int s, Postcard forged) {
        index.remove(entries[s]);
        entries[s] = forged;
        index.put(forged, s);
    }
}
