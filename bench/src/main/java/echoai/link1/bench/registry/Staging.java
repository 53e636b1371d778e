package echoai.link1.bench.registry;

import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The documents of one bench run, written beside the lab folder first and moved into it
 * together at the end: an interrupted run leaves the folder as it was (its staging is cleared
 * by the next run), and a document whose bytes equal the one in place but for the build stamp
 * leaves that one untouched. Reading through it sees the run's documents over the folder's.
 */
public final class Staging {
    /** The staging folder, inside the lab folder. */
    static final String FOLDER = ".bench-staging";

    private final Path dir;
    private final Path staged;
    private final Map<String, Boolean> written = new LinkedHashMap<>();

    /** What became of a document when the run was moved into place. */
    public enum Change {
        /** There was none before. */
        NEW,
        /** Its bytes changed. */
        CHANGED,
        /** Its bytes equal the one in place but for the build stamp: that one is kept. */
        UNCHANGED,
        /** The timings (perf.json): always rewritten. */
        TIMINGS
    }

    /**
     * One document of the run.
     *
     * @param file its path in the lab folder
     * @param change what became of it
     */
    public record Outcome(Path file, Change change) {
    }

    Staging(Path dir) throws IOException {
        this.dir = dir;
        this.staged = dir.resolve(FOLDER);
        clear();
        Files.createDirectories(staged);
    }

    /** Where a document of this run is written. */
    Path target(String rel, boolean timings) {
        written.put(rel, timings);
        return staged.resolve(rel);
    }

    /** A document as this run sees it: the run's own, else the folder's. */
    Path resolve(String rel) {
        Path s = staged.resolve(rel);
        return Files.exists(s) ? s : dir.resolve(rel);
    }

    /** Whether this run wrote the document. */
    boolean wrote(String rel) {
        return written.containsKey(rel);
    }

    /** The builds of the documents a judgement reads, those present, in order. */
    Map<String, String> builds(List<String> files) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (String f : files) {
            Path p = resolve(f);
            if (Files.exists(p)) {
                out.put(f, BuildInfo.describe(BuildInfo.of(p)));
            }
        }
        return out;
    }

    /** Moves every document of the run into the lab folder; what became of each. */
    List<Outcome> commit() throws IOException {
        List<Outcome> out = new ArrayList<>();
        for (Map.Entry<String, Boolean> e : written.entrySet()) {
            Path from = staged.resolve(e.getKey());
            Path to = dir.resolve(e.getKey());
            Change change;
            if (e.getValue()) {
                change = Change.TIMINGS;
            } else if (!Files.exists(to)) {
                change = Change.NEW;
            } else if (Json.withoutBuild(read(from)).equals(Json.withoutBuild(read(to)))) {
                change = Change.UNCHANGED;
            } else {
                change = Change.CHANGED;
            }
            if (change != Change.UNCHANGED) {
                Files.createDirectories(to.toAbsolutePath().getParent());
                Files.move(from, to, StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            }
            out.add(new Outcome(to, change));
        }
        clear();
        return out;
    }

    private static String read(Path p) throws IOException {
        return Files.readString(p, StandardCharsets.UTF_8);
    }

    /** Removes the staging folder, and with it a run that did not finish. */
    private void clear() throws IOException {
        if (!Files.exists(staged)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(staged)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
