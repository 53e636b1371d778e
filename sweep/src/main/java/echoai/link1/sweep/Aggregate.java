package echoai.link1.sweep;

import echoai.link1.bench.Json;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.v1.V1Rules;
import echoai.link1.session.WorldResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a complete sweep's rows into the documents the bench writes: {@code E4.json} and
 * {@code E5.json} (through the bench's own {@link E4Understanding#assemble} and
 * {@link E5Dialogue#assemble}), {@code predictions.json} ({@link V1Rules}) and, for the rooms
 * arms, {@code understanding-rooms.json} ({@link UnderstandingRooms#assemble}), in the output
 * folder. Rows are read in a fixed order (arms in registered order, blocks and seeds
 * ascending), so the documents depend only on the grid.
 */
public final class Aggregate {
    /** The rooms arms' document in a sweep's folder. */
    public static final String ROOMS_FILE = "understanding-rooms.json";

    private Aggregate() {
    }

    /** Writes the documents of a complete sweep into {@code dir}; returns the files written. */
    public static List<Path> write(Grid grid, BlockStore store, Path dir) throws IOException {
        BlockWork work = grid.work();
        SeedSet seeds = grid.seedSet();
        List<Path> files = new ArrayList<>();
        if (grid.hasE4()) {
            E4Understanding e4 = work.e4();
            Path file = dir.resolve("E4.json");
            Json.writeDocument(file, e4.assemble(seeds, seedRuns(grid, store, e4.armNames())));
            files.add(file);
        }
        if (grid.hasE5()) {
            Path file = dir.resolve("E5.json");
            Json.writeDocument(file, new E5Dialogue().assemble(seeds, rows(grid, store, "E5")));
            files.add(file);
        }
        if (!grid.arms().isEmpty()) {
            Path predictions = Bench.judgeOwn(dir, new V1Rules());
            if (predictions != null) {
                files.add(predictions);
            }
        }
        if (grid.rooms() != null) {
            Path file = dir.resolve(ROOMS_FILE);
            Json.writeDocument(file, rooms(grid, store));
            files.add(file);
        }
        return files;
    }

    /** The rooms arms' document from their rows, blocks and seeds ascending. */
    public static RoomsUnderstandingResult rooms(Grid grid, BlockStore store) throws IOException {
        UnderstandingRooms e = grid.rooms().experiment();
        List<Map<String, WorldResult>> worlds = new ArrayList<>(grid.worlds());
        for (SeedBlock block : grid.blocks()) {
            Map<String, List<String>> lines = new LinkedHashMap<>();
            for (String arm : e.armNames()) {
                lines.put(arm, store.read(RoomArms.file(arm), block));
            }
            for (int i = 0; i < block.size(); i++) {
                Map<String, WorldResult> world = new LinkedHashMap<>();
                for (String arm : e.armNames()) {
                    world.put(arm, Json.parse(lines.get(arm).get(i), WorldResult.class));
                }
                worlds.add(world);
            }
        }
        return e.assemble(grid.seedSet(), worlds);
    }

    /** Every row of one arm's files, blocks ascending. */
    public static List<WorldResult> rows(Grid grid, BlockStore store, String arm)
            throws IOException {
        List<WorldResult> out = new ArrayList<>(grid.worlds());
        for (SeedBlock block : grid.blocks()) {
            for (String line : store.read(arm, block)) {
                out.add(Json.parse(line, WorldResult.class));
            }
        }
        return out;
    }

    private static List<E4Understanding.SeedRun> seedRuns(Grid grid, BlockStore store,
            List<String> arms) throws IOException {
        List<E4Understanding.SeedRun> out = new ArrayList<>(grid.worlds());
        for (SeedBlock block : grid.blocks()) {
            Map<String, List<String>> lines = new LinkedHashMap<>();
            for (String arm : arms) {
                lines.put(arm, store.read(arm, block));
            }
            List<String> understanding = store.read(BlockWork.UNDERSTANDING, block);
            for (int i = 0; i < block.size(); i++) {
                Map<String, WorldResult> row = new LinkedHashMap<>();
                for (String arm : arms) {
                    row.put(arm, Json.parse(lines.get(arm).get(i), WorldResult.class));
                }
                UnderstandingRow u = Json.parse(understanding.get(i), UnderstandingRow.class);
                out.add(new E4Understanding.SeedRun(row, u.figures(), u.deaf()));
            }
        }
        return out;
    }
}
