package echoai.link1.bench.registry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ObjectNode;
import echoai.link1.bench.Json;
import echoai.link1.bench.rules.Registration;
import echoai.link1.bench.rules.Where;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code v2/predictions.json}: the verdicts of every registration written there
 * ({@link Where.InV2}), in registry order, under a header that joins their words — the spec
 * sections they were registered in, the seed set of each source judged, how intervals are
 * computed. A registration whose verdicts are always written (pending before its run) is there
 * from the start; the others join once judged. Nothing in it is named here: the registry's order
 * and each registration's {@code InV2} say it all.
 */
public final class V2File {
    /** The file, relative to the lab folder. */
    public static final String DOC_FILE = "v2/predictions.json";
    private static final PropertyNamingStrategies.NamingBase SNAKE =
            (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE;

    private V2File() {
    }

    /**
     * One registration's part of the file.
     *
     * @param registration the registration
     * @param verdicts its verdicts (judged, or pending)
     * @param sources its source files judged, file → seed set (empty when pending)
     */
    public record Part(Registration<?> registration, Record verdicts,
                       Map<String, String> sources) {
    }

    /**
     * The document: the header, then each part's verdicts under its key (a null key: its
     * components at the top).
     *
     * @param parts the parts, in registry order
     * @return the document, keys in order
     */
    public static Map<String, Object> document(List<Part> parts) {
        List<String> registeredIn = new ArrayList<>();
        List<String> uncertainty = new ArrayList<>();
        Map<String, String> sources = new LinkedHashMap<>();
        for (Part p : parts) {
            Where.InV2 at = (Where.InV2) p.registration().where();
            if (!at.registeredIn().isEmpty()) {
                registeredIn.add(at.registeredIn());
            }
            if (!at.uncertainty().isEmpty()) {
                uncertainty.add(at.uncertainty());
            }
            sources.putAll(p.sources());
        }
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("schema_version", Json.SCHEMA_VERSION);
        doc.put("registered_in", String.join("; ", registeredIn));
        doc.put("sources", sources);
        doc.put("uncertainty", String.join("; ", uncertainty));
        for (Part p : parts) {
            String key = ((Where.InV2) p.registration().where()).key();
            if (key != null) {
                doc.put(key, p.verdicts());
                continue;
            }
            for (RecordComponent c : p.verdicts().getClass().getRecordComponents()) {
                doc.put(SNAKE.translate(c.getName()), value(c, p.verdicts()));
            }
        }
        return doc;
    }

    private static Object value(RecordComponent c, Record r) {
        try {
            return c.getAccessor().invoke(r);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c, e);
        }
    }

    /**
     * Every registration's verdicts the file holds, by their record.
     *
     * @param file the file
     * @return the verdicts, in registry order
     * @throws IOException when the file cannot be read or a part does not fit its record
     */
    public static List<Record> read(Path file) throws IOException {
        JsonNode doc = Json.read(file);
        List<Record> out = new ArrayList<>();
        for (Registration<?> r : Registry.registrations()) {
            if (!(r.where() instanceof Where.InV2 at)) {
                continue;
            }
            JsonNode part = at.key() != null ? doc.get(at.key()) : components(doc,
                    r.verdictType());
            if (part == null) {
                continue;
            }
            try {
                out.add(Json.MAPPER.treeToValue(part, r.verdictType()));
            } catch (IOException e) {
                throw new IOException(file + ": " + (at.key() == null ? "its top" : at.key())
                        + " does not fit " + r.verdictType().getSimpleName() + " ("
                        + e.getMessage() + ")", e);
            }
        }
        return out;
    }

    /**
     * One registration's verdicts in the file, or null when it holds none.
     *
     * @param file the file
     * @param type the verdicts' record
     * @return the verdicts, or null
     * @throws IOException when the file cannot be read
     */
    public static <V extends Record> V read(Path file, Class<V> type) throws IOException {
        return read(file).stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElse(null);
    }

    /** The record's components gathered from the top of {@code doc}; null when one is absent. */
    private static JsonNode components(JsonNode doc, Class<? extends Record> type) {
        ObjectNode part = Json.object();
        for (RecordComponent c : type.getRecordComponents()) {
            JsonNode v = doc.get(SNAKE.translate(c.getName()));
            if (v == null) {
                return null;
            }
            part.set(SNAKE.translate(c.getName()), v);
        }
        return part;
    }
}
