package echoai.link1.bench.e3;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.api.RoomTest;
import echoai.link1.bench.Json;
import echoai.link1.bench.StrictJson.Broken;
import echoai.link1.bench.StrictJson;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.frame.LinkFrame;
import echoai.link1.modem.AirProfile;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The {@code profiles} of a room-test row (docs/web.md): one to three entries, each profile at
 * most once, each entry's counts, wrong frames, PER and interval checked against the fixed
 * sequence ({@link RoomTest}) and {@link Uncertainty#wilson95}. Read into the test's order.
 */
final class RoomTestProfiles {
    /** An entry's keys, in the row's order. */
    static final List<String> KEYS = List.of("profile", "sent", "found", "lost", "wrong",
            "wrong_frames", "per", "per_ci95");
    /** Wrong frames an entry may list. */
    static final int MAX_WRONG = 64;
    private static final int PER_SCALE = 4;
    private static final Pattern HEX44 = Pattern.compile("[0-9a-f]{44}");

    private RoomTestProfiles() {
    }

    /** The entries of {@code items}, in the test's order (K1, K2, R). */
    static List<E3Contribution.Profile> read(List<JsonNode> items) {
        Map<AirProfile, E3Contribution.Profile> byProfile = new EnumMap<>(AirProfile.class);
        for (int i = 0; i < items.size(); i++) {
            String where = "profiles[" + i + "]";
            E3Contribution.Profile p = entry(items.get(i), where);
            if (byProfile.put(AirProfile.parse(p.profile()), p) != null) {
                throw new Broken(where + ".profile: '" + p.profile() + "' appears twice");
            }
        }
        return List.copyOf(byProfile.values());
    }

    private static E3Contribution.Profile entry(JsonNode node, String name) {
        StrictJson.exactKeys(node, KEYS, name);
        String where = name + ".";
        String label = StrictJson.text(node, "profile", where);
        AirProfile profile = RoomTest.profiles().stream().filter(p -> p.label().equals(label))
                .findFirst().orElseThrow(() -> new Broken(where + "profile must be k1, k2 or r: '"
                        + label + "'"));
        int sent = StrictJson.integer(node, "sent", RoomTest.FRAMES_PER_PROFILE,
                RoomTest.FRAMES_PER_PROFILE, where);
        int found = StrictJson.integer(node, "found", 0, sent, where);
        int lost = StrictJson.integer(node, "lost", 0, sent, where);
        if (lost != sent - found) {
            throw new Broken(where + "lost must be sent - found = " + (sent - found) + ": "
                    + lost);
        }
        List<String> wrongFrames = wrongFrames(node, profile, where);
        int wrong = StrictJson.integer(node, "wrong", 0, MAX_WRONG, where);
        if (wrong != wrongFrames.size()) {
            throw new Broken(where + "wrong must be the number of wrong_frames, "
                    + wrongFrames.size() + ": " + wrong);
        }
        BigDecimal per = Json.ratio(lost, sent, PER_SCALE);
        BigDecimal givenPer = StrictJson.number(node, "per", where);
        if (givenPer.compareTo(per) != 0) {
            throw new Broken(where + "per must be lost / sent to 4 decimals, " + per.toPlainString()
                    + ": " + givenPer.toPlainString());
        }
        Uncertainty.Interval ci = Uncertainty.wilson95(lost, sent);
        List<JsonNode> bounds = StrictJson.array(node, "per_ci95", 2, 2, where);
        BigDecimal low = StrictJson.number(bounds.get(0), where + "per_ci95[0]");
        BigDecimal high = StrictJson.number(bounds.get(1), where + "per_ci95[1]");
        if (low.compareTo(ci.low()) != 0 || high.compareTo(ci.high()) != 0) {
            throw new Broken(where + "per_ci95 must be the 95 % Wilson interval of " + lost + "/"
                    + sent + ", [" + ci.low().toPlainString() + ", " + ci.high().toPlainString()
                    + "]: [" + low.toPlainString() + ", " + high.toPlainString() + "]");
        }
        return new E3Contribution.Profile(label, sent, found, lost, wrong, wrongFrames, per,
                List.of(ci.low(), ci.high()));
    }

    /** Each 44 lowercase hex digits, its CRC holding, none of {@code profile}'s sequence. */
    private static List<String> wrongFrames(JsonNode node, AirProfile profile, String where) {
        List<JsonNode> items = StrictJson.array(node, "wrong_frames", 0, MAX_WRONG, where);
        Set<String> sequence = Set.copyOf(RoomTest.frames(profile).stream()
                .map(LinkFrame::toHex).toList());
        List<String> frames = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            String what = where + "wrong_frames[" + i + "]";
            JsonNode item = items.get(i);
            if (!item.isTextual() || !HEX44.matcher(item.textValue()).matches()) {
                throw new Broken(what + " must be 44 lowercase hex digits");
            }
            String hex = item.textValue();
            if (!LinkFrame.crcOk(HexFormat.of().parseHex(hex))) {
                throw new Broken(what + " fails its CRC: " + hex);
            }
            if (sequence.contains(hex)) {
                throw new Broken(what + " is frame " + RoomTest.indexOf(profile,
                        LinkFrame.fromHex(hex)) + " of " + profile.label()
                        + "'s sequence, not a wrong frame: " + hex);
            }
            frames.add(hex);
        }
        return frames;
    }
}
