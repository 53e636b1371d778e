package echoai.link1.report;

import echoai.link1.session.Arm;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The arms of E4, E5 and E6 ({@code {"arms": {"S": {"worlds": [...]}, …}}}) as per-world
 * records, with the statistics the report shows: means, distributions and paired differences
 * by seed. Integer arithmetic and {@link BigDecimal} only, so figures are the same everywhere.
 */
final class ArmData {
    /** The order arms are shown in; others follow in file order. */
    static final List<String> ORDER = List.of("S", "T", "A10", "A0", "X", "L", "D", "E5");

    /** One arm: its name, the file it came from and its worlds in file order. */
    record Arm(String name, String source, List<JsonNode> worlds, String channel) {
        /** The integer {@code key} per seed (worlds without it are left out). */
        Map<Long, Long> bySeed(String key) {
            Map<Long, Long> out = new TreeMap<>();
            for (JsonNode w : worlds) {
                JsonNode v = w.get(key);
                if (w.has("seed") && v != null && v.isNumber()) {
                    out.put(w.get("seed").asLong(), v.asLong());
                }
            }
            return out;
        }

        /** How many worlds have {@code key} equal to {@code value} (as text). */
        int count(String key, String value) {
            int n = 0;
            for (JsonNode w : worlds) {
                if (w.has(key) && w.get(key).asText().equals(value)) {
                    n++;
                }
            }
            return n;
        }

        /** How many worlds have {@code key} at all. */
        int having(String key) {
            int n = 0;
            for (JsonNode w : worlds) {
                n += w.has(key) ? 1 : 0;
            }
            return n;
        }

        /** The sum of a numeric key over the worlds. */
        long sum(String key) {
            long s = 0;
            for (JsonNode w : worlds) {
                JsonNode v = w.get(key);
                s += v != null && v.isNumber() ? v.asLong() : 0;
            }
            return s;
        }

        /** The mean of a numeric key, two decimals, or null when no world has it. */
        BigDecimal mean(String key) {
            int n = 0;
            BigDecimal s = BigDecimal.ZERO;
            for (JsonNode w : worlds) {
                JsonNode v = w.get(key);
                if (v != null && v.isNumber()) {
                    s = s.add(v.decimalValue());
                    n++;
                }
            }
            return n == 0 ? null : s.divide(BigDecimal.valueOf(n), 2, RoundingMode.HALF_UP);
        }

        /** The numeric keys of the first world, in its order (seed left out). */
        List<String> numericKeys() {
            List<String> keys = new ArrayList<>();
            if (worlds.isEmpty()) {
                return keys;
            }
            for (Map.Entry<String, JsonNode> e : worlds.get(0).properties()) {
                if (e.getValue().isNumber() && !e.getKey().equals("seed")) {
                    keys.add(e.getKey());
                }
            }
            return keys;
        }
    }

    private ArmData() {
    }

    /** Every arm found in E4, E5 and E6, in {@link #ORDER}; a repeated name keeps the first. */
    static List<Arm> collect(LabFolder lab) {
        Map<String, Arm> found = new LinkedHashMap<>();
        for (String doc : List.of("E4", "E5")) {
            lab.get(doc).map(d -> d.get("arms")).filter(JsonNode::isObject).ifPresent(arms -> {
                for (Map.Entry<String, JsonNode> e : arms.properties()) {
                    JsonNode worlds = e.getValue().get("worlds");
                    if (worlds != null && worlds.isArray() && !found.containsKey(e.getKey())) {
                        List<JsonNode> list = new ArrayList<>();
                        worlds.forEach(list::add);
                        JsonNode config = lab.get(doc).orElseThrow().path("config");
                        String channel = config.path("channels").path(e.getKey())
                                .asText(config.path("channel").asText(""));
                        found.put(e.getKey(), new Arm(e.getKey(), doc, list, channel));
                    }
                }
            });
        }
        List<Arm> out = new ArrayList<>();
        for (String name : ORDER) {
            if (found.containsKey(name)) {
                out.add(found.remove(name));
            }
        }
        out.addAll(found.values());
        return out;
    }

    /** The arm named {@code name}, or null. */
    static Arm find(List<Arm> arms, String name) {
        for (Arm a : arms) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        return null;
    }

    /** {@code a − b} of {@code key} per common seed, in seed order. */
    static Map<Long, Long> paired(Arm a, Arm b, String key) {
        Map<Long, Long> av = a.bySeed(key);
        Map<Long, Long> bv = b.bySeed(key);
        Map<Long, Long> out = new TreeMap<>();
        for (Map.Entry<Long, Long> e : av.entrySet()) {
            Long other = bv.get(e.getKey());
            if (other != null) {
                out.put(e.getKey(), e.getValue() - other);
            }
        }
        return out;
    }

    /** How the per-world differences a − b fall: below, equal, above, and at most +1. */
    record PairStats(int worlds, int less, int equal, int more, int withinOne) {
    }

    /** The counts of {@link PairStats} for {@code a − b} of {@code key}. */
    static PairStats pairStats(Arm a, Arm b, String key) {
        int less = 0;
        int equal = 0;
        int more = 0;
        int withinOne = 0;
        Map<Long, Long> diff = paired(a, b, key);
        for (long d : diff.values()) {
            less += d < 0 ? 1 : 0;
            equal += d == 0 ? 1 : 0;
            more += d > 0 ? 1 : 0;
            withinOne += d <= 1 ? 1 : 0;
        }
        return new PairStats(diff.size(), less, equal, more, withinOne);
    }

    /** Counts of each value, ascending, with every integer between min and max present. */
    static Map<Long, Integer> histogram(Iterable<Long> values) {
        Map<Long, Integer> h = new TreeMap<>();
        for (long v : values) {
            h.merge(v, 1, Integer::sum);
        }
        if (!h.isEmpty()) {
            long lo = ((TreeMap<Long, Integer>) h).firstKey();
            long hi = ((TreeMap<Long, Integer>) h).lastKey();
            for (long v = lo; v <= hi; v++) {
                h.putIfAbsent(v, 0);
            }
        }
        return h;
    }

    /** "n/total (p %)" with one decimal. */
    static String share(int n, int total) {
        if (total == 0) {
            return "0/0";
        }
        BigDecimal p = BigDecimal.valueOf(100L * n).divide(BigDecimal.valueOf(total), 1,
                RoundingMode.HALF_UP);
        return n + "/" + total + " (" + p.toPlainString() + " %)";
    }
}
