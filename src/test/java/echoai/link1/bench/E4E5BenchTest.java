package echoai.link1.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E4, E5 and predictions.json through the bench on a few dev seeds. */
class E4E5BenchTest {
    private static BenchContext ctx(Path dir, String seeds, int threads) {
        return new BenchContext(SeedSet.parse(seeds), dir, false, threads, Map.of(),
                Progress.NONE, Json.object());
    }

    @Test
    void theDocumentsAreIdenticalWhateverTheThreads() throws Exception {
        ObjectNode one = new E4Understanding().run(ctx(Path.of("unused"), "0-3", 1));
        ObjectNode two = new E4Understanding().run(ctx(Path.of("unused"), "0-3", 2));
        assertThat(Json.text(two)).isEqualTo(Json.text(one));
        assertThat(Json.text(new E5Dialogue().run(ctx(Path.of("unused"), "0-3", 2))))
                .isEqualTo(Json.text(new E5Dialogue().run(ctx(Path.of("unused"), "0-3", 1))));
    }

    @Test
    void e4CarriesEveryKeyPerArmAndWorld() throws Exception {
        ObjectNode doc = new E4Understanding().run(ctx(Path.of("unused"), "0-1", 2));
        List<String> keys = List.of("seed", "first_visit_harm", "harm", "return", "diversions",
                "sites_counted", "gate_vetoes", "postcards", "postcards_lost", "accepted_corrupt",
                "false_facts", "destroyed", "cortex_calls", "testimony_core_writes",
                "replay_matches", "unexplained_diversions", "core_digest");
        for (String arm : List.of("S", "T", "X", "L", "D")) {
            JsonNode w = doc.path("arms").path(arm).path("worlds").get(0);
            assertThat(w.fieldNames()).toIterable().containsExactlyElementsOf(keys);
        }
        assertThat(doc.path("understanding").path("deafControl").path("equalToS").asInt())
                .isEqualTo(2);
    }

    @Test
    void predictionsAreJudgedFromTheFilesAndARedStaysRed(@TempDir Path dir) throws Exception {
        Bench.run(List.of(new E4Understanding(), new E5Dialogue()), ctx(dir, "0-3", 2));
        JsonNode p = Json.read(dir.resolve(Predictions.FILE));
        assertThat(p.path("P1").path("verdict").asText()).isEqualTo("green");
        // 4 seeds x (S T X L D A10 A0 + E5)
        assertThat(p.path("P3").path("numbers").path("worlds").asInt()).isEqualTo(32);
        assertThat(p.path("P5").path("verdict").asText()).isEqualTo("green");
        assertThat(p.path("P6").path("verdict").asText()).isEqualTo("pending");
        assertThat(p.path("P7").path("verdict").asText()).isEqualTo("green");
        // A world where T is hurt more than S, and a broken guard: P1 and P3 turn red.
        ObjectNode e4 = (ObjectNode) Json.read(dir.resolve("E4.json"));
        ObjectNode t0 = (ObjectNode) e4.path("arms").path("T").path("worlds").get(0);
        t0.put("first_visit_harm", 9);
        t0.put("replay_matches", false);
        Json.write(dir.resolve("E4.json"), e4);
        JsonNode red = Predictions.judge(dir);
        assertThat(red.path("P1").path("verdict").asText()).isEqualTo("red");
        assertThat(red.path("P1").path("numbers").path("tWorse").asInt()).isEqualTo(1);
        assertThat(red.path("P3").path("verdict").asText()).isEqualTo("red");
        assertThat(Files.exists(dir.resolve("E5.json"))).isTrue();
    }
}
