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

    /** An empty CAM for at most {@code capacity} distinct observations. */
    public Cam(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        }
        entries = new Postcard[capacity];
        index = new HashMap<>(capacity * 2);
    }

    /** Number of entries. */
    public int size() {
        return size;
    }

    /** The fixed capacity. */
    public int capacity() {
        return entries.length;
    }

    /** Entry {@code s}, 0 ≤ s &lt; size. */
    public Postcard get(int s) {
        if (s < 0 || s >= size) {
            throw new IllegalArgumentException("s must be in [0, " + (size - 1) + "]: " + s);
        }
        return entries[s];
    }

    /** The state id of {@code observation}, or -1 if never seen. */
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
