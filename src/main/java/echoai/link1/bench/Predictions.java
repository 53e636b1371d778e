package echoai.link1.bench;

import echoai.link1.results.WorldResult;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.agent.ListeningRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * The registered predictions P1–P7 (LINK1.md), judged from the E-files in one folder (one seed
 * set) and written to {@code predictions.json}: per prediction a verdict (green, red or pending)
 * and the numbers behind it. Harm is first-visit harm. Thresholds are the spec's, compared in
 * integers (e.g. 75 % as {@code 100·k ≥ 75·n}).
 */
public final class Predictions {
    /** The file written next to the E-files. */
    public static final String FILE = "predictions.json";

    private Predictions() {
    }

    /** Writes {@code dir/predictions.json} when E4.json or E5.json is there; else null. */
    public static Path writeIfPossible(Path dir) throws IOException {
        if (!Files.exists(dir.resolve("E4.json")) && !Files.exists(dir.resolve("E5.json"))) {
            return null;
        }
        Path file = dir.resolve(FILE);
        Json.write(file, judge(dir));
        return file;
    }

    /** The predictions document for the E-files in {@code dir}. */
    public static ObjectNode judge(Path dir) throws IOException {
        Map<String, List<WorldResult>> arms = new LinkedHashMap<>();
        ObjectNode doc = Json.object();
        doc.put("schemaVersion", Json.SCHEMA_VERSION);
        ObjectNode sources = doc.putObject("sources");
        for (String id : List.of("E4", "E5")) {
            Path f = dir.resolve(id + ".json");
            if (Files.exists(f)) {
                JsonNode e = Json.read(f);
                sources.put(id, e.path("seedSet").asText());
                e.path("arms").fields().forEachRemaining(entry -> arms.put(entry.getKey(),
                        worlds(entry.getKey(), entry.getValue())));
            }
        }
        Path e2 = dir.resolve("E2.json");
        JsonNode p6 = Files.exists(e2) ? Json.read(e2).path("p6") : null;
        if (p6 != null) {
            sources.put("E2", Json.read(e2).path("seedSet").asText());
        }
        doc.set("P1", p1(arms));
        doc.set("P2", betterThan(arms, "X", 75, "harm(T) < harm(X) in >= 75 % of worlds"));
        doc.set("P3", p3(arms));
        doc.set("P4", p4(arms));
        doc.set("P5", p5(arms));
        doc.set("P6", p6(p6));
        doc.set("P7", p7(arms));
        return doc;
    }

    private static List<WorldResult> worlds(String arm, JsonNode node) {
        List<WorldResult> out = new ArrayList<>();
        for (JsonNode w : node.path("worlds")) {
            out.add(WorldRows.fromJson(arm, w));
        }
        return out;
    }

    private static ObjectNode verdict(String verdict, String rule) {
        ObjectNode p = Json.object();
        p.put("verdict", verdict);
        p.put("rule", rule);
        return p;
    }

    private static ObjectNode pending(String rule, String why) {
        ObjectNode p = verdict("pending", rule);
        p.putObject("numbers");
        p.put("why", why);
        return p;
    }

    /** T and another arm over the same seeds in the same order (paired world by world). */
    private static boolean paired(Map<String, List<WorldResult>> arms, String other) {
        return arms.containsKey("T") && arms.containsKey(other)
                && seeds(arms.get("T")).equals(seeds(arms.get(other)));
    }

    /** Worlds (paired by position) where {@code test(t, other)} holds. */
    private static int count(List<WorldResult> t, List<WorldResult> other,
                             BiPredicate<WorldResult, WorldResult> test) {
        int k = 0;
        for (int i = 0; i < t.size(); i++) {
            k += test.test(t.get(i), other.get(i)) ? 1 : 0;
        }
        return k;
    }

    /** harm(other) ≤ harm(T) + 1. */
    private static boolean withinOne(WorldResult t, WorldResult other) {
        return other.firstVisitHarm() <= t.firstVisitHarm() + 1;
    }

    private static List<Long> seeds(List<WorldResult> worlds) {
        return worlds.stream().map(WorldResult::seed).toList();
    }

    private static ObjectNode p1(Map<String, List<WorldResult>> arms) {
        String rule = "harm(T) < harm(S) in >= 75 % of worlds and harm(T) > harm(S) in <= 5 %";
        if (!paired(arms, "S")) {
            return pending(rule, "E4 with arms S and T not found");
        }
        List<WorldResult> t = arms.get("T");
        List<WorldResult> s = arms.get("S");
        int n = t.size();
        int better = count(t, s, (x, y) -> x.firstVisitHarm() < y.firstVisitHarm());
        int worse = count(t, s, (x, y) -> x.firstVisitHarm() > y.firstVisitHarm());
        boolean green = 100 * better >= 75 * n && 100 * worse <= 5 * n;
        ObjectNode p = verdict(green ? "green" : "red", rule);
        ObjectNode num = p.putObject("numbers");
        num.put("worlds", n);
        num.put("tBetter", better);
        num.put("tWorse", worse);
        num.put("tBetterRate", Json.ratio(better, n, 4));
        num.put("tWorseRate", Json.ratio(worse, n, 4));
        return p;
    }

