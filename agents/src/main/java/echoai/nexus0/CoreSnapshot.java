package echoai.nexus0;

import echoai.wsp.Postcard;
import java.util.ArrayList;
import java.util.List;

/**
 * An immutable copy of an agent's CAM, T and Q at one moment, for comparison and auditing. The
 * per-pair lists are flat, index {@code s * 3 + a}, for s in 0..camSize-1.
 *
 * @param cam      CAM entries in order
 * @param counts   n(s, a)
 * @param values   Q(s, a)
 * @param lastHarm last-harm turn of (s, a), -1 if none
 */
public record CoreSnapshot(List<Postcard> cam, List<Integer> counts, List<Integer> values,
                           List<Integer> lastHarm) {

    /**
     * A snapshot; the lists are copied.
     *
     * @param cam CAM entries in order
     * @param counts n(s, a), camSize·3 entries
     * @param values Q(s, a), camSize·3 entries
     * @param lastHarm last-harm turn of (s, a), -1 if none, camSize·3 entries
     * @throws IllegalArgumentException when a per-pair list has the wrong size
     */
    public CoreSnapshot {
        cam = List.copyOf(cam);
        counts = List.copyOf(counts);
        values = List.copyOf(values);
        lastHarm = List.copyOf(lastHarm);
        int pairs = cam.size() * Action.COUNT;
        if (counts.size() != pairs || values.size() != pairs || lastHarm.size() != pairs) {
            throw new IllegalArgumentException("per-pair lists must have camSize * 3 = " + pairs
                    + " entries: " + counts.size() + ", " + values.size() + ", " + lastHarm.size());
        }
    }

    /**
     * A snapshot of whatever a view shows now.
     *
     * @param view the view
     * @return the snapshot
     */
    public static CoreSnapshot of(AgentView view) {
        int size = view.camSize();
        List<Postcard> cam = new ArrayList<>(size);
        List<Integer> n = new ArrayList<>(size * Action.COUNT);
        List<Integer> q = new ArrayList<>(size * Action.COUNT);
        List<Integer> h = new ArrayList<>(size * Action.COUNT);
        for (int s = 0; s < size; s++) {
            cam.add(view.cam(s));
            for (Action a : Action.values()) {
                n.add(view.n(s, a));
                q.add(view.q(s, a));
                h.add(view.lastHarm(s, a));
            }
        }
        return new CoreSnapshot(cam, n, q, h);
    }

    /**
     * Number of CAM entries.
     *
     * @return the count, 0 or more
     */
    public int camSize() {
        return cam.size();
    }

    /**
     * n(s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return times tried, ≥ 0
     */
    public int n(int s, Action a) {
        return counts.get(s * Action.COUNT + a.ordinal());
    }

    /**
     * Q(s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return the value
     */
    public int q(int s, Action a) {
        return values.get(s * Action.COUNT + a.ordinal());
    }

    /**
     * Last-harm turn of (s, a).
     *
     * @param s the state id, 0..camSize-1
     * @param a the action
     * @return the turn, or -1 if none
     */
    public int lastHarm(int s, Action a) {
        return lastHarm.get(s * Action.COUNT + a.ordinal());
    }
}
