package echoai.link1.sweep;

import echoai.link1.bench.Json;
import echoai.link1.bench.registry.V2File;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.RoomsVerdicts;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.v1.PredictionsResult;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.apache.spark.SparkConf;

/**
 * One sweep end to end: locks the output folder ({@code .sweep.lock}: one sweep at a time in it),
 * checks it belongs to this grid ({@code grid.json}), runs
 * the pending blocks on Spark ({@link SparkSweep}), aggregates the bench's documents
 * ({@link Aggregate}) and writes {@code sweep.json} ({@link SweepResult}).
 */
public final class Sweep {
    /** The copy of the grid kept in the output folder (a rerun must name the same grid). */
    public static final String GRID_FILE = "grid.json";
    /** Held while a sweep runs in the folder (released when the process ends, however). */
    public static final String LOCK_FILE = ".sweep.lock";
    /** The sweep's own summary. */
    public static final String FILE = "sweep.json";

    private Sweep() {
    }

    /**
     * Runs {@code grid} into {@code dir}.
     *
     * @param registered folder of the registered predictions.json to report beside (or null)
     * @param compare    folder of the bench's documents on the same seeds to compare (or null)
     */
    public static SweepResult run(Grid grid, Path dir, SparkConf conf, SweepProgress progress,
                                  Path registered, Path compare) throws IOException {
        Files.createDirectories(dir);
        try (FileChannel channel = FileChannel.open(dir.resolve(LOCK_FILE),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock lock = lock(channel, dir)) {
            claim(grid, dir);
            BlockStore store = new BlockStore(dir);
            SparkSweep.run(grid, store, conf, progress);
            return summarise(grid, dir, store, registered, compare);
        }
    }

    /** One sweep at a time in a folder: two would compute the same blocks and race on them. */
    private static FileLock lock(FileChannel channel, Path dir) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            throw new IllegalArgumentException("another sweep is writing into " + dir + " ("
                    + LOCK_FILE + " is locked): wait for it or stop it");
        }
        return lock;
    }

    /** Aggregates a complete sweep in {@code dir} and writes sweep.json. */
    public static SweepResult summarise(Grid grid, Path dir, BlockStore store, Path registered,
                                        Path compare) throws IOException {
        Aggregate.write(grid, store, dir);
        List<SweepResult.Rule> rules = List.of();
        Path predictions = dir.resolve(Predictions.DOC.file());
        if (!grid.arms().isEmpty() && Files.exists(predictions)) {
            PredictionsResult ours = Json.read(predictions, PredictionsResult.class);
            Path theirs = registered == null ? null : registered.resolve(Predictions.DOC.file());
            PredictionsResult reg = theirs != null && Files.exists(theirs)
                    ? Json.read(theirs, PredictionsResult.class) : null;
            rules = SweepResult.rules(ours, reg);
        }
        List<SweepResult.Rule> roomsRules = grid.rooms() == null ? null
                : roomsRules(grid, dir, registered);
        BenchComparison comparison = compare == null ? null
                : BenchComparison.of(dir, compare, compare.toString());
        SweepResult result = new SweepResult(Json.SCHEMA_VERSION, grid, grid.seedSet().label(),
                grid.worlds(), grid.blocks().size(), SweepResult.NOTE, rules, comparison,
                roomsRules);
        Json.writeDocument(dir.resolve(FILE), result);
        return result;
    }

    private static List<SweepResult.Rule> roomsRules(Grid grid, Path dir, Path registered)
            throws IOException {
        RoomsUnderstandingResult ours = Json.read(dir.resolve(Aggregate.ROOMS_FILE),
                RoomsUnderstandingResult.class);
        Path theirs = registered == null ? null : registered.resolve("v2").resolve(
                Predictions.DOC.file());
        RoomsVerdicts reg = theirs != null && Files.exists(theirs)
                ? V2File.read(theirs, RoomsVerdicts.class) : null;
        return SweepResult.roomsRules(grid.rooms().experiment().rules(ours), reg);
    }

    /** Writes grid.json into a new folder, or checks an existing one names the same grid. */
    static void claim(Grid grid, Path dir) throws IOException {
        Path file = dir.resolve(GRID_FILE);
        if (Files.exists(file)) {
            Grid old = Grid.parse(Json.read(file));
            if (!old.equals(grid)) {
                throw new IllegalArgumentException("output folder holds another grid (" + file
                        + "): use a new --out or the same grid");
            }
            return;
        }
        Json.write(file, grid.toTree());
    }
}
