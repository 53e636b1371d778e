package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep on Spark {@code local[2]} against the in-process bench on dev seeds 0-7, every v1
 * arm: rows byte-identical, E4.json, E5.json and predictions.json byte-identical (no E2 on
 * either side, so P6 is pending on both); then resume after damage redoes exactly the damaged
 * blocks and gives the same files.
 */
class SweepLocalTest {
    private static final Grid GRID = new Grid("dev-test", Grid.V1_ARMS, 0, 7, 2);

    @Test
    void localSparkGivesTheBenchsRowsAndDocumentsAndResumes(@TempDir Path tmp) throws Exception {
        Path bench = tmp.resolve("bench");
        SweepPerf.runBench(GRID, new BlockWork(GRID.arms()), GRID.seedSet(), 2, bench);
        Path dir = tmp.resolve("sweep");
        SweepResult result = Sweep.run(GRID, dir, SparkSweep.conf("local[2]"),
                SweepProgress.silent(), null, bench);

        BenchComparison same = result.benchComparison();
        assertThat(same.arms()).containsOnlyKeys(Grid.V1_ARMS);
        same.arms().forEach((arm, rows) ->
                assertThat(rows.identical()).as(arm).isEqualTo(8).isEqualTo(rows.worlds()));
        assertThat(same.allEqual()).isTrue();
        for (String doc : List.of("E4.json", "E5.json", "predictions.json")) {
            assertThat(Files.mismatch(dir.resolve(doc), bench.resolve(doc))).as(doc).isEqualTo(-1);
        }
        assertThat(result.rules()).extracting(SweepResult.Rule::prediction)
                .containsExactly("P1", "P2", "P3", "P4", "P5", "P7");
        byte[] e4 = Files.readAllBytes(dir.resolve("E4.json"));
        byte[] summary = Files.readAllBytes(dir.resolve(Sweep.FILE));

        BlockStore store = new BlockStore(dir);
        SeedBlock second = GRID.blocks().get(1);
        SeedBlock last = GRID.blocks().get(3);
        Files.delete(store.file("T", second));
        Path a0 = store.file("A0", last);
        List<String> lines = Files.readAllLines(a0);
        Files.write(a0, lines.subList(0, 1));
        Files.writeString(store.file("E5", last).resolveSibling(".x.jsonl.tmp"), "partial");
        assertThat(SparkSweep.pending(GRID, store)).containsExactly(second, last);

        Sweep.run(GRID, dir, SparkSweep.conf("local[2]"), SweepProgress.silent(), null, bench);
        assertThat(SparkSweep.pending(GRID, store)).isEmpty();
        assertThat(Files.readAllLines(a0)).isEqualTo(lines);
        assertThat(Files.readAllBytes(dir.resolve("E4.json"))).isEqualTo(e4);
        assertThat(Files.readAllBytes(dir.resolve(Sweep.FILE))).isEqualTo(summary);
    }
}
