package echoai.link1.bench.e3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.api.RoomTest;
import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.modem.AirProfile;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The room-test row's contract (docs/web.md): a valid row is read whole, and each rule of the
 * table broken is refused with a message naming the key and the rule.
 */
class RoomTestRowsTest {
    @TempDir
    Path dir;

    /** A valid row: K1 with one frame lost and one wrong frame, K2 with every frame found. */
    static ObjectNode valid() {
        ObjectNode row = Json.object();
        row.put("schema", "link1-room-test").put("schema_version", 2)
                .put("sequence", "room-test-1").put("date", "2026-12-02").put("page", "unknown")
                .put("player", "laptop A, volume 70 %").put("listener", "phone B")
                .put("distance_m", 1.5).put("room", "living room, door open")
                .put("capture_rate_hz", 48000).put("listened_s", 151.3).put("heard", 60)
                .put("user_agent", "Mozilla/5.0 test");
        ArrayNode profiles = row.putArray("profiles");
        // frame 0 of K2's sequence passes every check and is none of K1's: a wrong frame for K1
        profiles.add(profile("k1", 15, RoomTest.frames(AirProfile.K2).get(0).toHex()));
        profiles.add(profile("k2", 16));
        return row;
    }

    static ObjectNode profile(String label, int found, String... wrong) {
        int lost = 16 - found;
        Uncertainty.Interval ci = Uncertainty.wilson95(lost, 16);
        ObjectNode p = Json.object();
        p.put("profile", label).put("sent", 16).put("found", found).put("lost", lost)
                .put("wrong", wrong.length);
        ArrayNode frames = p.putArray("wrong_frames");
        for (String w : wrong) {
            frames.add(w);
        }
        p.put("per", Json.ratio(lost, 16, 4));
        p.putArray("per_ci95").add(ci.low()).add(ci.high());
        return p;
    }

    static byte[] bytes(Object node) {
        return Json.line(node).getBytes(StandardCharsets.UTF_8);
    }

    private static E3Contribution parse(Object node) throws RoomTestRows.Refused {
        return RoomTestRows.parse(bytes(node), "row.json");
    }