    private static ObjectNode betterThan(Map<String, List<WorldResult>> arms, String other,
                                         int percent, String rule) {
        if (!paired(arms, other)) {
            return pending(rule, "E4 with arms T and " + other + " not found");
        }
        List<WorldResult> t = arms.get("T");
        List<WorldResult> o = arms.get(other);
        int n = t.size();
        int better = count(t, o, (x, y) -> x.firstVisitHarm() < y.firstVisitHarm());
        ObjectNode p = verdict(100 * better >= percent * n ? "green" : "red", rule);
        ObjectNode num = p.putObject("numbers");
        num.put("worlds", n);
        num.put("tBetter", better);
        num.put("tBetterRate", Json.ratio(better, n, 4));
        return p;
    }

    private static ObjectNode p3(Map<String, List<WorldResult>> arms) {
        String rule = "every arm and world: false_facts = 0, destroyed = 0, cortex_calls = 0,"
                + " testimony_core_writes = 0, replay_matches, unexplained_diversions = 0";
        if (arms.isEmpty()) {
            return pending(rule, "no E4/E5 worlds found");
        }
        ObjectNode num = Json.object();
        int worlds = 0;
        int failing = 0;
        ObjectNode perArm = num.putObject("worldsPerArm");
        for (Map.Entry<String, List<WorldResult>> e : arms.entrySet()) {
            perArm.put(e.getKey(), e.getValue().size());
            for (WorldResult w : e.getValue()) {
                worlds++;
                failing += w.firewallHolds() ? 0 : 1;
            }
        }
        num.put("worlds", worlds);
        num.put("worldsFailing", failing);
        ObjectNode p = verdict(failing == 0 ? "green" : "red", rule);
        p.set("numbers", num);
        return p;
    }

    private static ObjectNode p4(Map<String, List<WorldResult>> arms) {
        String rule = "code assertion, reported: diversions(L) <= ADVICE_BUDGET x sites counted,"
                + " every world";
        if (!arms.containsKey("L")) {
            return pending(rule, "E4 with arm L not found");
        }
        int violations = 0;
        int maxDiversions = 0;
        for (WorldResult w : arms.get("L")) {
            violations += w.diversions() > ListeningRule.ADVICE_BUDGET * w.sitesCounted() ? 1 : 0;
            maxDiversions = Math.max(maxDiversions, w.diversions());
        }
        ObjectNode p = verdict(violations == 0 ? "green" : "red", rule);
        ObjectNode num = p.putObject("numbers");
        num.put("worlds", arms.get("L").size());
        num.put("violations", violations);
        num.put("maxDiversions", maxDiversions);
        num.put("adviceBudget", ListeningRule.ADVICE_BUDGET);
        return p;
    }

    private static ObjectNode p5(Map<String, List<WorldResult>> arms) {
        String rule = "A10 loses <= 5 % of postcards (pooled), accepts 0 corrupt, and"
                + " harm(A10) <= harm(T) + 1 in >= 90 % of worlds";
        if (!paired(arms, "A10")) {
            return pending(rule, "the air arm A10 is not in E4 yet");
        }
        List<WorldResult> t = arms.get("T");
        List<WorldResult> a = arms.get("A10");
        int n = a.size();
        long sent = 0;
        long lost = 0;
        long corrupt = 0;
        for (WorldResult w : a) {
            sent += w.postcards();
            lost += w.postcardsLost();
            corrupt += w.acceptedCorrupt();
        }
        int within = count(t, a, Predictions::withinOne);
        boolean green = 100 * lost <= 5 * sent && corrupt == 0 && 100 * within >= 90 * n;
        ObjectNode p = verdict(green ? "green" : "red", rule);
        ObjectNode num = p.putObject("numbers");
        num.put("worlds", n);
        num.put("postcards", sent);
        num.put("postcardsLost", lost);
        num.put("lossRate", Json.ratio(lost, sent, 4));
        num.put("acceptedCorrupt", corrupt);
        num.put("harmWithinTPlusOne", within);
        return p;
    }

    private static ObjectNode p6(JsonNode e2p6) {
        String rule = "clean loop 0 losses in 200 frames per K; echo room at SNR >= 10 dB"
                + " PER <= 1 % with K=1; 0 accepted corrupt anywhere in E2";
        if (e2p6 == null || !e2p6.has("verdict")) {
            return pending(rule, "E2.json (with its p6 object) not in this folder");
        }
        ObjectNode p = verdict(e2p6.get("verdict").asText(), rule);
        ObjectNode num = p.putObject("numbers");
        e2p6.fields().forEachRemaining(f -> {
            if (!f.getKey().equals("verdict")) {
                num.set(f.getKey(), f.getValue());
            }
        });
        return p;
    }

    private static ObjectNode p7(Map<String, List<WorldResult>> arms) {
        String rule = "E5 uses fewer postcards than T's broadcast in every world, and"
                + " harm(E5) <= harm(T) + 1 in >= 90 % of worlds";
        if (!paired(arms, "E5")) {
            return pending(rule, "E4 (arm T) and E5 over the same seeds not found");
        }
        List<WorldResult> t = arms.get("T");
        List<WorldResult> e = arms.get("E5");
        int n = e.size();
        int fewer = count(t, e, (x, y) -> y.postcards() < x.postcards());
        int within = count(t, e, Predictions::withinOne);
        boolean green = fewer == n && 100 * within >= 90 * n;
        ObjectNode p = verdict(green ? "green" : "red", rule);
        ObjectNode num = p.putObject("numbers");
        num.put("worlds", n);
        num.put("fewerPostcards", fewer);
        num.put("harmWithinTPlusOne", within);
        return p;
    }
}
