package echoai.link1.bench;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.session.E8World;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one JSON writer and reader of the results records ({@code echoai.link1.results}): every
 * key is the record component's name in snake_case ({@link PropertyNamingStrategies#SNAKE_CASE}),
 * keys in component order, two-space indent, "\n" line ends and a final newline, decimals plain
 * with the scale they were made with, enums as their {@code toString}. Map keys are written as
 * they are. A null component is written as {@code null}, except in the records with optional
 * sections (annotated {@code @JsonInclude(NON_NULL)}), where it is left out. Same record, same
 * bytes.
 */
public final class Json {
    /** The shared mapper (thread-safe once configured). */
    public static final ObjectMapper MAPPER = mapper();
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    /** Schema version written at the top of every bench document. */
    public static final int SCHEMA_VERSION = 1;

    private Json() {
    }

    private static ObjectMapper mapper() {
        ObjectMapper m = new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                // a tree keeps a decimal's written scale (0.0100 stays 0.0100), so a part of a
                // document read through a tree gives the same record as the document read whole
                .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
                .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
                .addHandler(new SkipBuild());
        // the agents' E8 row carries no JSON annotation (the agents module has no JSON
        // library): its by-air counts are optional, left out by wire
        m.configOverride(E8World.class).setInclude(JsonInclude.Value.construct(
                JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL));
        return m;
    }

    /**
     * A document's {@code build} key ({@link BuildInfo}) is not a component of its record:
     * reading a document into its record skips it.
     */
    private static final class SkipBuild extends DeserializationProblemHandler {
        @Override
        public boolean handleUnknownProperty(DeserializationContext ctxt, JsonParser p,
                                             JsonDeserializer<?> deserializer, Object bean,
                                             String name) throws IOException {
            if (!BuildInfo.KEY.equals(name)) {
                return false;
            }
            p.skipChildren();
            return true;
        }
    }

    /** A new empty object (for the CLI's ad-hoc documents that are not results). */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** {@code num / den} rounded half-up to {@code decimals} places (0 when den is 0). */
    public static BigDecimal ratio(long num, long den, int decimals) {
        if (den == 0) {
            return BigDecimal.ZERO.setScale(decimals);
        }
        return BigDecimal.valueOf(num).divide(BigDecimal.valueOf(den), decimals,
                RoundingMode.HALF_UP);
    }

    /** A double rounded half-up to {@code decimals} places, for measured physical figures. */
    public static BigDecimal fixed(double value, int decimals) {
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
    }

    /** Pretty text of a record (or a tree) with a final newline. */
    public static String text(Object value) {
        try {
            return WRITER.writeValueAsString(value) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise JSON", e);
        }
    }

    /** One line of compact JSON (for JSON Lines output), no newline. */
    public static String line(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise JSON", e);
        }
    }

    /** Writes pretty JSON to {@code file}, creating its folder. */
    public static void write(Path file, Object value) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, text(value), StandardCharsets.UTF_8);
    }

    /**
     * Writes a bench or sweep document: its pretty JSON with the running code's build
     * ({@link BuildInfo#current()}) as the last key, {@code build} (issue 28, item 3). The same
     * command at the same commit gives the same bytes.
     *
     * @param file the document's file (its folder is created)
     * @param value the record
     * @throws IOException when it cannot be written
     */
    public static void writeDocument(Path file, Object value) throws IOException {
        writeDocument(file, value, null);
    }

    /**
     * {@link #writeDocument(Path, Object)}, the build block also naming the build of each
     * document the value was judged from ({@code sources}: file → {@link BuildInfo#describe}),
     * and listing under {@code judged_from_dirty_tree} the eval sources made from a dirty tree
     * (the judgement is marked, not hidden).
     *
     * @param file the document's file
     * @param value the record
     * @param sources file → its build's words, in order; null for none
     * @throws IOException when it cannot be written
     */
    public static void writeDocument(Path file, Object value, java.util.Map<String, String>
            sources) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, withBuild(text(value), BuildInfo.current(), sources),
                StandardCharsets.UTF_8);
    }

    /** {@code text} (a pretty JSON object) with the build block as its last key. */
    public static String withBuild(String text, BuildInfo build, java.util.Map<String, String> sources) {
        if (!text.endsWith("\n}\n")) {
            throw new IllegalArgumentException("not a pretty JSON object");
        }
        ObjectNode b = object();
        b.put("commit", build.commit());
        b.put("tree", build.tree());
        if (sources != null) {
            ObjectNode s = b.putObject("sources");
            ArrayNode dirty = array();
            sources.forEach((k, v) -> {
                s.put(k, v);
                if (v.endsWith(", " + BuildInfo.DIRTY)) {
                    dirty.add(k);
                }
            });
            b.set("judged_from_dirty_tree", dirty);
        }
        String block = text(b).stripTrailing().replace("\n", "\n  ");
        return text.substring(0, text.length() - 3) + ",\n  \"" + BuildInfo.KEY + "\" : "
                + block + "\n}\n";
    }

    /**
     * A document's text without its build block, for comparing documents made by different
     * commits (a sweep against the bench's committed files).
     *
     * @param text a document's JSON text
     * @return the same text without the {@code build} key
     */
    public static String withoutBuild(String text) {
        int at = text.lastIndexOf(",\n  \"" + BuildInfo.KEY + "\" : {");
        return at < 0 ? text : text.substring(0, at) + "\n}\n";
    }

    /** Reads a JSON file as a tree. */
    public static JsonNode read(Path file) throws IOException {
        return MAPPER.readTree(file.toFile());
    }

    /** Reads a JSON file into a results record. */
    public static <T> T read(Path file, Class<T> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }

    /** Parses JSON text into a results record (unchecked: for tests and JSON Lines). */
    public static <T> T parse(String text, Class<T> type) {
        try {
            return MAPPER.readValue(text, type);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot parse " + type.getSimpleName(), e);
        }
    }
}
