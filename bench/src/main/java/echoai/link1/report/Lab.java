package echoai.link1.report;

import echoai.link1.bench.Doc;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the report is built from: the documents of one lab folder that the registry names, each
 * as its record; every registration's verdicts, by their record;
 * the documents the registry does not name, as trees; the frozen registered v1 run; the sweeps;
 * and the build each document records. The registry reads the folder; the report reads nothing
 * itself.
 *
 * @param docs by file ({@link Doc#file()}), the documents present, in registry order
 * @param verdicts by record type, each registration's verdicts that are written
 * @param others every other document by name without {@code .json}, sorted
 * @param registered the registered v1 run's documents by name, sorted; empty when absent
 * @param sweeps the sweeps' documents ({@code sweep/NAME/}), by name; empty when none
 * @param builds per document (name without {@code .json}), the build it records in words
 */
public record Lab(Map<String, Record> docs, Map<Class<?>, Record> verdicts,
                  Map<String, Tree> others,
                  Map<String, Tree> registered, List<SweepDocs> sweeps,
                  Map<String, String> builds) {
    /** The folder of the extended run, relative to the lab folder. */
    public static final String EXTENDED = "extended";
    /** The folder of the sweeps ({@code link1-sweep}), relative to the lab folder. */
    public static final String SWEEP = "sweep";
    /** The folder of the v2 experiments, relative to the lab folder. */
    public static final String V2 = "v2";

    public Lab {
        docs = new LinkedHashMap<>(docs);
        verdicts = new LinkedHashMap<>(verdicts);
        others = new TreeMap<>(others);
        registered = new TreeMap<>(registered);
        sweeps = sweeps.stream().sorted(Comparator.comparing(SweepDocs::name)).toList();
        builds = new TreeMap<>(builds);
    }

    /** A lab with no file at all. */
    public static Lab empty() {
        return builder().build();
    }

    /** The document's record, or null when it is missing. */
    public <R extends Record> R get(Doc<R> doc) {
        return doc.type().cast(docs.get(doc.file()));
    }

    /** The seed set the document holds, or null when it is missing or holds none. */
    public String seedSet(Doc<?> doc) {
        return seedSetOf(docs.get(doc.file()));
    }

    /** A record's {@code seed_set} component, or null when it has none. */
    public static String seedSetOf(Record doc) {
        if (doc == null) {
            return null;
        }
        for (RecordComponent c : doc.getClass().getRecordComponents()) {
            if (c.getName().equals("seedSet") && c.getType() == String.class) {
                try {
                    return (String) c.getAccessor().invoke(doc);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + c, e);
                }
            }
        }
        return null;
    }

    /** A registration's verdicts by their record, or null when none are written. */
    public <V extends Record> V verdicts(Class<V> type) {
        Record v = verdicts.get(type);
        if (v == null) {
            // a registration whose verdicts are a document of their own (predictions.json)
            v = docs.values().stream().filter(type::isInstance).findFirst().orElse(null);
        }
        return type.cast(v);
    }

    /** Every document present, by name without {@code .json}, as trees, in page order. */
    public Map<String, Tree> trees() {
        Map<String, Tree> out = new LinkedHashMap<>();
        docs.forEach((file, doc) -> out.put(file.substring(0, file.length() - ".json".length()),
                Tree.of(doc)));
        out.putAll(others);
        return out;
    }

    /** True when no document is present. */
    public boolean isEmpty() {
        return docs.isEmpty() && others.isEmpty();
    }

    /**
     * This lab with one more document (replacing one of the same file).
     *
     * @param doc the document
     * @param record its record
     * @param <R> the record's type
     * @return the new lab
     */
    public <R extends Record> Lab with(Doc<R> doc, R record) {
        Map<String, Record> d = new LinkedHashMap<>(docs);
        d.put(doc.file(), record);
        return new Lab(d, verdicts, others, registered, sweeps, builds);
    }

    /** A builder starting from no file at all. */
    public static Builder builder() {
        return new Builder();
    }

    /** Sets documents one by one; what is never set stays missing. */
    public static final class Builder {
        private final Map<String, Record> docs = new LinkedHashMap<>();
        private final Map<Class<?>, Record> verdicts = new LinkedHashMap<>();
        private final Map<String, Tree> others = new TreeMap<>();
        private final Map<String, Tree> registered = new TreeMap<>();
        private final List<SweepDocs> sweeps = new ArrayList<>();
        private final Map<String, String> builds = new TreeMap<>();

        private Builder() {
        }

        /** A document the registry names (null: left missing). */
        public <R extends Record> Builder doc(Doc<R> doc, R record) {
            if (record != null) {
                docs.put(doc.file(), record);
            }
            return this;
        }

        /** A registration's verdicts (null: none written). */
        public Builder verdicts(Record v) {
            if (v != null) {
                verdicts.put(v.getClass(), v);
            }
            return this;
        }

        /** A document the registry does not name, by name without {@code .json}. */
        public Builder other(String name, Tree doc) {
            others.put(name, doc);
            return this;
        }

        /** A document of the registered v1 run, by name without {@code .json}. */
        public Builder registered(String name, Tree doc) {
            registered.put(name, doc);
            return this;
        }

        /** The build document {@code name} records, in words ({@link Lab#builds}). */
        public Builder built(String name, String words) {
            builds.put(name, words);
            return this;
        }

        /** A sweep's documents. */
        public Builder sweep(SweepDocs docs) {
            sweeps.add(docs);
            return this;
        }

        /** The lab. */
        public Lab build() {
            return new Lab(docs, verdicts, others, registered, sweeps, builds);
        }
    }
}
