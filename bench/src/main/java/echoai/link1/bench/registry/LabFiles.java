package echoai.link1.bench.registry;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import echoai.link1.bench.BuildInfo;
import echoai.link1.bench.Doc;
import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Where;
import echoai.link1.report.Lab;
import echoai.link1.report.SweepDocs;
import echoai.link1.report.Tree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads a lab folder for the report: each document the registry names into its record with the
 * bench's one mapper, each registration's verdicts (its own document, or its key of
 * {@code v2/predictions.json}), every other {@code *.json} (and the registered v1 run,
 * {@value #REGISTERED}) as a {@link Tree} whose numbers keep their written digits, and the
 * sweeps. A named document that does not fit its record is an {@link IOException} naming the
 * file: the report never guesses a schema.
 */
public final class LabFiles {
    /** The frozen registered run, a subfolder of the lab folder. */
    public static final String REGISTERED = "registered-v1";

    private LabFiles() {
    }

    /**
     * The documents of {@code dir} and its {@link Lab#EXTENDED}, {@link Lab#V2},
     * {@value #REGISTERED} and {@link Lab#SWEEP} folders.
     */
    public static Lab read(Path dir) throws IOException {
        Lab.Builder b = Lab.builder();
        List<Doc<?>> named = Registry.documents();
        for (Doc<?> d : named) {
            Path f = dir.resolve(d.file());
            if (Files.isRegularFile(f)) {
                put(b, d, f);
            }
        }
        Map<Class<?>, Record> own = new LinkedHashMap<>();
        for (Registration<?> r : Registry.registrations()) {
            if (r.where() instanceof Where.Own o && Files.isRegularFile(dir.resolve(o.doc()
                    .file()))) {
                own.put(r.verdictType(), record(dir.resolve(o.doc().file()), o.doc().type()));
            }
        }
        own.values().forEach(b::verdicts);
        Path v2 = dir.resolve(V2File.DOC_FILE);
        if (Files.isRegularFile(v2)) {
            V2File.read(v2).forEach(b::verdicts);
        }
        Set<String> known = named.stream().map(Doc::file).collect(Collectors.toSet());
        known.add(V2File.DOC_FILE);
        for (String sub : List.of("", Lab.EXTENDED, Lab.V2)) {
            for (Path f : jsonFiles(sub.isEmpty() ? dir : dir.resolve(sub))) {
                String rel = dir.relativize(f).toString();
                if (!known.contains(rel)) {
                    b.other(rel.substring(0, rel.length() - ".json".length()), tree(f));
                }
                b.built(rel.substring(0, rel.length() - ".json".length()), built(f));
            }
        }
        for (Path f : jsonFiles(dir.resolve(REGISTERED))) {
            String n = f.getFileName().toString();
            b.registered(n.substring(0, n.length() - ".json".length()), tree(f));
        }
        for (Path sweep : folders(dir.resolve(Lab.SWEEP))) {
            Path grid = sweep.resolve("grid.json");
            if (Files.isRegularFile(grid)) {
                b.sweep(sweep(sweep, grid));
            }
        }
        return b.build();
    }

    private static <R extends Record> void put(Lab.Builder b, Doc<R> d, Path f)
            throws IOException {
        b.doc(d, record(f, d.type()));
    }

    /**
     * One sweep folder: its grid.json, sweep.json, and the documents of the registry it holds at
     * its top (the rows and the large E4/E5.json are not read: only the judgements).
     */
    private static SweepDocs sweep(Path sweep, Path grid) throws IOException {
        Map<Doc<?>, Record> docs = new LinkedHashMap<>();
        for (String name : SWEEP_DOCS) {
            Path f = sweep.resolve(name);
            Doc<?> d = Registry.documents().stream()
                    .filter(x -> x.file().endsWith("/" + name) || x.file().equals(name))
                    .findFirst().orElseThrow();
            if (Files.isRegularFile(f)) {
                docs.put(d, record(f, d.type()));
            }
        }
        Path summary = sweep.resolve("sweep.json");
        return new SweepDocs(sweep.getFileName().toString(), tree(grid), docs,
                Files.isRegularFile(summary) ? tree(summary) : null);
    }

    /** The judgements a sweep writes at its top, which the report draws. */
    private static final List<String> SWEEP_DOCS = List.of("predictions.json",
            "understanding-rooms.json");

    /** The folders directly in {@code dir}, sorted; none when it is missing. */
    private static List<Path> folders(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(Files::isDirectory).sorted().toList();
        }
    }

    /**
     * What a document records of its build: "commit, tree", with the eval sources a judgement
     * read from a dirty tree; or that it records none.
     */
    static String built(Path f) throws IOException {
        JsonNode doc = Json.read(f);
        BuildInfo build = BuildInfo.of(doc);
        if (build == null) {
            return BuildInfo.NOT_RECORDED;
        }
        List<String> dirty = new ArrayList<>();
        doc.path(BuildInfo.KEY).path("judged_from_dirty_tree").forEach(n -> dirty.add(n.asText()));
        return build.label() + (dirty.isEmpty() ? "" : "; judged from a dirty tree: "
                + String.join(", ", dirty));
    }

    /** The {@code *.json} files directly in {@code dir}, sorted; none when it is missing. */
    static List<Path> jsonFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** A document into its record; one that does not fit is an IOException naming the file. */
    static <T> T record(Path f, Class<T> type) throws IOException {
        try {
            return Json.MAPPER.readValue(f.toFile(), type);
        } catch (JsonProcessingException e) {
            throw new IOException(f + ": does not fit " + type.getSimpleName() + " ("
                    + e.getOriginalMessage() + "); rerun the bench for it", e);
        }
    }

    /** Any JSON file as a tree, numbers as written. */
    public static Tree tree(Path f) throws IOException {
        try (JsonParser p = Json.MAPPER.getFactory().createParser(f.toFile())) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new IOException(f + ": not valid JSON: empty");
            }
            return node(p, t);
        } catch (JsonProcessingException e) {
            throw new IOException(f + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
    }

    private static Tree node(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT -> {
                List<Tree.Member> members = new ArrayList<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    members.add(new Tree.Member(key, node(p, p.nextToken())));
                }
                return new Tree.Obj(members);
            }
            case START_ARRAY -> {
                List<Tree> items = new ArrayList<>();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    items.add(node(p, e));
                }
                return new Tree.Arr(items);
            }
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.NUMBER);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.BOOLEAN);
            }
            case VALUE_NULL -> {
                return Tree.NULL;
            }
            default -> {
                return new Tree.Leaf(p.getText(), Tree.Kind.STRING);
            }
        }
    }
}
