package echoai.link1.report;

import echoai.link1.bench.Doc;
import echoai.link1.bench.Experiment;
import echoai.link1.bench.rules.Registration;
import java.util.List;

/**
 * One folder of the bench, as the registry lists it and the report shows it: its experiments,
 * its registration (if it has one), the documents it reads besides its experiments' own, and its
 * section's figures. The report renders every folder's section the same way — title, the command
 * and seeds behind each document, the rules (predictions and checks apart) — and then the
 * figures the folder adds.
 */
public interface Folder {
    /** The section's anchor ({@code [a-z0-9-]+}). */
    String id();

    /** The section's entry in the contents column. */
    String menu();

    /** The section's title. */
    String title();

    /** One line under the title: what the folder asks. */
    String lead();

    /** Its experiments, in run order (none for a registration judged from others' documents). */
    List<Experiment<?>> experiments();

    /** Its registration, or null when nothing in it is judged. */
    default Registration<?> registration() {
        return null;
    }

    /** The documents it reads besides its experiments' own (an extended run's, say). */
    default List<Doc<?>> documents() {
        return List.of();
    }

    /**
     * The command that writes one of its {@link #documents()} on seed set {@code set}.
     *
     * @param doc the document
     * @param set its seed set, or null for the default
     * @return the command
     */
    default String command(Doc<?> doc, String set) {
        return "";
    }

    /** Whether the report gives it a section (a dev-only experiment has none). */
    default boolean reported() {
        return true;
    }

    /**
     * Its figures, after the title, the provenance and the rules; the folder says itself what
     * is missing.
     *
     * @param s the section so far
     * @param lab the lab
     */
    default void figures(Section.Builder s, Lab lab) {
    }

    /**
     * Seeds besides the world seeds behind a document, for its provenance line ("noise seed =
     * …"); "" for none.
     *
     * @param doc one of its documents
     * @param lab the lab
     * @return the words, or ""
     */
    default String seeds(Doc<?> doc, Lab lab) {
        return "";
    }

    /**
     * "key = value; …" of the pairs whose value is not null, for {@link #seeds}.
     *
     * @param keyValues key, value, key, value, …
     * @return the words
     */
    static String pairs(Object... keyValues) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < keyValues.length; i += 2) {
            if (keyValues[i + 1] != null) {
                parts.add(keyValues[i] + " = " + keyValues[i + 1]);
            }
        }
        return String.join("; ", parts);
    }
}
