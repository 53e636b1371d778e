package echoai.link1.bench.e1;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.registry.Registry;
import echoai.link1.session.Seeds;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E1 on the dev seeds: every required pattern corrected, counts as specified, deterministic. */
class E1FecTest {
    @TempDir
    Path dir;

    private E1Result run() {
        BenchContext ctx = new BenchContext(SeedSet.DEV, dir, false, 1, Map.of(), Progress.NONE,
                new PerfLog());
        return new E1Fec().run(ctx);
    }

    @Test
    void everyRequiredPatternIsCorrectedAndTheDocumentIsDeterministic() {
        E1Result doc = run();
        assertThat(doc.allWithinCapacityCorrected()).isTrue();
        assertThat(doc.randomBlocks().corrected()).isEqualTo(20_000);
        assertThat(doc.exhaustiveErrors().patterns()).isEqualTo(71_550);
        assertThat(doc.exhaustiveErrors().twoErrors().corrected()).isEqualTo(70_875);
        assertThat(doc.exhaustiveErasures().patterns()).isEqualTo(76_695);
        for (E1Result.BeyondCapacity row : doc.beyondCapacity()) {
            assertThat(row.returnedNonCodeword()).isZero();
            assertThat(row.failureReported() + row.miscorrectedToAnotherCodeword()
                    + row.decodedToTheSentCodeword()).isEqualTo(20_000);
        }
        assertThat(doc.seed())
                .isEqualTo(Seeds.mix(0, Seeds.stream("E1")));
        assertThat(Json.text(run())).isEqualTo(Json.text(doc));
    }

    @Test
    void isRegistered() {
        assertThat(Registry.experiment("e1")).get().isInstanceOf(E1Fec.class);
    }
}
