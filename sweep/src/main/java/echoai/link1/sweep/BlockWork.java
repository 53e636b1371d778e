package echoai.link1.sweep;

import echoai.link1.bench.Json;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.session.ArmPlan;
import echoai.link1.session.WorldResult;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one task does: runs every world of a seed block for the grid's arms, in the bench's own
 * code ({@link E4Understanding#runSeed}, {@link E5Dialogue#runSeed}, and for the rooms arms
 * {@link echoai.link1.bench.understandingrooms.UnderstandingRooms#world}), and returns the rows as JSON lines
 * ({@link Json#line}). A row depends on its seed and the arm only, never on the block, the
 * partition or the executor.
 *
 * @param arms  the grid's v1 arms, in registered order
 * @param rooms the grid's rooms arms, or null
 */
public record BlockWork(List<String> arms, RoomArms rooms) implements Serializable {
    /** The file of E4's per-world understanding figures and deaf control, beside the arms. */
    public static final String UNDERSTANDING = "E4-understanding";

    public BlockWork {
        arms = List.copyOf(arms);
    }

    /** The work of v1 arms only. */
    public BlockWork(List<String> arms) {
        this(arms, null);
    }

    /**
     * The row files one block writes: the arms, then {@link #UNDERSTANDING} when E4 runs, then
     * the rooms arms' files ({@link RoomArms#files}).
     */
    public List<String> files() {
        List<String> out = new ArrayList<>(arms);
        if (e4Arms().size() > 0) {
            out.add(UNDERSTANDING);
        }
        if (rooms != null) {
            out.addAll(rooms.files());
        }
        return List.copyOf(out);
    }

    /** The E4 of this grid's E4 arms (registered plans, in order). */
    public E4Understanding e4() {
        List<ArmPlan> plans = E4Understanding.registeredArms().stream()
                .filter(p -> arms.contains(p.name())).toList();
        return new E4Understanding(plans);
    }

    private List<String> e4Arms() {
        return arms.stream().filter(a -> !a.equals("E5")).toList();
    }

    /** Runs the block's worlds in seed order. */
    public BlockRows run(SeedBlock block) {
        Map<String, List<String>> lines = new LinkedHashMap<>();
        for (String file : files()) {
            lines.put(file, new ArrayList<>(block.size()));
        }
        E4Understanding e4 = e4Arms().isEmpty() ? null : e4();
        UnderstandingRooms air = rooms == null ? null : rooms.experiment();
        for (int seed = block.from(); seed <= block.to(); seed++) {
            if (e4 != null) {
                E4Understanding.SeedRun run = e4.runSeed(seed);
                run.arms().forEach((arm, row) -> lines.get(arm).add(Json.line(row)));
                lines.get(UNDERSTANDING).add(Json.line(
                        new UnderstandingRow(run.figures(), run.deaf())));
            }
            if (arms.contains("E5")) {
                WorldResult row = E5Dialogue.runSeed(seed);
                lines.get("E5").add(Json.line(row));
            }
            if (air != null) {
                air.world(seed).forEach((arm, row) ->
                        lines.get(RoomArms.file(arm)).add(Json.line(row)));
            }
        }
        return new BlockRows(block, lines);
    }
}
