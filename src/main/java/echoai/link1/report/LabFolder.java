package echoai.link1.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The bench's JSON files of one folder, by name without {@code .json} ({@code E0}, …,
 * {@code predictions}, {@code perf}), read so that decimals keep their written scale
 * ({@code 0.0100} stays {@code 0.0100}). Missing files are simply absent: every reader of a
 * {@code LabFolder} says "not run yet" for them.
 */
public final class LabFolder {
    private static final ObjectMapper READER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .build();

    private final Map<String, JsonNode> docs;

    private LabFolder(Map<String, JsonNode> docs) {
        this.docs = Collections.unmodifiableMap(docs);
    }

    /** The subfolder of {@code E2 --extended} runs; its files are named {@code extended/<id>}. */
    public static final String EXTENDED = "extended";

    /**
     * Reads every {@code *.json} directly in {@code dir} (sorted by name), then those of its
     * {@value #EXTENDED} subfolder as {@code extended/<name>}. A file that is not valid JSON is an
     * {@link IOException} naming it; a missing folder is an empty result.
     */
    public static LabFolder read(Path dir) throws IOException {
        Map<String, JsonNode> docs = new LinkedHashMap<>();
        readInto(dir, "", docs);
        readInto(dir.resolve(EXTENDED), EXTENDED + "/", docs);
        return new LabFolder(docs);
    }

    private static void readInto(Path dir, String prefix, Map<String, JsonNode> docs)
            throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> list = Files.list(dir)) {
            list.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile).sorted().forEach(files::add);
        }
        for (Path f : files) {
            String name = f.getFileName().toString();
            try {
                docs.put(prefix + name.substring(0, name.length() - ".json".length()),
                        READER.readTree(f.toFile()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IOException(f + ": not valid JSON: " + e.getOriginalMessage(), e);
            }
        }
    }

    /** Documents given in memory (tests). */
    public static LabFolder of(Map<String, JsonNode> docs) {
        return new LabFolder(new LinkedHashMap<>(docs));
    }

    /** Parses JSON text the way files are read (tests). */
    public static JsonNode parse(String json) throws IOException {
        return READER.readTree(json);
    }

    /** The document {@code name} ({@code "E4"}, {@code "perf"}), if its file exists. */
    public Optional<JsonNode> get(String name) {
        return Optional.ofNullable(docs.get(name));
    }

    /** Every document name, sorted. */
    public List<String> names() {
        return List.copyOf(docs.keySet());
    }

    /** True when no file was found. */
    public boolean isEmpty() {
        return docs.isEmpty();
    }
}
