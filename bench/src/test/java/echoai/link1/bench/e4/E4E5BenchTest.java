package echoai.link1.bench.e4;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.v1.PredictionsResult;
import echoai.link1.session.WorldResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E4, E5 and predictions.json through the bench on a few dev seeds. */
class E4E5BenchTest {
    private static BenchContext ctx(Path dir, String seeds, int threads) {
        return new BenchContext(SeedSet.parse(seeds), dir, false, threads, Map.of(),
                Progress.NONE, new PerfLog());
    }

    @Test
    void theDocumentsAreIdenticalWhateverTheThreads() throws Exception {
        E4Result one = new E4Understanding().run(ctx(Path.of("unused"), "0-3", 1));
        E4Result two = new E4Understanding().run(ctx(Path.of("unused"), "0-3", 2));
        assertThat(Json.text(two)).isEqualTo(Json.text(one));
        assertThat(Json.text(new E5Dialogue().run(ctx(Path.of("unused"), "0-3", 2))))
                .isEqualTo(Json.text(new E5Dialogue().run(ctx(Path.of("unused"), "0-3", 1))));
    }

    @Test
    void aProfileCarriesTheAirArmsAndOnlyThem() throws Exception {
        BenchContext r = new BenchContext(SeedSet.parse("0"), Path.of("unused"), false, 2,
                Map.of(BenchContext.PROFILE, "r"), Progress.NONE, new PerfLog());
        E4Result viaR = new E4Understanding().run(r);
        E4Result viaK1 = new E4Understanding().run(ctx(Path.of("unused"), "0", 2));
        assertThat(viaR.title()).contains("profile r (A10, A0)");
        assertThat(viaK1.title()).contains("K=1 (A10, A0)");
        assertThat(viaR.arms().keySet()).containsExactlyElementsOf(viaK1.arms().keySet());
        assertThat(viaR.arms().get("T")).isEqualTo(viaK1.arms().get("T"));
        // the same frames by another air format: the heard bytes are the frames either way
        assertThat(viaR.arms().get("A10").worlds().get(0).postcards())
                .isEqualTo(viaK1.arms().get("A10").worlds().get(0).postcards());
        assertThat(new E4Understanding(E4Understanding.registeredArms()).takesProfile())
                .as("custom arms take no profile").isFalse();
    }

    @Test
    void worldsRunOneByOneAssembleIntoTheSameDocuments() throws Exception {
        SeedSet seeds = SeedSet.parse("2-3");
        E4Understanding e4 = new E4Understanding();
        List<E4Understanding.SeedRun> runs = List.of(e4.runSeed(2), e4.runSeed(3));
        assertThat(Json.text(e4.assemble(seeds, runs)))
                .isEqualTo(Json.text(e4.run(ctx(Path.of("unused"), "2-3", 2))));
        assertThat(e4.armNames()).containsExactly("S", "T", "X", "L", "D", "A10", "A0");
        E5Dialogue e5 = new E5Dialogue();
        assertThat(Json.text(e5.assemble(seeds,
                List.of(E5Dialogue.runSeed(2), E5Dialogue.runSeed(3)))))
                .isEqualTo(Json.text(e5.run(ctx(Path.of("unused"), "2-3", 2))));
    }

    @Test
    void e4CarriesEveryKeyPerArmAndWorld() throws Exception {
        E4Result doc = new E4Understanding().run(ctx(Path.of("unused"), "0-1", 2));
        List<String> keys = List.of("seed", "arm", "first_visit_harm", "harm", "total_return",
                "diversions",
                "sites_counted", "gate_vetoes", "postcards", "postcards_lost", "accepted_corrupt",
                "corrupt_passed_crc", "corrupt_speech_shaped", "false_facts", "destroyed",
                "cortex_calls", "testimony_core_writes", "replay_matches",
                "unexplained_diversions", "oracle_turns", "audited_turns", "heard_bytes",
                "digest_checked_bytes", "core_digest");
        for (String arm : List.of("S", "T", "X", "L", "D")) {
            WorldResult w = doc.arms().get(arm).worlds().get(0);
            assertThat(w.arm()).isEqualTo(arm);
            assertThat(Json.MAPPER.valueToTree(w).fieldNames()).toIterable()
                    .containsExactlyElementsOf(keys);
        }
        assertThat(doc.understanding().deafControl().equalToS()).isEqualTo(2);
    }

    @Test
    void predictionsAreJudgedFromTheFilesAndARedStaysRed(@TempDir Path dir) throws Exception {
        Bench.run(List.of(new E4Understanding(), new E5Dialogue()), ctx(dir, "0-3", 2));
        PredictionsResult p = Json.read(dir.resolve(Predictions.DOC.file()),
                PredictionsResult.class);
        assertThat(p.p1().verdict()).isEqualTo(Verdict.GREEN);
        // 4 seeds x (S T X L D A10 A0 + E5)
        assertThat(p.p3().numbers().worlds()).isEqualTo(32);
        assertThat(p.p5().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(p.p6().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(p.p7().verdict()).isEqualTo(Verdict.GREEN);
        // A world where T is hurt more than S, and a broken guard: P1 and P3 turn red.
        E4Result e4 = Json.read(dir.resolve("E4.json"), E4Result.class);
        Map<String, ArmResult> arms = new LinkedHashMap<>(e4.arms());
        List<WorldResult> t = new ArrayList<>(arms.get("T").worlds());
        WorldResult t0 = t.get(0);
        t.set(0, new WorldResult(t0.seed(), t0.arm(), 9, t0.harm(), t0.totalReturn(),
                t0.diversions(), t0.sitesCounted(), t0.gateVetoes(), t0.postcards(),
                t0.postcardsLost(), t0.acceptedCorrupt(), t0.corruptPassedCrc(),
                t0.corruptSpeechShaped(), t0.falseFacts(), t0.destroyed(), t0.cortexCalls(),
                t0.testimonyCoreWrites(), false, t0.unexplainedDiversions(), t0.oracleTurns(),
                t0.auditedTurns(), t0.heardBytes(), t0.digestCheckedBytes(), t0.coreDigest()));
        arms.put("T", ArmResult.of(t));
        Json.write(dir.resolve("E4.json"), new E4Result(e4.schemaVersion(), e4.experiment(),
                e4.title(), e4.seedSet(), e4.config(), arms, e4.understanding()));
        Bench.judge(dir);
        PredictionsResult red = Json.read(dir.resolve(Predictions.DOC.file()),
                PredictionsResult.class);
        assertThat(red.p1().verdict()).isEqualTo(Verdict.RED);
        assertThat(red.p1().numbers().tWorse()).isEqualTo(1);
        assertThat(red.p3().verdict()).isEqualTo(Verdict.RED);
        assertThat(Files.exists(dir.resolve("E5.json"))).isTrue();
    }
}
