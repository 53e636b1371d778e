package echoai.link1.report;

import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.SeedSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The command and the seeds that produced a document, read from the document itself. */
final class Provenance {
    private Provenance() {
    }

    /** The bench command that writes {@code id}.json with the document's seed set. */
    static String command(String id, JsonNode doc) {
        String set = setOf(doc);
        StringBuilder b = new StringBuilder("./link1 bench ").append(id);
        if (!set.equals("eval")) {
            b.append(" --seeds ").append(set);
        }
        if (doc != null && doc.has("extended")) {
            b.append(" --extended");
        }
        return b.toString();
    }

    /**
     * A document's seed set: its {@code seedSet}, else the first of its {@code sources} (as
     * predictions.json names the seed sets of the files it was computed from), else eval.
     */
    static String setOf(JsonNode doc) {
        if (doc == null) {
            return "eval";
        }
        if (doc.has("seed_set")) {
            return doc.get("seed_set").asText();
        }
        JsonNode sources = doc.path("sources");
        if (sources.isObject() && sources.size() > 0) {
            return sources.elements().next().asText("eval");
        }
        return "eval";
    }

    /** The command for a document that is missing, with the seed set of the others. */
    static String missingCommand(String id, LabFolder lab) {
        String set = seedSetOf(lab);
        return "./link1 bench " + id + (set.equals("eval") ? "" : " --seeds " + set);
    }

    /** The seed set most documents of the folder name (eval when none). */
    static String seedSetOf(LabFolder lab) {
        for (String name : lab.names()) {
            JsonNode d = lab.get(name).orElseThrow();
            if (d.has("seed_set") && d.has("experiment")) {
                return d.get("seed_set").asText();
            }
        }
        return "eval";
    }

    /** "Seed set eval (worlds 1000–1063): E0, E1, …" per seed set found, or "No files." */
    static String summary(LabFolder lab) {
        java.util.Map<String, List<String>> bySet = new java.util.TreeMap<>();
        for (String name : lab.names()) {
            JsonNode d = lab.get(name).orElseThrow();
            String set = d.has("seed_set") || d.has("sources") ? setOf(d) : "—";
            bySet.computeIfAbsent(set, k -> new ArrayList<>())
                    .add(name + ".json");
        }
        if (bySet.isEmpty()) {
            return "No JSON files in the input folder yet.";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : bySet.entrySet()) {
            String set = e.getKey().equals("—") ? "no seed set" : "seed set " + describe(e.getKey());
            parts.add(set + ": " + String.join(", ", e.getValue()));
        }
        return String.join(" · ", parts) + ".";
    }

    /**
     * The seeds of a document: its seed set with the world seeds it stands for, then every
     * top-level or config key that names a seed (seed, seedBase, seedDerivation, …).
     */
    static String seeds(JsonNode doc) {
        if (doc == null) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        if (doc.has("seed_set") || doc.has("sources")) {
            parts.add(describe(setOf(doc)));
        }
        collect(doc, parts);
        if (doc.has("config")) {
            collect(doc.get("config"), parts);
        }
        return String.join("; ", parts);
    }

    /** "eval (worlds 1000–1063)" for a seed-set label; the label alone when unknown. */
    static String describe(String label) {
        try {
            List<Integer> seeds = SeedSet.parse(label).seeds();
            if (seeds.isEmpty()) {
                return label;
            }
            int lo = seeds.get(0);
            int hi = seeds.get(seeds.size() - 1);
            return label + " (world" + (lo == hi ? " " + lo : "s " + lo + "–" + hi) + ")";
        } catch (IllegalArgumentException e) {
            return label;
        }
    }

    private static void collect(JsonNode node, List<String> parts) {
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            String k = e.getKey();
            if (k.toLowerCase(java.util.Locale.ROOT).contains("seed") && !k.equals("seed_set")
                    && e.getValue().isValueNode()) {
                parts.add(k + " = " + Blocks.scalar(e.getValue()));
            }
        }
    }
}