    private static void refused(Consumer<ObjectNode> change, String problem) {
        ObjectNode row = valid();
        change.accept(row);
        assertThatThrownBy(() -> parse(row)).isInstanceOf(RoomTestRows.Refused.class)
                .hasMessageStartingWith("row.json: ").hasMessageContaining(problem)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    private static ObjectNode k1(ObjectNode row) {
        return (ObjectNode) row.get("profiles").get(0);
    }

    @Test
    void aValidRowIsReadWholeWithItsProvenance() throws Exception {
        E3Contribution row = parse(valid());
        assertThat(row.date()).isEqualTo("2026-12-02");
        assertThat(row.distanceM()).isEqualByComparingTo("1.5");
        assertThat(row.captureRateHz()).isEqualTo(48000);
        assertThat(row.profiles()).extracting(E3Contribution.Profile::profile)
                .containsExactly("k1", "k2");
        E3Contribution.Profile k1 = row.profiles().get(0);
        assertThat(k1.found()).isEqualTo(15);
        assertThat(k1.per().toPlainString()).isEqualTo("0.0625");
        assertThat(k1.wrongFrames()).hasSize(1);
        assertThat(row.file()).isEqualTo("row.json");
        assertThat(row.sha256()).matches("[0-9a-f]{64}").isEqualTo(RoomTestRows.sha256(row));
    }

    @Test
    void theIdentityIgnoresKeyOrderWhitespaceProfileOrderAndTheFileName() throws Exception {
        ObjectNode shuffled = Json.object();
        ObjectNode v = valid();
        ArrayNode reversed = Json.array().add(v.get("profiles").get(1)).add(v.get("profiles")
                .get(0));
        shuffled.set("profiles", reversed);
        v.fieldNames().forEachRemaining(k -> {
            if (!k.equals("profiles")) {
                shuffled.set(k, v.get(k));
            }
        });
        byte[] pretty = Json.text(shuffled).getBytes(StandardCharsets.UTF_8);
        E3Contribution a = parse(valid());
        E3Contribution b = RoomTestRows.parse(pretty, "other.json");
        assertThat(b.sha256()).isEqualTo(a.sha256());
        assertThat(b.withProvenance("", "")).isEqualTo(a.withProvenance("", ""));
        ObjectNode changed = valid().put("room", "kitchen");
        assertThat(parse(changed).sha256()).isNotEqualTo(a.sha256());
    }

    @Test
    void numbersAsABrowserWritesThemAreAccepted() throws Exception {
        // JSON.stringify writes 0 for 0.0000 and 0.5 for 0.5000
        ObjectNode row = valid();
        ObjectNode all = profile("r", 16);
        all.put("per", 0);
        all.replace("per_ci95", Json.array().add(0).add(Uncertainty.wilson95(0, 16).high()));
        ((ArrayNode) row.get("profiles")).add(all);
        row.put("distance_m", 2);
        E3Contribution r = parse(row);
        assertThat(r.profiles().get(2).per().toPlainString()).isEqualTo("0.0000");
        assertThat(r.profiles().get(2).perCi95().get(0).toPlainString()).isEqualTo("0.0000");
        assertThat(r.distanceM().toPlainString()).isEqualTo("2");
        assertThat(parse(valid().putNull("distance_m")).distanceM()).isNull();
    }

    @Test
    void theExampleRowOfTheContractIsValid() throws Exception {
        String doc = Files.readString(Path.of("docs/web.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?s)```json\n(.*?)```").matcher(doc);
        assertThat(m.find()).as("a ```json block in docs/web.md").isTrue();
        E3Contribution row = RoomTestRows.parse(m.group(1).getBytes(StandardCharsets.UTF_8),
                "example.json");
        assertThat(row.profiles()).singleElement().satisfies(p -> assertThat(p.perCi95())
                .isEqualTo(java.util.List.of(Uncertainty.wilson95(1, 16).low(),
                        Uncertainty.wilson95(1, 16).high())));
    }

    @Test
    void theKeySetIsExact() {
        refused(r -> r.put("extra", 1), "the row: unknown key 'extra'");
        refused(r -> r.remove("room"), "the row: missing key 'room'");
        refused(r -> k1(r).put("heard", 3), "profiles[0]: unknown key 'heard'");
        refused(r -> k1(r).remove("per_ci95"), "profiles[0]: missing key 'per_ci95'");
    }

    @Test
    void theHeaderIsExactlyTheContracts() {
        refused(r -> r.put("schema", "link1-room"), "schema must be 'link1-room-test'");
        refused(r -> r.put("schema_version", 3), "schema_version must be in [2, 2]");
        refused(r -> r.put("schema_version", "2"), "schema_version must be an integer");
        refused(r -> r.put("sequence", "room-test-2"), "sequence must be 'room-test-1'");
        refused(r -> r.put("page", "ABC"), "page must be 40 lowercase hex digits");
    }

    /**
     * A row records its run: how long the listener listened and what it heard. A row without
     * them (schema version 1, which a page could save before any listening) or with too short a
     * listening for the profiles it counts is no measurement, and refused with the reason.
     */
    @Test
    void aRowWithNoEvidenceOfARunIsRefused() {
        refused(r -> {
            r.put("schema_version", 1);
            r.remove("listened_s");
            r.remove("heard");
        }, "schema_version 1 records no run (how long the listener listened, what it heard)");
        refused(r -> r.remove("listened_s"), "the row: missing key 'listened_s'");
        refused(r -> r.put("listened_s", 0), "listened_s must be in (0, 86400]: 0 (the listener"
                + " never listened: no run of the test)");
        refused(r -> r.put("listened_s", 12.25), "listened_s must be given to 0.1 s: 12.25");
        BigDecimal k1 = RoomTestRows.airtimeSeconds(AirProfile.K1);
        BigDecimal k2 = RoomTestRows.airtimeSeconds(AirProfile.K2);
        BigDecimal shorter = k1.max(k2).subtract(new BigDecimal("0.1"));
        refused(r -> r.put("listened_s", shorter), "listened_s " + shorter.toPlainString()
                + " is shorter than the 16 frames of " + (k1.compareTo(k2) >= 0 ? "k1" : "k2")
                + " take to play");
        refused(r -> r.put("heard", 30), "heard must be at least the frames found and wrong,"
                + " 32: 30");
        // a row as the page saved it before any listening: every profile 0/16, no run
        refused(r -> {
            r.put("listened_s", 0).put("heard", 0);
            r.replace("profiles", Json.array().add(profile("k1", 0)).add(profile("k2", 0))
                    .add(profile("r", 0)));
        }, "listened_s must be in (0, 86400]: 0 (the listener never listened");
        refused(r -> r.put("heard", -1), "heard must be in [0, 1000000]: -1");
    }

    @Test
    void aRunThatHeardNothingIsStillAMeasurement() throws Exception {
        ObjectNode row = valid().put("heard", 0);
        row.replace("profiles", Json.array().add(profile("r", 0)));
        E3Contribution read = parse(row);
        assertThat(read.profiles()).singleElement().satisfies(p -> assertThat(p.lost())
                .isEqualTo(16));
        assertThat(read.listenedS()).isEqualByComparingTo("151.3");
        assertThat(read.heard()).isZero();
    }

    @Test
    void theDateIsARealCalendarDate() {
        refused(r -> r.put("date", "2026-02-30"), "date must be a real calendar date");
        refused(r -> r.put("date", "2026-2-3"), "date must be a real calendar date");
        refused(r -> r.put("date", "+12026-02-03"), "date must be a real calendar date");
    }

    @Test
    void theUsersWordsAreShortAndHoldNoControlCharacter() {
        refused(r -> r.put("room", "kitchen\u0007"), "room holds a control character (U+0007)");
        refused(r -> r.put("player", "a\nb"), "player holds a control character (U+000A)");
        refused(r -> r.put("listener", "x".repeat(121)), "listener is longer than 120");
        refused(r -> r.put("user_agent", "x".repeat(301)), "user_agent is longer than 300");
        refused(r -> r.put("player", "  "), "player must not be blank");
        refused(r -> r.put("room", 3), "room must be a string");
    }

    @Test
    void aLoneSurrogateIsRefused() {
        // a lone surrogate has no UTF-8 form: written back it would become '?'
        String text = Json.line(valid().put("room", "HERE")).replace("HERE", "\\ud800");
        assertThatThrownBy(() -> RoomTestRows.parse(text.getBytes(StandardCharsets.UTF_8),
                "row.json")).hasMessage("row.json: room holds a lone surrogate (U+D800)");
    }

    @Test
    void distanceAndRateAreInRange() {
        refused(r -> r.put("distance_m", 0), "distance_m must be in (0, 100]");
        refused(r -> r.put("distance_m", 100.5), "distance_m must be in (0, 100]");
        refused(r -> r.put("distance_m", "1.5"), "distance_m must be a number");
        refused(r -> r.put("capture_rate_hz", 7999), "capture_rate_hz must be in [8000, 96000]");
        refused(r -> r.put("capture_rate_hz", 48000.5), "capture_rate_hz must be an integer");
    }

    @Test
    void profilesAreOneToThreeEachAtMostOnce() {
        refused(r -> ((ArrayNode) r.get("profiles")).add(profile("k1", 16)),
                "profiles[2].profile: 'k1' appears twice");
        refused(r -> r.putArray("profiles"), "profiles must hold 1 to 3 items: 0");
        refused(r -> k1(r).put("profile", "K1"), "profiles[0].profile must be k1, k2 or r");
    }

    @Test
    void theCountsAddUp() {
        refused(r -> k1(r).put("sent", 15), "profiles[0].sent must be in [16, 16]: 15");
        refused(r -> k1(r).put("sent", 16.0), "profiles[0].sent must be an integer");
        refused(r -> k1(r).put("found", 17), "profiles[0].found must be in [0, 16]: 17");
        refused(r -> k1(r).put("lost", 2), "profiles[0].lost must be sent - found = 1: 2");
        refused(r -> k1(r).put("wrong", 0), "profiles[0].wrong must be the number of"
                + " wrong_frames, 1: 0");
    }

    @Test
    void perAndItsIntervalAreComputedNotTrusted() {
        refused(r -> k1(r).put("per", 0.0624), "profiles[0].per must be lost / sent to 4"
                + " decimals, 0.0625: 0.0624");
        refused(r -> k1(r).put("per", "0.0625"), "profiles[0].per must be a number");
        refused(r -> k1(r).replace("per_ci95", Json.array().add(0.0111).add(0.2832)),
                "profiles[0].per_ci95 must be the 95 % Wilson interval of 1/16, [0.0111, 0.2833]");
        refused(r -> k1(r).replace("per_ci95", Json.array().add(0.0111)),
                "profiles[0].per_ci95 must hold 2 items: 1");
    }

    @Test
    void aWrongFrameHoldsItsCrcAndIsNoneOfTheSequence() {
        String inSequence = RoomTest.frames(AirProfile.K1).get(3).toHex();
        refused(r -> ((ArrayNode) k1(r).get("wrong_frames")).set(0, inSequence),
                "profiles[0].wrong_frames[0] is frame 3 of k1's sequence");
        String good = RoomTest.frames(AirProfile.K2).get(0).toHex();
        String badCrc = good.substring(0, 42) + (good.endsWith("00") ? "01" : "00");
        refused(r -> ((ArrayNode) k1(r).get("wrong_frames")).set(0, badCrc),
                "profiles[0].wrong_frames[0] fails its CRC");
        refused(r -> ((ArrayNode) k1(r).get("wrong_frames")).set(0, good.toUpperCase()),
                "profiles[0].wrong_frames[0] must be 44 lowercase hex digits");
    }

    @Test
    void aFileIsOneJsonObjectOfAtMost64KiB() throws Exception {
        assertThatThrownBy(() -> RoomTestRows.parse(bytes(Json.array().add(valid())), "a.json"))
                .isInstanceOf(RoomTestRows.Refused.class).hasMessage("a.json: not one JSON object");
        byte[] two = (Json.line(valid()) + " {}").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> RoomTestRows.parse(two, "b.json"))
                .hasMessageStartingWith("b.json: not valid JSON");
        String dup = Json.line(valid()).replaceFirst("\\{", "{\"room\":\"x\",");
        assertThatThrownBy(() -> RoomTestRows.parse(dup.getBytes(StandardCharsets.UTF_8),
                "c.json")).hasMessageContaining("c.json: not valid JSON").hasMessageContaining(
                "room");
        ObjectNode big = valid().put("user_agent", "x");
        big.put("padding", " ".repeat(RoomTestRows.MAX_BYTES));
        Path file = dir.resolve("big.json");
        Files.write(file, bytes(big));
        assertThatThrownBy(() -> RoomTestRows.read(file)).isInstanceOf(RoomTestRows.Refused.class)
                .hasMessage(file + ": larger than 65536 bytes (64 KiB)");
    }
}
