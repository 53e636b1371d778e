package echoai.link1.bench.v1;

import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.rules.Sources;
import echoai.link1.bench.Doc;
import echoai.link1.agent.ListeningRule;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.v1.P6Modem;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.rules.Paired;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registered predictions P1–P7 (LINK1.md), judged from the E-files in one folder (one seed
 * set, read as records) and written to {@code predictions.json}: per prediction a verdict
 * (green, red or pending) and the numbers behind it. Harm is first-visit harm; arms are paired
 * world by world ({@link Paired}). Thresholds are the spec's, compared in integers (e.g. 75 %
 * as {@code 100·k ≥ 75·n}). P6 is recomputed from E2's points ({@link P6Modem}). Beside the
 * registered figures, and changing no verdict, every rate carries its 95 % Wilson interval and
 * every paired comparison its exact sign test ({@code results.Uncertainty}); the runs on eval
 * before the registered one are declared ({@link EarlierEvalRuns}).
 */
public final class Predictions {
    /** The document of the v1 verdicts. */
    public static final Doc<PredictionsResult> DOC = new Doc<>("predictions.json",
            PredictionsResult.class);
    /** The file written next to the E-files. */
    /** The methods of the intervals and tests, written into the document. */
    static final String UNCERTAINTY = "reported, not judged: each rate's *_ci95 is its 95 %"
            + " Wilson score interval (z = 1.959963984540054; bounds rounded outward to 4"
            + " decimals); each paired comparison's sign_test is the exact two-sided sign test"
            + " of the per-world differences (ties dropped; p rounded up to 6 decimals)";

    private Predictions() {
    }

    /**
     * The predictions for the documents at hand (any seed set: a dev run is judged too), or
     * null when neither E4 nor E5 is there.
     */
    public static PredictionsResult judge(Sources in) {
        E4Result e4 = in.get(E4Understanding.DOC);
        E5Result e5 = in.get(E5Dialogue.DOC);
        if (e4 == null && e5 == null) {
            return null;
        }
        Map<String, String> sources = new LinkedHashMap<>();
        Map<String, List<WorldResult>> arms = new LinkedHashMap<>();
        if (e4 != null) {
            sources.put(e4.experiment(), e4.seedSet());
            addArms(arms, e4.arms());
        }
        if (e5 != null) {
            sources.put(e5.experiment(), e5.seedSet());
            addArms(arms, e5.arms());
        }
        E2Result e2 = in.get(E2Modem.DOC);
        if (e2 != null) {
            sources.put(e2.experiment(), e2.seedSet());
        }
        return judge(sources, arms, e2);
    }

    /** The predictions for these arms (by name) and E2 (null when E2 is missing). */
    public static PredictionsResult judge(Map<String, String> sources,
            Map<String, List<WorldResult>> arms, E2Result e2) {
        return new PredictionsResult(Json.SCHEMA_VERSION, sources, UNCERTAINTY,
                EarlierEvalRuns.all(), p1(arms),
                betterThan(arms, "X", 75, "harm(T) < harm(X) in >= 75 % of worlds"), p3(arms),
                p4(arms), p5(arms), P6Modem.judge(e2), p7(arms));
    }

    private static void addArms(Map<String, List<WorldResult>> arms,
                                Map<String, ArmResult> found) {
        found.forEach((name, arm) -> arms.put(name, arm.worlds()));
    }

    /** T and another arm over the same seeds in the same order (paired world by world). */
    private static boolean paired(Map<String, List<WorldResult>> arms, String other) {
        return arms.containsKey("T") && arms.containsKey(other)
                && Paired.sameSeeds(arms.get("T"), arms.get(other));
    }

    private static Prediction<PredictionsResult.P1> p1(Map<String, List<WorldResult>> arms) {
        String rule = "harm(T) < harm(S) in >= 75 % of worlds and harm(T) > harm(S) in <= 5 %";
        if (!paired(arms, "S")) {
            return Prediction.pending(rule, "E4 with arms S and T not found");
        }
        Paired.Stats ts = Paired.stats(arms.get("T"), arms.get("S"), Paired.HARM);
        int n = ts.worlds();
        boolean green = 100 * ts.less() >= 75 * n && 100 * ts.more() <= 5 * n;
        return Prediction.judged(green, rule, new PredictionsResult.P1(n, ts.less(), ts.more(),
                Json.ratio(ts.less(), n, 4), Uncertainty.wilson95(ts.less(), n),
                Json.ratio(ts.more(), n, 4), Uncertainty.wilson95(ts.more(), n),
                Uncertainty.signTest(ts)));
    }

