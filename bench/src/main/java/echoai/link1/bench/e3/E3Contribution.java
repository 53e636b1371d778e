package echoai.link1.bench.e3;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * One contributed room-test row in {@code E3.json} (docs/web.md, "A room-test row"): measured by
 * a user's two devices through the browser page, validated on import ({@code link1 bench E3
 * --import}), not measured by the checkout that holds it. The row's own fields in the row's
 * order, then its provenance: the SHA-256 of its canonical bytes and the file it came from.
 *
 * @param schema        {@code link1-room-test}
 * @param schemaVersion the row's schema version (1)
 * @param sequence      the sequence played ({@code room-test-1})
 * @param date          the listener's date, {@code YYYY-MM-DD}
 * @param page          the commit the page was built from (40 hex digits), or {@code unknown}
 * @param player        the user's words on the playing device
 * @param listener      the user's words on the listening device
 * @param distanceM     metres between speaker and microphone, or null when not given
 * @param room          the user's words on the room
 * @param captureRateHz the listener's capture rate
 * @param listenedS     how long the listener listened, s (the audio its receivers took)
 * @param heard         the frames the listener heard, every profile's, repeats included
 * @param userAgent     the listening browser's user agent
 * @param profiles      one entry per profile played, in the test's order (K1, K2, R)
 * @param sha256        the SHA-256 of the row's canonical JSON, 64 lowercase hex digits
 * @param file          the base name of the file the row was imported from
 */
public record E3Contribution(String schema, int schemaVersion, String sequence, String date,
                             String page, String player, String listener, BigDecimal distanceM,
                             String room, int captureRateHz, BigDecimal listenedS, int heard,
                             String userAgent,
                             List<Profile> profiles, String sha256, String file) {
    /**
     * Checks the components and copies the collections.
     *
     * @param schema {@code link1-room-test}
     * @param schemaVersion the row's schema version (1)
     * @param sequence the sequence played ({@code room-test-1})
     * @param date the listener's date, {@code YYYY-MM-DD}
     * @param page the commit the page was built from (40 hex digits), or {@code unknown}
     * @param player the user's words on the playing device
     * @param listener the user's words on the listening device
     * @param distanceM metres between speaker and microphone, or null when not given
     * @param room the user's words on the room
     * @param captureRateHz the listener's capture rate
     * @param listenedS how long the listener listened, s
     * @param heard the frames the listener heard, repeats included
     * @param userAgent the listening browser's user agent
     * @param profiles one entry per profile played, in the test's order (K1, K2, R)
     * @param sha256 the SHA-256 of the row's canonical JSON, 64 lowercase hex digits
     * @param file the base name of the file the row was imported from
     * @throws NullPointerException when a component other than {@code distanceM} is null
     */
    public E3Contribution {
        Objects.requireNonNull(listenedS, "listenedS");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(sequence, "sequence");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(page, "page");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(room, "room");
        Objects.requireNonNull(userAgent, "userAgent");
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(file, "file");
        profiles = List.copyOf(profiles);
    }

    /**
     * The same row with other provenance (the import fills it in once the row is validated).
     *
     * @param sha256 the SHA-256 of the row's canonical JSON
     * @param file the base name of the file the row came from
     * @return the row with that provenance
     */
    public E3Contribution withProvenance(String sha256, String file) {
        return new E3Contribution(schema, schemaVersion, sequence, date, page, player, listener,
                distanceM, room, captureRateHz, listenedS, heard, userAgent, profiles, sha256, file);
    }

    /**
     * One profile's part of a row: what the listener heard of its 16 frames.
     *
     * @param profile     {@code k1}, {@code k2} or {@code r}
     * @param sent        frames played (16)
     * @param found       distinct frames of the profile's sequence heard
     * @param lost        sent − found
     * @param wrong       the number of {@code wrongFrames}
     * @param wrongFrames frames that passed the CRC and are none of the sequence, 44 hex digits
     * @param per         lost / sent, 4 decimals
     * @param perCi95     the 95 % Wilson interval of lost / sent, [low, high], 4 decimals
     */
    public record Profile(String profile, int sent, int found, int lost, int wrong,
                          List<String> wrongFrames, BigDecimal per, List<BigDecimal> perCi95) {
        /**
         * Checks the components and copies the collections.
         *
         * @param profile {@code k1}, {@code k2} or {@code r}
         * @param sent frames played (16)
         * @param found distinct frames of the profile's sequence heard
         * @param lost sent − found
         * @param wrong the number of {@code wrongFrames}
         * @param wrongFrames frames that passed the CRC and are none of the sequence, 44 hex
         *     digits
         * @param per lost / sent, 4 decimals
         * @param perCi95 the 95 % Wilson interval of lost / sent, [low, high], 4 decimals
         * @throws NullPointerException when a component is null
         */
        public Profile {
            Objects.requireNonNull(profile, "profile");
            Objects.requireNonNull(per, "per");
            wrongFrames = List.copyOf(wrongFrames);
            perCi95 = List.copyOf(perCi95);
        }
    }
}
