package echoai.link1.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.io.Serializable;
import java.util.Iterator;
import java.util.Set;

/**
 * One room point of a sweep grid, as the file writes it:
 *
 * <pre>
 * { "room": "living-rt0.5-2m", "background": "white", "snr_db": 30,
 *   "devices": { "playback_hz": 44100, "capture_hz": 48000, "ppm": 200 } }
 * </pre>
 *
 * <p>{@code devices} may be left out: 48 → 48 kHz, 0 ppm, automatic gain, as in V2-2. The
 * background is white, pink or babble (a point needs a finite SNR). Kept as plain values so a
 * grid travels to Spark's executors; {@link #toCase()} builds the bench's point.
 *
 * @param room       a named room point ({@link RoomPoint#named})
 * @param background white, pink or babble
 * @param snrDb      the SNR over the background, dB, in [−30, 80]
 * @param playbackHz 44 100 or 48 000
 * @param captureHz  44 100 or 48 000
 * @param ppm        the capture clock's offset, in [−1000, 1000] ppm
 */
public record RoomPointSpec(String room, String background, double snrDb, int playbackHz,
                            int captureHz, double ppm) implements Serializable {
    private static final Set<String> KEYS = Set.of("room", "background", "snr_db", "devices");
    private static final Set<String> DEVICE_KEYS = Set.of("playback_hz", "capture_hz", "ppm");

    public RoomPointSpec {
        RoomPoint.named(room);
        if (Background.parse(background) == Background.NONE) {
            throw new IllegalArgumentException("a point's background must be white, pink or"
                    + " babble (it needs an SNR): " + background);
        }
        background = Background.parse(background).label();
        room = RoomPoint.named(room).name();
        if (!(snrDb >= -30 && snrDb <= 80)) {
            throw new IllegalArgumentException("snr_db must be in [-30, 80]: " + snrDb);
        }
        new DeviceChain(playbackHz, captureHz, ppm, Double.NaN);
    }

    /** The bench's point: named room, background, SNR, devices with automatic gain. */
    public RoomsCase toCase() {
        return new RoomsCase(RoomPoint.named(room), Background.parse(background), snrDb,
                new DeviceChain(playbackHz, captureHz, ppm, Double.NaN));
    }

    /** A point from its JSON tree; {@code IllegalArgumentException} names what is wrong. */
    public static RoomPointSpec parse(JsonNode tree) {
        if (tree == null || !tree.isObject()) {
            throw new IllegalArgumentException("each of points must be an object: " + tree);
        }
        keys(tree, KEYS, "point");
        JsonNode devices = tree.get("devices");
        int playback = DeviceChain.DEFAULT.playbackRateHz();
        int capture = DeviceChain.DEFAULT.captureRateHz();
        double ppm = 0;
        if (devices != null) {
            if (!devices.isObject()) {
                throw new IllegalArgumentException("devices must be an object: " + devices);
            }
            keys(devices, DEVICE_KEYS, "devices");
            playback = devices.has("playback_hz") ? Grid.integer(devices, "playback_hz") : playback;
            capture = devices.has("capture_hz") ? Grid.integer(devices, "capture_hz") : capture;
            ppm = devices.has("ppm") ? number(devices, "ppm") : ppm;
        }
        return new RoomPointSpec(Grid.required(tree, "room").asText(),
                Grid.required(tree, "background").asText(), number(tree, "snr_db"), playback,
                capture, ppm);
    }

    private static void keys(JsonNode tree, Set<String> allowed, String what) {
        for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw new IllegalArgumentException(what + " key must be one of " + allowed + ": "
                        + key);
            }
        }
    }

    private static double number(JsonNode tree, String key) {
        JsonNode node = Grid.required(tree, key);
        if (!node.isNumber()) {
            throw new IllegalArgumentException(key + " must be a number: " + node);
        }
        return node.doubleValue();
    }

    /** The point as the grid file writes it ({@code devices} only when not the default). */
    public ObjectNode toTree() {
        ObjectNode tree = Json.object().put("room", room).put("background", background);
        Grid.putNumber(tree, "snr_db", snrDb);
        if (playbackHz != DeviceChain.DEFAULT.playbackRateHz()
                || captureHz != DeviceChain.DEFAULT.captureRateHz() || ppm != 0) {
            ObjectNode d = tree.putObject("devices").put("playback_hz", playbackHz)
                    .put("capture_hz", captureHz);
            Grid.putNumber(d, "ppm", ppm);
        }
        return tree;
    }
}
