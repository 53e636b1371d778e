package echoai.link1.bench.messagesair;

import java.util.List;
import java.util.Objects;

/**
 * {@code v3/Messages-air.json} (issue 39, registered in docs/spec/MESSAGE.md, "Messages-air"):
 * messages of 100 B, 1 KiB and 10 KiB across E2-rooms' living room at 3 m, one way and two
 * ways with F, R and Q, ggwave NORMAL and FAST in pieces of 140 bytes, and the two ways a room
 * can try to make a receiver deliver a wrong message.
 *
 * @param schemaVersion  the results schema version
 * @param experiment     {@code Messages-air}
 * @param title          one line saying what it measures
 * @param seedSet        the seed set's label
 * @param seedBases      the seed bases, comma-separated
 * @param seedDerivation how each try's seed is derived
 * @param room           the case every try runs in
 * @param method         how a try is run, per mode
 * @param ggwaveVersion  the npm package's version the bridge loaded
 * @param cells          per size, per arm and mode
 */
public record MessagesAirResult(int schemaVersion, String experiment, String title,
                                String seedSet, String seedBases, String seedDerivation,
                                String room, String method, String ggwaveVersion,
                                List<MessageCell> cells) {
    /**
     * Checks the components and copies the list.
     *
     * @param schemaVersion the results schema version
     * @param experiment {@code Messages-air}
     * @param title one line saying what it measures
     * @param seedSet the seed set's label
     * @param seedBases the seed bases, comma-separated
     * @param seedDerivation how each try's seed is derived
     * @param room the case every try runs in
     * @param method how a try is run, per mode
     * @param ggwaveVersion the npm package's version the bridge loaded
     * @param cells per size, per arm and mode
     * @throws NullPointerException when a component is null
     */
    public MessagesAirResult {
        Objects.requireNonNull(experiment, "experiment");
        Objects.requireNonNull(ggwaveVersion, "ggwaveVersion");
        cells = List.copyOf(cells);
    }

    /** The cell of an arm, mode and size, or null. */
    public MessageCell cell(String arm, String mode, int bytes) {
        return cells.stream().filter(c -> c.is(arm, mode, bytes)).findFirst().orElse(null);
    }
}
