package echoai.link1.bench.rules;

import echoai.link1.bench.Doc;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The documents a registration is judged from, as read from one lab folder: those of the seed
 * set it judges (its eval range; any for the v1 rules), each with the seed set it holds. A
 * document absent from the folder, or of other seeds, is absent here.
 */
public final class Sources {
    private final Map<Doc<?>, Record> docs = new LinkedHashMap<>();
    private final Map<Doc<?>, String> seedSets = new LinkedHashMap<>();

    /**
     * Adds a document.
     *
     * @param doc the document
     * @param record its record
     * @param seedSet the seed set it holds
     * @return this
     */
    public <R extends Record> Sources with(Doc<R> doc, R record, String seedSet) {
        docs.put(doc, Objects.requireNonNull(record, "record"));
        seedSets.put(doc, Objects.requireNonNull(seedSet, "seedSet"));
        return this;
    }

    /** The document's record, or null when it is absent. */
    public <R extends Record> R get(Doc<R> doc) {
        return doc.type().cast(docs.get(doc));
    }

    /** Whether the document is here. */
    public boolean has(Doc<?> doc) {
        return docs.containsKey(doc);
    }

    /** Whether any document is here. */
    public boolean isEmpty() {
        return docs.isEmpty();
    }

    /** The seed set the document holds, or null when it is absent. */
    public String seedSet(Doc<?> doc) {
        return seedSets.get(doc);
    }
}
