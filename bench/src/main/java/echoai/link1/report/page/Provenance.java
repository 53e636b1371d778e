package echoai.link1.report.page;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.SeedRange;
import echoai.link1.bench.registry.Registry;
import echoai.link1.report.Lab;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The command and the seeds behind each document, from the registry and the documents. */
public final class Provenance {
    private Provenance() {
    }

    /** The seed set of each present document (those that hold one), by name. */
    static Map<String, String> seedSets(Lab lab) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Doc<?> d : Registry.documents()) {
            String set = lab.seedSet(d);
            if (set != null) {
                out.put(d.name(), set);
            }
        }
        return out;
    }

    /**
     * The command that writes {@code doc} on seed set {@code set} (the registry's writer of it;
     * a judgement's is {@code ./link1 bench --judge}).
     */
    static String command(Doc<?> doc, String set) {
        for (echoai.link1.report.Folder f : Registry.folders()) {
            if (f.documents().contains(doc)) {
                return f.command(doc, set);
            }
        }
        return Registry.writerOf(doc).map(e -> e.command(set)).orElse("./link1 bench --judge");
    }

    /**
     * The seed set an experiment's missing document would be run on: the dev seeds for a
     * dev-only one; else the seed set of the folder's other documents (a dev folder's, say);
     * else its registration's eval seeds, or eval.
     */
    static String defaultSet(Experiment<?> e, Lab lab) {
        if (e.seedPolicy() instanceof echoai.link1.bench.SeedPolicy.DevOnly) {
            return "dev";
        }
        String folder = seedSets(lab).values().stream().findFirst().orElse(null);
        if (folder != null) {
            return folder;
        }
        return e.seedPolicy() instanceof echoai.link1.bench.SeedPolicy.RegisteredBy by
                ? Registry.registration(by.id()).map(r -> r.evalLabel()).orElse("eval") : "eval";
    }

    /** "eval (seeds 1000–1063)", "dev (seeds 0–15)", "seeds 110000–110063", or the label. */
    static String describe(String set) {
        if (set == null) {
            return "";
        }
        if (set.equals("eval")) {
            return "eval (seeds " + dash(SeedRange.V1_EVAL) + ")";
        }
        if (set.equals("dev")) {
            return "dev (seeds " + dash(SeedRange.DEV) + ")";
        }
        return set.matches("\\d+-\\d+") ? "seeds " + set.replace('-', '–') : "seed " + set;
    }

    private static String dash(SeedRange r) {
        return r.from() + "–" + r.to();
    }

    /** "seed set eval (…): E0.json, …" per seed set, or a line saying none. */
    static String summary(Lab lab) {
        Map<String, List<String>> bySet = new TreeMap<>();
        Map<String, String> sets = seedSets(lab);
        for (String name : lab.trees().keySet()) {
            bySet.computeIfAbsent(sets.getOrDefault(name, "—"), k -> new ArrayList<>())
                    .add(name + ".json");
        }
        if (bySet.isEmpty()) {
            return "No JSON files in the input folder yet.";
        }
        List<String> parts = new ArrayList<>();
        bySet.forEach((set, names) -> parts.add((set.equals("—") ? "no seed set"
                : "seed set " + describe(set)) + ": " + String.join(", ", names)));
        return String.join(" · ", parts) + ".";
    }
}
