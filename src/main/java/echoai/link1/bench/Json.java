package echoai.link1.bench;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * JSON for the bench: keys in insertion order, two-space indent, "\n" line ends, ratios as
 * decimals with a fixed scale. Same input, same bytes.
 */
public final class Json {
    /** The shared mapper (thread-safe once configured). */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            // decimals read back (perf.json is merged, not rewritten) keep their exact digits
            .enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new DefaultIndenter("  ", "\n")));

    /** Schema version written at the top of every bench document. */
    public static final int SCHEMA_VERSION = 1;

    private Json() {
    }

    /** A new empty object. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /**
     * The head every experiment document starts with: schemaVersion, experiment id, title
     * and the seed set.
     */
    public static ObjectNode document(Experiment experiment, SeedSet seeds) {
        ObjectNode doc = object();
        doc.put("schemaVersion", SCHEMA_VERSION);
        doc.put("experiment", experiment.id());
        doc.put("title", experiment.title());
        doc.put("seedSet", seeds.label());
        return doc;
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

    /** Pretty text with a final newline. */
    public static String text(JsonNode node) {
        try {
            return WRITER.writeValueAsString(node) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise JSON", e);
        }
    }

    /** One line of compact JSON (for JSON Lines output). */
    public static String line(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (IOException e) {
            throw new IllegalStateException("cannot serialise JSON", e);
        }
    }

    /** Writes pretty JSON to {@code file}, creating its folder. */
    public static void write(Path file, JsonNode node) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, text(node), StandardCharsets.UTF_8);
    }

    /** Reads a JSON file. */
    public static JsonNode read(Path file) throws IOException {
        return MAPPER.readTree(file.toFile());
    }
}
