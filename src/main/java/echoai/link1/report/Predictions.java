package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The registered predictions P1–P7 (LINK1.md, "Registered predictions") and their verdicts as
 * {@code predictions.json} gives them. When that file is missing, P6 is taken from E2.json's own
 * {@code p6} verdict when present (and says so); every other prediction is "not run yet".
 */
final class Predictions {
    /** The registered statements, shortened; the spec's text is the contract. */
    static final Map<String, String> STATEMENTS = Map.of(
            "P1", "truth helps: first-visit harm T < S in ≥ 75 % of worlds, T > S in ≤ 5 %",
            "P2", "content matters: first-visit harm T < X in ≥ 75 % of worlds",
            "P3", "firewall: in every arm and world no false facts, nothing destroyed, no cortex "
                    + "call, no testimony write to CAM/T/Q, replay matches, 0 unexplained diversions",
            "P4", "bounded lie: diversions in L ≤ ADVICE_BUDGET × sites counted, every world",
            "P5", "air suffices: A10 loses ≤ 5 % of postcards, accepts 0 corrupt, harm(A10) ≤ "
                    + "harm(T) + 1 in ≥ 90 % of worlds",
            "P6", "modem: clean loop 0 losses in 200 per K; echo room at ≥ 10 dB PER ≤ 1 % with "
                    + "K=1; 0 accepted corrupt anywhere in E2",
            "P7", "dialogue: E5 uses fewer postcards than T in every world, harm(E5) ≤ harm(T) + 1 "
                    + "in ≥ 90 % of worlds");

    /** One row: id, statement, verdict (null = not run yet), numbers, where it came from. */
    record Row(String id, String statement, String verdict, JsonNode numbers, String source,
               String why) {
    }

    private Predictions() {
    }

    /** P1–P7 in order, then any other prediction the file holds. */
    static List<Row> rows(LabFolder lab) {
        List<Row> rows = new ArrayList<>();
        JsonNode file = lab.get("predictions").orElse(null);
        List<String> ids = new ArrayList<>(List.of("P1", "P2", "P3", "P4", "P5", "P6", "P7"));
        if (file != null) {
            for (Map.Entry<String, JsonNode> e : file.properties()) {
                String id = e.getKey().toUpperCase(Locale.ROOT);
                if (id.matches("P\\d+") && !ids.contains(id)) {
                    ids.add(id);
                }
            }
        }
        for (String id : ids) {
            String statement = STATEMENTS.getOrDefault(id, "");
            JsonNode p = file == null ? null : file.get(id.toLowerCase(Locale.ROOT));
            if (p != null && p.isObject()) {
                rows.add(new Row(id, statement, p.path("verdict").asText("pending"),
                        p.get("numbers"), "predictions.json", p.path("why").asText("")));
            } else if (id.equals("P6") && lab.get("E2").map(d -> d.has("p6")).orElse(false)) {
                JsonNode p6 = lab.get("E2").orElseThrow().get("p6");
                rows.add(new Row(id, statement, p6.path("verdict").asText("pending"), p6,
                        "E2.json p6", ""));
            } else {
                rows.add(new Row(id, statement, null, null, "", ""));
            }
        }
        return rows;
    }

    /** The numbers of a row as "key = value" strings (nested objects one level, dotted). */
    static List<String> numbers(JsonNode numbers) {
        List<String> out = new ArrayList<>();
        if (numbers == null || !numbers.isObject()) {
            if (numbers != null) {
                out.add(Blocks.scalar(numbers));
            }
            return out;
        }
        for (Map.Entry<String, JsonNode> e : numbers.properties()) {
            if (e.getKey().equals("verdict")) {
                continue;
            }
            JsonNode v = e.getValue();
            if (v.isObject()) {
                for (Map.Entry<String, JsonNode> f : v.properties()) {
                    out.add(e.getKey() + "." + f.getKey() + " = " + Blocks.scalar(f.getValue()));
                }
            } else {
                out.add(e.getKey() + " = " + Blocks.scalar(v));
            }
        }
        return out;
    }
}
