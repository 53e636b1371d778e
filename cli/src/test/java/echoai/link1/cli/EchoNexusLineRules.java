package echoai.link1.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import echoai.link1.bench.Json;
import echoai.nexus0.Action;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The echo-nexus backend v1 line rules, read as the harness reads a backend's merged output: line
 * by line, each line parsed alone. A line is plain text or one JSON object; a line that looks like
 * JSON (its first non-blank character one of <code>{ } [ ] "</code>) but is not one whole object
 * is a fragment. Result text is at most 180 characters; a frame has a rectangular grid of at most
 * 1024×1024 integers and an {@code observer.position} [x, y] inside it; a telemetry line has the
 * {@code action_name} of its {@code action}. {@link #check} returns the violations, one per line
 * at fault, empty when the output follows the rules.
 */
final class EchoNexusLineRules {
    static final int MAX_LINE_BYTES = 2_000_000;
    static final int MAX_RESULT_CHARS = 180;
    static final int MAX_GRID_SIDE = 1024;

    private static final ObjectReader READER = Json.MAPPER.reader()
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** What one output held, line by line. */
    record Tally(int lines, int other, int frames, int telemetry, int results, List<String> violations) {
    }

    private EchoNexusLineRules() {
    }

    static Tally check(String output) {
        List<String> bad = new ArrayList<>();
        int[] kinds = new int[4];
        String[] lines = output.split("\n", -1);
        int count = output.endsWith("\n") ? lines.length - 1 : lines.length;
        for (int i = 0; i < count; i++) {
            String line = lines[i];
            String fault = checkLine(line, kinds);
            if (fault != null) {
                bad.add("line " + (i + 1) + ": " + fault + ": " + abbreviate(line));
            }
        }
        return new Tally(count, kinds[0], kinds[1], kinds[2], kinds[3], bad);
    }

    /** The fault of one line, or null; counts it into {@code kinds} (other, frame, telemetry, result). */
    private static String checkLine(String line, int[] kinds) {
        if (line.getBytes(StandardCharsets.UTF_8).length > MAX_LINE_BYTES) {
            return "longer than 2 MB";
        }
        String lead = line.strip();
        if (lead.isEmpty() || "{}[]\"".indexOf(lead.charAt(0)) < 0) {
            kinds[0]++;
            return null;
        }
        JsonNode obj;
        try {
            obj = READER.readTree(line);
        } catch (JsonProcessingException e) {
            return "a JSON fragment, not one object";
        }
        if (obj == null || !obj.isObject()) {
            return "JSON but not an object";
        }
        String kind = obj.path("kind").asText("");
        switch (kind) {
            case "frame" -> kinds[1]++;
            case "telemetry" -> kinds[2]++;
            case "result" -> kinds[3]++;
            default -> kinds[0]++;
        }
        return switch (kind) {
            case "frame" -> frameFault(obj);
            case "telemetry" -> telemetryFault(obj);
            case "result" -> resultFault(obj);
            default -> null;
        };
    }

    private static String resultFault(JsonNode obj) {
        JsonNode text = obj.get("text");
        if (text == null || !text.isTextual()) {
            return "result without a text";
        }
        String s = text.asText();
        int chars = s.codePointCount(0, s.length());
        return chars <= MAX_RESULT_CHARS ? null : "result text of " + chars + " characters";
    }

    private static String telemetryFault(JsonNode obj) {
        JsonNode name = obj.get("action_name");
        if (name == null || !name.isTextual() || name.asText().isEmpty()) {
            return "telemetry without action_name";
        }
        JsonNode action = obj.get("action");
        if (action != null && !(action.isInt()
                && action.asInt() >= 0 && action.asInt() < Action.COUNT
                && Action.of(action.asInt()).name().equals(name.asText()))) {
            return "action_name " + name.asText() + " is not action " + action;
        }
        return null;
    }

    private static String frameFault(JsonNode obj) {
        JsonNode grid = obj.get("grid");
        if (grid == null || !grid.isArray() || grid.isEmpty() || grid.size() > MAX_GRID_SIDE) {
            return "frame grid missing, empty or over 1024 rows";
        }
        int width = grid.get(0).size();
        for (JsonNode row : grid) {
            if (!row.isArray() || row.size() != width || width == 0 || width > MAX_GRID_SIDE) {
                return "frame grid not rectangular (or a row empty or over 1024)";
            }
            for (JsonNode code : row) {
                if (!code.isIntegralNumber() || !code.canConvertToInt()) {
                    return "frame grid holds a non-integer " + code;
                }
            }
        }
        JsonNode pos = obj.path("observer").get("position");
        if (pos == null || !pos.isArray() || pos.size() != 2
                || !pos.get(0).isInt() || !pos.get(1).isInt()) {
            return "frame without observer.position [x, y]";
        }
        int x = pos.get(0).asInt();
        int y = pos.get(1).asInt();
        return x >= 0 && x < width && y >= 0 && y < grid.size() ? null
                : "observer.position " + pos + " outside the " + width + "x" + grid.size() + " grid";
    }

    private static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 77) + "...";
    }
}
