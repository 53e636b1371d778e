package echoai.link1.bench.e3;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.api.RoomTest;
import echoai.link1.audio.Pcm16;
import echoai.link1.bench.Json;
import echoai.link1.modem.AirProfile;
import echoai.link1.bench.StrictJson.Broken;
import echoai.link1.bench.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Room-test rows (docs/web.md, "A room-test row"): one untrusted file read strictly into an
 * {@link E3Contribution}, or refused with the first rule it breaks. Every rule of the contract's
 * table is checked; a row's identity is the SHA-256 of its canonical bytes ({@link #canonical}),
 * so key order and whitespace of the file do not matter.
 */
public final class RoomTestRows {
    /** The row's {@code schema}. */
    public static final String SCHEMA = "link1-room-test";
    /**
     * The row's {@code schema_version}: 2 records the run ({@code listened_s}, {@code heard});
     * version 1 did not, and a page could save one without listening, so it is refused.
     */
    public static final int SCHEMA_VERSION = 2;
    /** The row's {@code sequence}: {@code echoai.link1.api.RoomTest}'s. */
    public static final String SEQUENCE = "room-test-1";
    /** The largest file read. */
    public static final int MAX_BYTES = 64 * 1024;
    /** A row's keys, in its order. */
    static final List<String> KEYS = List.of("schema", "schema_version", "sequence", "date",
            "page", "player", "listener", "distance_m", "room", "capture_rate_hz", "listened_s",
            "heard", "user_agent", "profiles");
    /** The longest listening a row may record, s: a day. */
    private static final BigDecimal MAX_LISTENED = BigDecimal.valueOf(86_400);
    /** The most frames a row may say it heard (every receiver's, repeats included). */
    private static final int MAX_HEARD = 1_000_000;
    private static final int MAX_WORDS = 120;
    private static final int MAX_USER_AGENT = 300;
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}");
    private static final BigDecimal MAX_DISTANCE = BigDecimal.valueOf(100);
    private static final ObjectReader READER = Json.MAPPER.reader()
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .with(StreamReadFeature.STRICT_DUPLICATE_DETECTION);

    private RoomTestRows() {
    }

    /** A file that is not a valid room-test row: the file and the rule it breaks. */
    public static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        private final String file;
        private final String problem;

        Refused(String file, String problem) {
            super(file + ": " + problem);
            this.file = file;
            this.problem = problem;
        }

        /**
         * The file refused.
         *
         * @return its path as given ({@link #read}) or its base name
         */
        public String file() {
            return file;
        }

        /**
         * Why.
         *
         * @return the rule broken, one line
         */
        public String problem() {
            return problem;
        }
    }

    /**
     * Reads one row file.
     *
     * @param file a room-test row
     * @return the validated row with its SHA-256 and the file's base name
     * @throws Refused when it is larger than {@value #MAX_BYTES} bytes, is not one JSON object
     *     or breaks a rule of the contract
     * @throws IOException when it cannot be read
     */
    public static E3Contribution read(Path file) throws Refused, IOException {
        String name = file.getFileName().toString();
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        try {
            return parse(bytes, name);
        } catch (Refused r) {
            throw new Refused(file.toString(), r.problem());
        }
    }

    /**
     * Validates one row's bytes.
     *
     * @param bytes the file's content
     * @param name the file's base name
     * @return the validated row with its SHA-256 and {@code name}
     * @throws Refused when the bytes are not a valid row
     */
    static E3Contribution parse(byte[] bytes, String name) throws Refused {
        if (bytes.length > MAX_BYTES) {
            throw new Refused(name, "larger than " + MAX_BYTES + " bytes (64 KiB)");
        }
        JsonNode node;
        try {
            node = READER.readTree(bytes);
        } catch (IOException e) {
            String why = e instanceof JacksonException j ? j.getOriginalMessage() : e.getMessage();
            throw new Refused(name, "not valid JSON: " + why.lines().findFirst().orElse(""));
        }
        if (node == null || node.isMissingNode() || !node.isObject()) {
            throw new Refused(name, "not one JSON object");
        }
        try {
            E3Contribution row = row((ObjectNode) node, name);
            return row.withProvenance(sha256(row), name);
        } catch (Broken b) {
            throw new Refused(name, b.getMessage());
        }
    }

    private static E3Contribution row(ObjectNode node, String name) {
        if (node.path("schema_version").isInt() && node.get("schema_version").intValue() == 1) {
            // before its keys: a version 1 row lacks listened_s and heard, and that is the reason
            throw new Broken("schema_version 1 records no run (how long the listener listened,"
                    + " what it heard) and a page could save it without listening: run the test"
                    + " and download the row again");
        }
        StrictJson.exactKeys(node, KEYS, "the row");
        String schema = exactly(StrictJson.text(node, "schema", ""), SCHEMA, "schema");
        int version = StrictJson.integer(node, "schema_version", SCHEMA_VERSION, SCHEMA_VERSION,
                "");
        String sequence = exactly(StrictJson.text(node, "sequence", ""), SEQUENCE, "sequence");
        String page = StrictJson.text(node, "page", "");
        if (!page.equals("unknown") && !COMMIT.matcher(page).matches()) {
            throw new Broken("page must be 40 lowercase hex digits or 'unknown': '" + page + "'");
        }
        String player = notBlank(StrictJson.words(node, "player", MAX_WORDS, ""), "player");
        String listener = notBlank(StrictJson.words(node, "listener", MAX_WORDS, ""),
                "listener");
        String room = StrictJson.words(node, "room", MAX_WORDS, "");
        int rate = StrictJson.integer(node, "capture_rate_hz", 8000, 96000, "");
        BigDecimal listened = listened(node);
        int heard = StrictJson.integer(node, "heard", 0, MAX_HEARD, "");
        String agent = StrictJson.words(node, "user_agent", MAX_USER_AGENT, "");
        List<E3Contribution.Profile> profiles = RoomTestProfiles.read(
                StrictJson.array(node, "profiles", 1, 3, ""));
        evidence(listened, heard, profiles);
        return new E3Contribution(schema, version, sequence, date(node), page, player, listener,
                distance(node), room, rate, listened, heard, agent, profiles, "", name);
    }

    private static String exactly(String value, String expected, String key) {
        if (!value.equals(expected)) {
            throw new Broken(key + " must be '" + expected + "': '" + value + "'");
        }
        return value;
    }

    private static String notBlank(String value, String key) {
        if (value.isBlank()) {
            throw new Broken(key + " must not be blank");
        }
        return value;
    }

    private static String date(JsonNode node) {
        String date = StrictJson.text(node, "date", "");
        try {
            if (DATE.matcher(date).matches()) {
                LocalDate.parse(date, DateTimeFormatter.ISO_LOCAL_DATE);
                return date;
            }
        } catch (DateTimeParseException e) {
            // not a calendar date: refused below
        }
        throw new Broken("date must be a real calendar date, YYYY-MM-DD: '" + date + "'");
    }

    /** {@code listened_s}: in (0, 86400], to 0.1 s, without trailing zeros. */
    private static BigDecimal listened(JsonNode node) {
        BigDecimal s = StrictJson.number(node, "listened_s", "");
        if (s.signum() <= 0 || s.compareTo(MAX_LISTENED) > 0) {
            throw new Broken("listened_s must be in (0, 86400]: " + s.toPlainString()
                    + (s.signum() == 0 ? " (the listener never listened: no run of the test)"
                    : ""));
        }
        s = s.stripTrailingZeros();
        if (s.scale() > 1) {
            throw new Broken("listened_s must be given to 0.1 s: " + s.toPlainString());
        }
        return s.scale() < 0 ? s.setScale(0) : s;
    }

    /**
     * The evidence of a run: the listener listened at least as long as the 16 frames of each
     * profile in the row take to play (their airtime alone, without the gaps), and it heard at
     * least the frames the row counts as found or wrong. A row that claims a profile's frames
     * were lost without having listened for them measured nothing.
     */
    private static void evidence(BigDecimal listened, int heard,
                                 List<E3Contribution.Profile> profiles) {
        int counted = 0;
        for (E3Contribution.Profile p : profiles) {
            BigDecimal airtime = airtimeSeconds(AirProfile.parse(p.profile()));
            if (listened.compareTo(airtime) < 0) {
                throw new Broken("listened_s " + listened.toPlainString() + " is shorter than"
                        + " the " + RoomTest.FRAMES_PER_PROFILE + " frames of " + p.profile()
                        + " take to play (" + airtime.toPlainString() + " s): the row holds no"
                        + " run of the test for " + p.profile());
            }
            counted += p.found() + p.wrong();
        }
        if (heard < counted) {
            throw new Broken("heard must be at least the frames found and wrong, " + counted
                    + ": " + heard);
        }
    }

    /**
     * The airtime of one profile's 16 frames, rounded down to 0.1 s.
     *
     * @param profile a profile of the room test
     * @return seconds
     */
    public static BigDecimal airtimeSeconds(AirProfile profile) {
        long samples = (long) RoomTest.FRAMES_PER_PROFILE * profile.frameSamples();
        return BigDecimal.valueOf(samples).divide(BigDecimal.valueOf(Pcm16.SAMPLE_RATE_HZ), 1,
                java.math.RoundingMode.FLOOR);
    }

    /** {@code distance_m}: null, or in (0, 100] without trailing zeros. */
    private static BigDecimal distance(JsonNode node) {
        if (node.get("distance_m").isNull()) {
            return null;
        }
        BigDecimal d = StrictJson.number(node, "distance_m", "");
        if (d.signum() <= 0 || d.compareTo(MAX_DISTANCE) > 0) {
            throw new Broken("distance_m must be in (0, 100] or null: " + d.toPlainString());
        }
        d = d.stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0) : d;
    }

    /**
     * A row's canonical bytes: the row as one line of JSON by the bench's one mapper
     * ({@link Json#line}) with its provenance blanked ({@code sha256} and {@code file} empty):
     * keys in the row's order, profiles in the test's order, {@code per} and the interval with
     * 4 decimals, the distance without trailing zeros, whatever the file's layout was.
     *
     * @param row a validated row
     * @return its canonical UTF-8 bytes
     */
    static byte[] canonical(E3Contribution row) {
        return Json.line(row.withProvenance("", "")).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The row's identity.
     *
     * @param row a validated row
     * @return the SHA-256 of {@link #canonical}, 64 lowercase hex digits
     */
    public static String sha256(E3Contribution row) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(canonical(row)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this JVM", e);
        }
    }
}
