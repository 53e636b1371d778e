package echoai.link1.bench.v1;

import echoai.link1.bench.v1.PredictionsResult.EarlierEvalRun;
import java.util.List;

/**
 * The runs on the eval seeds before the registered run {@code c21a54d} (issue 14, item 10),
 * declared in every {@code predictions.json}. The git facts were checked with {@code git log}
 * and {@code git diff <from> c21a54d -- src/main/java/echoai/link1/modem
 * src/main/java/echoai/link1/fec src/main/java/echoai/link1/room}; see docs/bench.md.
 */
final class EarlierEvalRuns {
    /** The registered run. */
    static final String REGISTERED = "c21a54d";

    private EarlierEvalRuns() {
    }

    /** The earlier runs, oldest first. */
    static List<EarlierEvalRun> all() {
        return List.of(
                new EarlierEvalRun("E2",
                        "2bdd6ae (lab/link1/E2.json, seed_set eval), ad846bc (E2.png and the"
                        + " README's E2 table from it)",
                        "superseded by the registered run " + REGISTERED + ", which reran E2 on"
                        + " eval with every other experiment",
                        "ad846bc..c21a54d: empty; 2bdd6ae..c21a54d: 834014d (package-info),"
                        + " 589bae2 (Modulator.activeEnergy, a shared helper) and eef3b39"
                        + " (SlotDemodulator: cache-tiled prefix sums, stage-1 timing at an"
                        + " 8-sample step, committed as a speed change)"),
                new EarlierEvalRun("E2 --extended",
                        "5f0cd96 (lab/link1/extended/E2.json, on the eval seed base)",
                        "stands: the extended sweeps are not part of the registered run and"
                        + " register no prediction; they were not rerun after " + REGISTERED,
                        "5f0cd96..c21a54d: empty"));
    }
}
