package echoai.link1.report;

import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The command and the seeds behind each document, from the documents themselves. */
final class Provenance {
    private Provenance() {
    }

    /** The bench command that writes {@code id}.json on seed set {@code set}. */
    static String command(String id, String set, boolean extended) {
        return "./link1 bench " + id + (set == null || set.equals("eval") ? "" : " --seeds " + set)
                + (extended ? " --extended" : "");
    }

    /** The command for a missing document, with the seed set of the others. */
    static String missing(String id, Lab lab) {
        return command(id, seedSet(lab), false);
    }

    /** The seed set of each present document (predictions: of its first source), by name. */
    static Map<String, String> seedSets(Lab lab) {
        Map<String, String> out = new LinkedHashMap<>();
        put(out, "E0", lab.e0() == null ? null : lab.e0().seedSet());
        put(out, "E1", lab.e1() == null ? null : lab.e1().seedSet());
        put(out, "E2", lab.e2() == null ? null : lab.e2().seedSet());
        put(out, "E3", lab.e3() == null ? null : lab.e3().seedSet());
        put(out, "E4", lab.e4() == null ? null : lab.e4().seedSet());
        put(out, "E5", lab.e5() == null ? null : lab.e5().seedSet());
        put(out, "E6", lab.e6() == null ? null : lab.e6().seedSet());
        put(out, "reliability", lab.reliability() == null ? null : lab.reliability().seedSet());
        if (lab.predictions() != null) {
            out.put("predictions", lab.predictions().sources().values().stream().findFirst()
                    .orElse("eval"));
        }
        put(out, "perf", lab.perf() == null ? null : lab.perf().seedSet());
        put(out, Lab.EXTENDED + "/E2", lab.e2Extended() == null ? null
                : lab.e2Extended().seedSet());
        put(out, Lab.EXTENDED + "/perf", lab.extendedPerf() == null ? null
                : lab.extendedPerf().seedSet());
        put(out, Lab.V2 + "/E2-rooms", lab.e2Rooms() == null ? null : lab.e2Rooms().seedSet());
        put(out, Lab.V2 + "/E2-rooms-noise", lab.e2RoomsNoise() == null ? null
                : lab.e2RoomsNoise().seedSet());
        put(out, Lab.V2 + "/understanding-rooms", lab.roomsUnderstanding() == null ? null
                : lab.roomsUnderstanding().seedSet());
        put(out, Lab.V2 + "/E7", lab.e7() == null ? null : lab.e7().seedSet());
        put(out, Lab.V2 + "/E7-capture", lab.e7Capture() == null ? null
                : lab.e7Capture().seedSet());
        put(out, Lab.V2 + "/E9", lab.e9() == null ? null : lab.e9().seedSet());
        put(out, Lab.V2 + "/E9-air", lab.e9Air() == null ? null : lab.e9Air().seedSet());
        put(out, Lab.V2 + "/understanding-rooms-u3", lab.roomsU3() == null ? null
                : lab.roomsU3().seedSet());
        put(out, Lab.V2 + "/u3-rerun-predictions", lab.u3Rerun() == null ? null
                : lab.u3Rerun().seedSet());
        put(out, Lab.V2 + "/ggwave-fair", lab.ggwaveFair() == null ? null
                : lab.ggwaveFair().seedSet());
        put(out, Lab.V2 + "/E8", lab.e8() == null ? null : lab.e8().seedSet());
        put(out, Lab.V2 + "/E8-air", lab.e8Air() == null ? null : lab.e8Air().seedSet());
        put(out, Lab.V2 + "/E2-rooms-F", lab.profileFRooms() == null ? null
                : lab.profileFRooms().seedSet());
        put(out, Lab.V2 + "/understanding-rooms-f", lab.roomsF() == null ? null
                : lab.roomsF().seedSet());
        put(out, Lab.V2 + "/E2-rooms-babble-shuffled", lab.e2RoomsBabbleShuffled() == null
                ? null : lab.e2RoomsBabbleShuffled().seedSet());
        if (lab.v2Predictions() != null) {
            out.put(Lab.V2 + "/predictions", lab.v2Predictions().sources().values().stream()
                    .findFirst().orElse("eval"));
        }
        return out;
    }

    private static void put(Map<String, String> out, String name, String set) {
        if (set != null) {
            out.put(name, set);
        }
    }

    /** The seed set of the folder: that of its first experiment, eval when none. */
    static String seedSet(Lab lab) {
        return seedSets(lab).values().stream().findFirst().orElse("eval");
    }

    /** "seed set eval (worlds 1000–1063): E0.json, …" per seed set, or a line saying none. */
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
                : "seed set " + describe(set, lab)) + ": " + String.join(", ", names)));
        return String.join(" · ", parts) + ".";
    }

    /**
     * A seed-set label with the world seeds it stood for, as E4's (else E5's) worlds show them
     * ({@code eval (worlds 1000–1063)}); the label alone when no world of that set is at hand.
     */
    static String describe(String set, Lab lab) {
        List<WorldResult> worlds = null;
        if (lab.e4() != null && lab.e4().seedSet().equals(set) && !lab.e4().arms().isEmpty()) {
            worlds = lab.e4().arms().values().iterator().next().worlds();
        } else if (lab.e5() != null && lab.e5().seedSet().equals(set)
                && !lab.e5().arms().isEmpty()) {
            worlds = lab.e5().arms().values().iterator().next().worlds();
        }
        if (worlds == null || worlds.isEmpty()) {
            return set;
        }
        long lo = worlds.stream().mapToLong(WorldResult::seed).min().orElseThrow();
        long hi = worlds.stream().mapToLong(WorldResult::seed).max().orElseThrow();
        return set + " (world" + (lo == hi ? " " + lo : "s " + lo + "–" + hi) + ")";
    }

    /** "label; key = value; …" of a document's seed set and named seeds (pairs key, value). */
    static String seeds(String set, Lab lab, Object... keyValues) {
        List<String> parts = new ArrayList<>();
        if (set != null) {
            parts.add(describe(set, lab));
        }
        for (int i = 0; i + 1 < keyValues.length; i += 2) {
            if (keyValues[i + 1] != null) {
                parts.add(keyValues[i] + " = " + keyValues[i + 1]);
            }
        }
        return String.join("; ", parts);
    }
}
