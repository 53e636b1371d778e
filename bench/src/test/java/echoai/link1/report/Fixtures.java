package echoai.link1.report;

import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e1.E1Fec;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.air.AirPoint;
import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.e1.E1Result;
import echoai.link1.bench.e2.E2Result;
import echoai.link1.bench.e2.InterfererCurve;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.e5.E5Result;
import echoai.link1.bench.rules.Prediction;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.v1.PredictionsResult;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small lab built from results records (so the test data cannot drift from the schema): dev
 * seeds 0–3, every E4 arm, E5, E2 with an extended sweep, E0, E1, perf and predictions, and a
 * registered run whose P2 differs.
 */
public final class Fixtures {
    /** First-visit harm per seed 0..3, by arm. */
    static final Map<String, int[]> HARM = new LinkedHashMap<>();

    static {
        HARM.put("S", new int[] {3, 2, 3, 4});
        HARM.put("T", new int[] {0, 1, 0, 2});
        HARM.put("X", new int[] {2, 1, 3, 2});
        HARM.put("L", new int[] {1, 1, 2, 2});
        HARM.put("D", new int[] {0, 2, 1, 2});
        HARM.put("A10", new int[] {0, 1, 1, 2});
        HARM.put("A0", new int[] {1, 1, 0, 3});
    }

    private Fixtures() {
    }

    public static WorldResult world(long seed, String arm, int harm, int postcards,
            boolean replay) {
        return new WorldResult(seed, arm, harm, harm + 4, -10 * harm, 12, 32, 0, postcards, 0, 0,
                0, 0, 0, 0, 0, 0, replay, 0, 256, 256, 22 * postcards, 22 * postcards, "d" + seed);
    }

    public static ArmResult arm(String name, int[] harm, int postcards) {
        List<WorldResult> worlds = new ArrayList<>();
        for (int i = 0; i < harm.length; i++) {
            // the X arm's world 2 has a replay twin that did not match: the audit must show it
            worlds.add(world(i, name, harm[i], postcards + i, !(name.equals("X") && i == 2)));
        }
        return ArmResult.of(worlds);
    }

    public static E4Result e4() {
        Map<String, ArmResult> arms = new LinkedHashMap<>();
        Map<String, String> channels = new LinkedHashMap<>();
        HARM.forEach((name, harm) -> {
            arms.put(name, arm(name, harm, name.equals("S") ? 0 : 50));
            channels.put(name, name.startsWith("A") ? name : "wire");
        });
        E4Result.Understanding u = new E4Result.Understanding("arm T, B's first visits",
                new E4Result.DeafControl(4, 4), new E4Result.Rate(100, 8, new BigDecimal("0.080000")),
                new E4Result.Cic("uniform", new BigDecimal("0.389941"), new BigDecimal("0.0")),
                new E4Result.Shuffled(100, 14, new BigDecimal("0.140000")),
                List.of(new E4Result.World(0, 32, 2, 3, new BigDecimal("0.38456"), 3, true)));
        return new E4Result(1, "E4", "understanding", "dev", new E4Result.Config(256, 4, 1, 2,
                channels), arms, u);
    }

    public static E5Result e5() {
        return new E5Result(1, "E5", "dialogue", "dev", new E5Result.Config(256, 4, "wire"),
                Map.of("E5", arm("E5", new int[] {0, 1, 1, 2}, 14)));
    }

    public static AirPoint point(String room, int k, String snrDb, int lost) {
        BigDecimal per = BigDecimal.valueOf(lost).divide(BigDecimal.valueOf(200), 4,
                java.math.RoundingMode.HALF_UP);
        return new AirPoint(room, k, snrDb == null ? null : new BigDecimal(snrDb), 200, 300,
                200 - lost, lost, per, new BigDecimal("0.000000"), 0, 0, 0, 200, 200, Dropped.NONE,
                0);
    }

    public static E2Result e2(boolean extended) {
        List<AirPoint> random = List.of(point("dry", 1, "0.0", 0), point("dry", 1, "-5.0", 3),
                point("echo", 2, "0.0", 1), point("echo", 2, "-5.0", 40));
        List<AirPoint> claim = List.of(point("echo", 1, "10.0", 0), point("echo", 1, "0.0", 2));
        E2Result.Extended x = !extended ? null : new E2Result.Extended(new E2Result.Thresholds(
                "lowest SNR with PER <= 1 %", List.of(new E2Result.ThresholdCurve("dry", 1, -13,
                List.of(point("dry", 1, "-14.0", 9), point("dry", 1, "-13.0", 2))),
                new E2Result.ThresholdCurve("echo", 2, null, List.of()))),
                List.of(point("long-echo", 1, "10.0", 0)),
                List.of(new E2Result.ReverbPoint(1, new BigDecimal("10.0"), 8, 500, 0,
                        new BigDecimal("0.0000"), 0, 0, 0, 0)), List.of(),
                List.of(new InterfererCurve(1, "echo", new BigDecimal("10.0"),
                        new BigDecimal("200.0"), 0, 25, 20, "highest power with PER <= 1 %",
                        new BigDecimal("-6.0"), List.of(new InterfererCurve.Point(
                                new BigDecimal("-6.0"), 500, 2, new BigDecimal("0.0040"), 0, 0,
                                0, 2)))));
        return new E2Result(1, "E2", "modem", "dev", 0, "Seeds.mix(...)", new E2Result.Config(
                List.of(new BigDecimal("0.0"), new BigDecimal("-5.0")), List.of("dry", "echo"),
                List.of(1, 2), 200, "one per point", "n + 8", "power", "CRC", "random", "claim",
                "200 per K", "not byte-equal", "bits"), List.of(point("dry", 1, null, 0)),
                random, claim, new E2Result.P6(0, new BigDecimal("0.0000"), 0, 0, Verdict.GREEN), x);
    }

