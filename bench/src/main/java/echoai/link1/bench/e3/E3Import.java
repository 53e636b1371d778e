package echoai.link1.bench.e3;

import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * E3's contributed rows ({@code E3.json}'s {@code contributed}, docs/web.md): {@code bench E3
 * --import FILE...} validates every file ({@link RoomTestRows}) before it adds any, then adds
 * the rows not already there (by SHA-256), sorted by date then SHA-256, and writes the file back
 * with the build of its trials; the loop's trials are not run. A loop run of E3 carries over the
 * rows of the file it replaces ({@link #carriedOver}).
 */
public final class E3Import {
    /** The order of {@code contributed}: by date, then by SHA-256. */
    static final Comparator<E3Contribution> ORDER = Comparator.comparing(E3Contribution::date)
            .thenComparing(E3Contribution::sha256);

    private E3Import() {
    }

    /**
     * What the import did with one row.
     *
     * @param row   the validated row
     * @param added whether it was added (false: skipped)
     * @param why   for a skipped row, why: already in the file, or the same as an earlier file
     */
    public record Step(E3Contribution row, boolean added, String why) {
    }

    /**
     * Imports room-test rows into {@code e3File}. Every file is validated first; one that is
     * not a valid row refuses the whole import and the file is left as it was.
     *
     * @param e3File the {@code E3.json} to add to; it must exist
     * @param files the room-test rows, in the order given
     * @param write false to decide only (a dry run)
     * @return one step per file, in the order given
     * @throws RoomTestRows.Refused when a file is not a valid row
     * @throws IOException when a file or {@code e3File} cannot be read or written
     */
    public static List<Step> importRows(Path e3File, List<Path> files, boolean write)
            throws RoomTestRows.Refused, IOException {
        List<E3Contribution> rows = new ArrayList<>(files.size());
        for (Path f : files) {
            rows.add(RoomTestRows.read(f));
        }
        String text = Files.readString(e3File, StandardCharsets.UTF_8);
        E3Result doc = read(e3File, text);
        Map<String, String> known = new HashMap<>();
        doc.contributed().forEach(r -> known.put(r.sha256(), null));
        List<Step> steps = new ArrayList<>(rows.size());
        List<E3Contribution> merged = new ArrayList<>(doc.contributed());
        for (E3Contribution row : rows) {
            if (known.containsKey(row.sha256())) {
                String earlier = known.get(row.sha256());
                steps.add(new Step(row, false, earlier == null
                        ? "already in " + e3File.getFileName() : "the same row as " + earlier));
                continue;
            }
            known.put(row.sha256(), row.file());
            merged.add(row);
            steps.add(new Step(row, true, ""));
        }
        if (write && steps.stream().anyMatch(Step::added)) {
            merged.sort(ORDER);
            write(e3File, text, doc.withContributed(merged));
        }
        return steps;
    }

    /**
     * The contributed rows a loop run of E3 keeps: those of the {@code E3.json} it replaces.
     *
     * @param e3File the file the run will write
     * @return its rows; none when it does not exist
     * @throws IOException when it exists but cannot be read as E3 (the run would lose them)
     */
    public static List<E3Contribution> carriedOver(Path e3File) throws IOException {
        if (!Files.exists(e3File)) {
            return List.of();
        }
        return read(e3File, Files.readString(e3File, StandardCharsets.UTF_8)).contributed();
    }

    private static E3Result read(Path e3File, String text) throws IOException {
        try {
            return Json.MAPPER.readValue(text, E3Result.class);
        } catch (IOException e) {
            throw new IOException(e3File + ": not an E3 document, so its contributed rows cannot"
                    + " be kept; move it away first", e);
        }
    }

    /** Writes {@code doc} over {@code e3File} (through a temporary file), keeping its build. */
    private static void write(Path e3File, String oldText, E3Result doc) throws IOException {
        BuildInfo build = BuildInfo.of(Json.MAPPER.readTree(oldText));
        String text = Json.text(doc);
        if (build != null) {
            text = Json.withBuild(text, build, null);
        }
        Path tmp = Files.createTempFile(e3File.toAbsolutePath().getParent(), ".E3-", ".json");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, e3File, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
