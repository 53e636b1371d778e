package echoai.link1.web;

import java.util.ArrayList;
import java.util.List;

/**
 * The open two-way stations ({@link TwoWayStation}) behind the integer handles JavaScript holds.
 * A closed handle's slot is reused by the next open, as {@link MessageListeners} does.
 */
final class TwoWayStations {
    private final List<TwoWayStation> stations = new ArrayList<>();

    /** The station's handle. */
    int open(TwoWayStation station) {
        int handle = stations.indexOf(null);
        if (handle < 0) {
            stations.add(station);
            return stations.size() - 1;
        }
        stations.set(handle, station);
        return handle;
    }

    /** The open station behind {@code handle}. */
    TwoWayStation get(int handle) {
        TwoWayStation s = handle >= 0 && handle < stations.size() ? stations.get(handle) : null;
        if (s == null) {
            throw new IllegalArgumentException("handle must be an open station's: " + handle);
        }
        return s;
    }

    /** Forgets the station; its handle may be given out again. */
    void close(int handle) {
        get(handle);
        stations.set(handle, null);
    }
}
