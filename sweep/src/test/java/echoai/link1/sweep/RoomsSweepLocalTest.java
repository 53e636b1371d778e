package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rooms grid (one living-room point, profile k1, both modes, dev seeds 0-3) on Spark
 * {@code local[2]} against the in-process bench's understanding-rooms over the same grid: every
 * row byte-identical, the document byte-identical; U1, U2 and U5 judged on the sweep, U3 and U4
 * pending (another grid than V2-2's); a rerun after a damaged block redoes that block only.
 */
class RoomsSweepLocalTest {
    private static final Grid GRID = new Grid("rooms-test", List.of(), new RoomArms(
            List.of(new RoomPointSpec("living-rt0.5-1m", "white", 30, 48_000, 48_000, 0)),
            List.of("k1"), null), 0, 3, 2);

    @Test
    void localSparkGivesTheBenchsRoomsRowsAndDocument(@TempDir Path tmp) throws Exception {
        Path bench = tmp.resolve("bench");
        SweepPerf.runBench(GRID, GRID.work(), GRID.seedSet(), 2, bench);
        Path dir = tmp.resolve("sweep");
        SweepResult result = Sweep.run(GRID, dir, SparkSweep.conf("local[2]"),
                SweepProgress.silent(), null, bench);

        BenchComparison same = result.benchComparison();
        assertThat(same.arms()).containsOnlyKeys(GRID.work().files());
        same.arms().forEach((file, rows) ->
                assertThat(rows.identical()).as(file).isEqualTo(4).isEqualTo(rows.worlds()));
        assertThat(same.roomsIdentical()).isTrue();
        assertThat(same.predictionsEqualP6Aside()).isNull();
        assertThat(same.allEqual()).isTrue();
        assertThat(Files.mismatch(dir.resolve(Aggregate.ROOMS_FILE),
                bench.resolve(Aggregate.ROOMS_FILE))).isEqualTo(-1);
        assertThat(result.rules()).isEmpty();
        assertThat(result.roomsRules()).extracting(SweepResult.Rule::prediction)
                .containsExactly("U1", "U2", "U3", "U4", "U5");
        assertThat(result.roomsRules()).extracting(SweepResult.Rule::ruleOnSweep)
                .containsExactly(Verdict.GREEN, Verdict.GREEN, Verdict.PENDING, Verdict.PENDING,
                        Verdict.GREEN);
        assertThat(Files.exists(dir.resolve("predictions.json"))).isFalse();
        Path lab = Files.createDirectories(tmp.resolve("lab"));
        Files.copy(bench.resolve(Aggregate.ROOMS_FILE), Files.createDirectories(
                lab.resolve("v2")).resolve(Aggregate.ROOMS_FILE));
        for (String doc : List.of("E4.json", "E5.json", "predictions.json")) {
            Files.copy(Path.of("lab/link1").resolve(doc), lab.resolve(doc));
        }
        BenchComparison againstLab = BenchComparison.of(dir, lab, "a lab folder");
        assertThat(againstLab.e4Identical()).as("the sweep wrote no E4.json").isNull();
        assertThat(againstLab.predictionsEqualP6Aside()).isNull();
        assertThat(againstLab.roomsIdentical()).isTrue();
        assertThat(againstLab.allEqual()).isTrue();

        byte[] summary = Files.readAllBytes(dir.resolve(Sweep.FILE));
        BlockStore store = new BlockStore(dir);
        SeedBlock first = GRID.blocks().get(0);
        Files.delete(store.file("rooms/air/E5/k1/living-rt0.5-1m/white/30dB", first));
        assertThat(SparkSweep.pending(GRID, store)).containsExactly(first);
        Sweep.run(GRID, dir, SparkSweep.conf("local[2]"), SweepProgress.silent(), null, bench);
        assertThat(SparkSweep.pending(GRID, store)).isEmpty();
        assertThat(Files.readAllBytes(dir.resolve(Sweep.FILE))).isEqualTo(summary);
    }
}