    private static Prediction<PredictionsResult.Better> betterThan(
            Map<String, List<WorldResult>> arms, String other, int percent, String rule) {
        if (!paired(arms, other)) {
            return Prediction.pending(rule, "E4 with arms T and " + other + " not found");
        }
        Paired.Stats to = Paired.stats(arms.get("T"), arms.get(other), Paired.HARM);
        int n = to.worlds();
        return Prediction.judged(100 * to.less() >= percent * n, rule,
                new PredictionsResult.Better(n, to.less(), Json.ratio(to.less(), n, 4),
                        Uncertainty.wilson95(to.less(), n), Uncertainty.signTest(to)));
    }

    private static Prediction<PredictionsResult.P3> p3(Map<String, List<WorldResult>> arms) {
        String rule = "every arm and world: false_facts = 0, destroyed = 0, cortex_calls = 0,"
                + " testimony_core_writes = 0, replay_matches, unexplained_diversions = 0;"
                + " every guard ran in full: oracle_turns = audited_turns = 256,"
                + " digest_checked_bytes = heard_bytes";
        if (arms.isEmpty()) {
            return Prediction.pending(rule, "no E4/E5 worlds found");
        }
        int worlds = 0;
        int failing = 0;
        int guardsShort = 0;
        Map<String, Integer> perArm = new LinkedHashMap<>();
        for (Map.Entry<String, List<WorldResult>> e : arms.entrySet()) {
            perArm.put(e.getKey(), e.getValue().size());
            for (WorldResult w : e.getValue()) {
                worlds++;
                failing += w.firewallHolds() ? 0 : 1;
                guardsShort += w.guardsRanInFull() ? 0 : 1;
            }
        }
        return Prediction.judged(failing == 0, rule,
                new PredictionsResult.P3(perArm, worlds, failing, guardsShort));
    }

    private static Prediction<PredictionsResult.P4> p4(Map<String, List<WorldResult>> arms) {
        String rule = "code assertion, reported: diversions(L) <= ADVICE_BUDGET x sites counted,"
                + " every world";
        if (!arms.containsKey("L")) {
            return Prediction.pending(rule, "E4 with arm L not found");
        }
        int violations = 0;
        int maxDiversions = 0;
        for (WorldResult w : arms.get("L")) {
            violations += w.diversions() > ListeningRule.ADVICE_BUDGET * w.sitesCounted() ? 1 : 0;
            maxDiversions = Math.max(maxDiversions, w.diversions());
        }
        return Prediction.judged(violations == 0, rule, new PredictionsResult.P4(
                arms.get("L").size(), violations, maxDiversions, ListeningRule.ADVICE_BUDGET));
    }

    private static Prediction<PredictionsResult.P5> p5(Map<String, List<WorldResult>> arms) {
        String rule = "A10 loses <= 5 % of postcards (pooled), accepts 0 corrupt, and"
                + " harm(A10) <= harm(T) + 1 in >= 90 % of worlds";
        if (!paired(arms, "A10")) {
            return Prediction.pending(rule, "the air arm A10 is not in E4 yet");
        }
        List<WorldResult> a = arms.get("A10");
        int n = a.size();
        long sent = 0;
        long lost = 0;
        long corrupt = 0;
        long passedCrc = 0;
        for (WorldResult w : a) {
            sent += w.postcards();
            lost += w.postcardsLost();
            corrupt += w.acceptedCorrupt();
            passedCrc += w.corruptPassedCrc();
        }
        Paired.Stats vsT = Paired.stats(a, arms.get("T"), Paired.HARM);
        int within = vsT.withinOne();
        boolean green = 100 * lost <= 5 * sent && corrupt == 0 && 100 * within >= 90 * n;
        return Prediction.judged(green, rule, new PredictionsResult.P5(n, sent, lost,
                Json.ratio(lost, sent, 4), Uncertainty.wilson95(lost, sent), corrupt, passedCrc,
                within, Json.ratio(within, n, 4), Uncertainty.wilson95(within, n),
                Uncertainty.signTest(vsT)));
    }

    private static Prediction<PredictionsResult.P7> p7(Map<String, List<WorldResult>> arms) {
        String rule = "E5 uses fewer postcards than T's broadcast in every world, and"
                + " harm(E5) <= harm(T) + 1 in >= 90 % of worlds";
        if (!paired(arms, "E5")) {
            return Prediction.pending(rule, "E4 (arm T) and E5 over the same seeds not found");
        }
        List<WorldResult> e = arms.get("E5");
        int n = e.size();
        Paired.Stats postcards = Paired.stats(e, arms.get("T"), Paired.POSTCARDS);
        Paired.Stats harm = Paired.stats(e, arms.get("T"), Paired.HARM);
        int fewer = postcards.less();
        int within = harm.withinOne();
        boolean green = fewer == n && 100 * within >= 90 * n;
        return Prediction.judged(green, rule, new PredictionsResult.P7(n, fewer,
                Json.ratio(fewer, n, 4), Uncertainty.wilson95(fewer, n), within,
                Json.ratio(within, n, 4), Uncertainty.wilson95(within, n),
                Uncertainty.signTest(postcards), Uncertainty.signTest(harm)));
    }
}
