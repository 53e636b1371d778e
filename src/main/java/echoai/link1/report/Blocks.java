package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Any JSON document as blocks a person can read: key/value lists and tables. Used where a
 * document's shape is not known in advance (E3, E6, the understanding metrics, extra keys), so
 * the report shows whatever numbers the file holds. Rules: scalars (and arrays of scalars) of an
 * object become one key/value block; an array of objects, or an object whose members are all
 * flat objects, becomes a table (one row per element, nested objects one level deep as dotted
 * columns); any other nested object becomes its own titled group, recursively.
 */
final class Blocks {
    /** Keys every bench document starts with; the report shows them elsewhere. */
    static final Set<String> HEAD = Set.of("schema_version", "experiment", "title", "seed_set");

    /** A titled list of (key, value) pairs. */
    record KeyValues(String title, List<String[]> rows) implements Block {
    }

    /** A titled table. */
    record Table(String title, List<String> header, List<List<String>> rows) implements Block {
    }

    /** One block. */
    sealed interface Block permits KeyValues, Table {
    }

    private Blocks() {
    }

    /** The blocks of {@code node}, skipping the document head and the keys in {@code skip}. */
    static List<Block> of(JsonNode node, Set<String> skip) {
        List<Block> out = new ArrayList<>();
        if (skip.isEmpty() && node.isObject() && allFlatObjects(node)) {
            out.add(tableOfMembers("", node));
            return out;
        }
        walk("", node, skip, out, 0);
        return out;
    }

    /** The text of a scalar as written in the file (decimals keep their scale). */
    static String scalar(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return "—";
        }
        if (v.isBigDecimal()) {
            return v.decimalValue().toPlainString();
        }
        if (v.isArray()) {
            List<String> parts = new ArrayList<>();
            v.forEach(e -> parts.add(scalar(e)));
            return "[" + String.join(", ", parts) + "]";
        }
        if (v.isObject()) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : v.properties()) {
                parts.add(e.getKey() + "=" + scalar(e.getValue()));
            }
            return String.join(", ", parts);
        }
        return v.asText();
    }

    static boolean isFlat(JsonNode v) {
        if (v.isValueNode() || v.isNull()) {
            return true;
        }
        if (v.isArray()) {
            for (JsonNode e : v) {
                if (!(e.isValueNode() || e.isNull())) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean isFlatObject(JsonNode v) {
        if (!v.isObject()) {
            return false;
        }
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!isFlat(e.getValue()) && !(e.getValue().isObject() && allFlat(e.getValue()))) {
                return false;
            }
        }
        return true;
    }

    private static boolean allFlat(JsonNode v) {
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            if (!isFlat(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    private static void walk(String title, JsonNode node, Set<String> skip, List<Block> out,
            int depth) {
        if (node.isArray()) {
            out.add(table(title, List.of(), node));
            return;
        }
        if (!node.isObject()) {
            out.add(new KeyValues(title, List.<String[]>of(new String[] {title, scalar(node)})));
            return;
        }
        List<String[]> kv = new ArrayList<>();
        List<Runnable> later = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            String key = e.getKey();
            JsonNode v = e.getValue();
            if ((depth == 0 && HEAD.contains(key)) || skip.contains(key)) {
                continue;
            }
            String sub = title.isEmpty() ? key : title + " › " + key;
            if (isFlat(v)) {
                kv.add(new String[] {key, scalar(v)});
            } else if (v.isArray() && allObjects(v)) {
                later.add(() -> out.add(table(sub, List.of(), v)));
            } else if (v.isObject() && v.size() > 0 && allFlatObjects(v)) {
                later.add(() -> out.add(tableOfMembers(sub, v)));
            } else if (v.isObject() && allFlat(v) || depth >= 3) {
                later.add(() -> out.add(new KeyValues(sub, flatPairs(v))));
            } else {
                later.add(() -> walk(sub, v, Set.of(), out, depth + 1));
            }
        }
        if (!kv.isEmpty()) {
            out.add(new KeyValues(title, kv));
        }
        later.forEach(Runnable::run);
    }

    private static boolean allObjects(JsonNode array) {
        for (JsonNode e : array) {
            if (!isFlatObject(e)) {
                return false;
            }
        }
        return array.size() > 0;
    }

    private static boolean allFlatObjects(JsonNode object) {
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            if (!isFlatObject(e.getValue()) || e.getValue().size() == 0) {
                return false;
            }
        }
        return object.size() > 1;
    }

    private static List<String[]> flatPairs(JsonNode v) {
        List<String[]> rows = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : v.properties()) {
            rows.add(new String[] {e.getKey(), scalar(e.getValue())});
        }
        return rows;
    }

    /** The nodes as one JSON array. */
    static JsonNode toArray(List<JsonNode> nodes) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        nodes.forEach(a::add);
        return a;
    }

    /** A table of an array of flat objects; {@code lead} columns first when given. */
    static Table table(String title, List<String> lead, JsonNode array) {
        Set<String> columns = new LinkedHashSet<>(lead);
        for (JsonNode e : array) {
            columns.addAll(columnsOf(e));
        }
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode e : array) {
            List<String> row = new ArrayList<>();
            for (String c : columns) {
                row.add(cell(e, c));
            }
            rows.add(row);
        }
        return new Table(title, List.copyOf(columns), rows);
    }

    private static Table tableOfMembers(String title, JsonNode object) {
        Set<String> columns = new LinkedHashSet<>();
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            columns.addAll(columnsOf(e.getValue()));
        }
        List<String> header = new ArrayList<>();
        header.add("");
        header.addAll(columns);
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : object.properties()) {
            List<String> row = new ArrayList<>();
            row.add(e.getKey());
            for (String c : columns) {
                row.add(cell(e.getValue(), c));
            }
            rows.add(row);
        }
        return new Table(title, header, rows);
    }

    private static List<String> columnsOf(JsonNode e) {
        List<String> cols = new ArrayList<>();
        for (Map.Entry<String, JsonNode> f : e.properties()) {
            if (f.getValue().isObject()) {
                for (Map.Entry<String, JsonNode> g : f.getValue().properties()) {
                    cols.add(f.getKey() + "." + g.getKey());
                }
            } else {
                cols.add(f.getKey());
            }
        }
        return cols;
    }

    private static String cell(JsonNode e, String column) {
        int dot = column.indexOf('.');
        JsonNode v = e.get(column);
        if (v == null && dot > 0 && e.get(column.substring(0, dot)) != null) {
            v = e.get(column.substring(0, dot)).get(column.substring(dot + 1));
        }
        return v == null ? "" : scalar(v);
    }
}
