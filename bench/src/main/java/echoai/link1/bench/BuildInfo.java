package echoai.link1.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Properties;

/**
 * The code a document was made by (issue 28, item 3): the commit the running jar was built from
 * and whether the build's inputs — the poms and every module's {@code src/main} — were clean,
 * i.e. equal to that commit. The Maven build of this module writes both into the resource
 * {@value #RESOURCE} (bench/pom.xml, the antrun execution {@code build-info}, from {@code git
 * rev-parse HEAD} and {@code git status --porcelain}); where git was not at hand both read
 * {@code unknown}. Every bench and sweep document carries it as its last key, {@code build}
 * ({@link Json#writeDocument}); a document written before this existed has no such key.
 *
 * @param commit the 40-hex commit, or {@code unknown}
 * @param tree   {@code clean}, {@code dirty} or {@code unknown}
 */
public record BuildInfo(String commit, String tree) {
    /** The resource Maven writes, beside this class. */
    public static final String RESOURCE = "build-info.properties";
    /** The key every document carries it under. */
    public static final String KEY = "build";
    /** What a document written before provenance existed says about its build. */
    public static final String NOT_RECORDED = "not recorded (written before the build was"
            + " recorded, issue 28)";
    /** A tree equal to its commit. */
    public static final String CLEAN = "clean";
    /** A tree with changes to the build's inputs that no commit holds. */
    public static final String DIRTY = "dirty";

    /**
     * Checks the components.
     *
     * @param commit the commit or {@code unknown}
     * @param tree clean, dirty or unknown
     * @throws IllegalArgumentException for any other tree
     */
    public BuildInfo {
        Objects.requireNonNull(commit, "commit");
        if (!tree.equals(CLEAN) && !tree.equals(DIRTY) && !tree.equals("unknown")) {
            throw new IllegalArgumentException("tree must be clean, dirty or unknown: " + tree);
        }
    }

    private static final class Holder {
        static final BuildInfo CURRENT = load();
    }

    /**
     * The running code's build.
     *
     * @return from the resource, or {@code unknown}/{@code unknown} without it
     */
    public static BuildInfo current() {
        return Holder.CURRENT;
    }

    private static BuildInfo load() {
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return new BuildInfo("unknown", "unknown");
            }
            Properties p = new Properties();
            p.load(in);
            return new BuildInfo(p.getProperty("commit", "unknown").strip(),
                    p.getProperty("tree", "unknown").strip());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Whether the tree was clean.
     *
     * @return true for {@code clean}
     */
    public boolean clean() {
        return tree.equals(CLEAN);
    }

    /**
     * "ad8a81a2…, clean": the commit's first 12 hex digits and the tree.
     *
     * @return the short label
     */
    public String label() {
        return commit.substring(0, Math.min(12, commit.length())) + ", " + tree;
    }

    /**
     * The build a document records.
     *
     * @param document a JSON document's tree
     * @return its build, or null when it has none (written before provenance existed)
     */
    public static BuildInfo of(JsonNode document) {
        JsonNode b = document == null ? null : document.get(KEY);
        if (b == null || !b.isObject()) {
            return null;
        }
        return new BuildInfo(b.path("commit").asText("unknown"), b.path("tree").asText("unknown"));
    }

    /**
     * The build a document file records.
     *
     * @param file a JSON document
     * @return its build, or null when the file is missing or has none
     * @throws IOException when it cannot be read
     */
    public static BuildInfo of(Path file) throws IOException {
        return Files.exists(file) ? of(Json.read(file)) : null;
    }

    /**
     * The builds of the documents a judgement reads, those present in {@code dir}.
     *
     * @param dir the lab folder
     * @param files the documents, relative to it, in order
     * @return file → {@link #describe} of its build
     * @throws IOException when one cannot be read
     */
    public static java.util.Map<String, String> sources(Path dir, String... files)
            throws IOException {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String f : files) {
            Path p = dir.resolve(f);
            if (Files.exists(p)) {
                out.put(f, describe(of(p)));
            }
        }
        return out;
    }

    /**
     * How a source of a judgement reads: its label, or {@link #NOT_RECORDED}.
     *
     * @param build a document's build or null
     * @return the words
     */
    public static String describe(BuildInfo build) {
        return build == null ? NOT_RECORDED : build.label();
    }
}