    public static E0Result e0() {
        Map<String, Long> by = new LinkedHashMap<>();
        by.put("BAD_LENGTH", 0L);
        by.put("CRC_MISMATCH", 10000L);
        return new E0Result(1, "E0", "frames", "dev", new E0Result.Config(1000, List.of(1, 2), 10,
                "xor", "length, CRC", 0, "E0", "0xae4a2817b853e4fd"),
                new E0Result.RoundTrip(1000, 1000, 0), List.of(
                new E0Result.Corruption(1, 10000, 10000, by, 0, new BigDecimal("0.000000"),
                        List.of()),
                new E0Result.Corruption(2, 10000, 9999, by, 1, new BigDecimal("0.000100"),
                        List.of(new E0Result.FramePair("57aa", "57ab")))));
    }

    public static E1Result e1() {
        E1Result.Tally t = new E1Result.Tally(225, 225, 0, 0, 0, 0, true);
        return new E1Result(1, "E1", "fec", "dev", 0, 7, "mix", new E1Result.Code(15, 11,
                "GF(16)", List.of(1, 2)), new E1Result.RandomBlocks(100, "uniform",
                Map.of("1", 50L), 100, 100, 0, 0, 0, 0, true), new E1Result.ExhaustiveErrors(10,
                450, t, t, true), new E1Result.ExhaustiveErasures(10, "random", List.of(
                new E1Result.ErasurePattern(0, 1, 15, 15, 0, 0, 0, 0, true)), 15, true),
                List.of(new E1Result.BeyondCapacity(3, 1000, "errors-only", 700, 300, 0, 0,
                        new BigDecimal("0.7000"), new BigDecimal("0.3000"), Map.of())), true);
    }

    public static PredictionsResult predictions(Verdict p2) {
        int better = p2 == Verdict.GREEN ? 4 : 2;
        return new PredictionsResult(1, Map.of("E4", "dev"), "Wilson 95 %", List.of(),
                Prediction.judged(true, "harm(T) < harm(S) in >= 75 % of worlds",
                        new PredictionsResult.P1(4, 4, 0, new BigDecimal("1.0000"),
                                Uncertainty.wilson95(4, 4), new BigDecimal("0.0000"),
                                Uncertainty.wilson95(0, 4), Uncertainty.signTest(4, 0, 0))),
                new Prediction<>(p2, "harm(T) < harm(X) in >= 75 % of worlds",
                        new PredictionsResult.Better(4, better,
                                new BigDecimal(p2 == Verdict.GREEN ? "1.0000" : "0.5000"),
                                Uncertainty.wilson95(better, 4),
                                Uncertainty.signTest(better, 4 - better, 0)), null),
                Prediction.judged(false, "every arm and world: firewall", new PredictionsResult.P3(
                        Map.of("X", 4), 4, 1, 0)),
                Prediction.judged(true, "diversions(L) <= 4 x sites", new PredictionsResult.P4(4,
                        0, 12, 4)),
                Prediction.pending("A10 loses <= 5 %", "E4 has no arm A10 yet"),
                Prediction.judged(true, "clean loop 0 losses", new PredictionsResult.P6(0,
                        new BigDecimal("0.0000"), 0, 0, 0, List.of(), Verdict.GREEN)),
                Prediction.judged(true, "E5 uses fewer postcards", new PredictionsResult.P7(4, 4,
                        new BigDecimal("1.0000"), Uncertainty.wilson95(4, 4), 4,
                        new BigDecimal("1.0000"), Uncertainty.wilson95(4, 4),
                        Uncertainty.signTest(4, 0, 0), Uncertainty.signTest(0, 4, 0))));
    }

    public static PerfResult perf() {
        return new PerfResult(1, Map.of("E4", 2300L), 2, "dev", Map.of(
                "FecBenchmark.decodeBlockTwoErrors", new PerfResult.Jmh(new BigDecimal("3007897.1"),
                        new BigDecimal("1714753.6"), "ops/s", "thrpt", 1, 1, 3, 5, "2 s", "JVM 17",
                        new BigDecimal("4.40"))),
                null, 23053L, null, null);
    }

    /** Everything but E3, E6 and reliability; the registered run's P2 was red. */
    public static Lab full() {
        return Lab.builder().doc(E0FrameIntegrity.DOC, e0()).doc(E1Fec.DOC, e1()).doc(E2Modem.DOC, e2(true)).doc(E4Understanding.DOC, e4()).doc(E5Dialogue.DOC, e5()).doc(PerfResult.DOC, perf())
                .doc(Predictions.DOC, predictions(Verdict.GREEN))
                .registered("predictions", Tree.of(predictions(Verdict.RED)))
                .other("notes", Tree.of(Map.of("k", 1))).build();
    }
}
