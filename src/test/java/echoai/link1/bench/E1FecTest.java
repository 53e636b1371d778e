package echoai.link1.bench;

import echoai.link1.session.Seeds;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E1 on the dev seeds: every required pattern corrected, counts as specified, deterministic. */
class E1FecTest {
    @TempDir
    Path dir;

    private ObjectNode run() {
        BenchContext ctx = new BenchContext(SeedSet.DEV, dir, false, 1, Map.of(), Progress.NONE,
                Json.object());
        return new E1Fec().run(ctx);
    }

    @Test
    void everyRequiredPatternIsCorrectedAndTheDocumentIsDeterministic() {
        ObjectNode doc = run();
        assertThat(doc.get("allWithinCapacityCorrected").asBoolean()).isTrue();
        assertThat(doc.at("/randomBlocks/corrected").asLong()).isEqualTo(20_000);
        assertThat(doc.at("/exhaustiveErrors/patterns").asLong()).isEqualTo(71_550);
        assertThat(doc.at("/exhaustiveErrors/twoErrors/corrected").asLong()).isEqualTo(70_875);
        assertThat(doc.at("/exhaustiveErasures/patterns").asLong()).isEqualTo(76_695);
        for (var row : doc.get("beyondCapacity")) {
            assertThat(row.get("returnedNonCodeword").asLong()).isZero();
            assertThat(row.get("failureReported").asLong()
                    + row.get("miscorrectedToAnotherCodeword").asLong()
                    + row.get("decodedToTheSentCodeword").asLong()).isEqualTo(20_000);
        }
        assertThat(doc.get("seed").asLong())
                .isEqualTo(Seeds.mix(0, Seeds.stream("E1")));
        assertThat(Json.text(run())).isEqualTo(Json.text(doc));
    }

    @Test
    void isRegistered() {
        assertThat(Experiments.find("e1")).get().isInstanceOf(E1Fec.class);
    }
}
