package echoai.link1.bench.rules;

import echoai.link1.bench.Doc;
import java.util.Objects;

/** Where a registration's verdicts are written. */
public sealed interface Where {
    /**
     * A document of their own ({@code predictions.json}, {@code v2/u3-rerun-predictions.json}):
     * the verdicts record is the document.
     *
     * @param doc the document
     */
    record Own(Doc<?> doc) implements Where {
        public Own {
            Objects.requireNonNull(doc, "doc");
        }
    }

    /**
     * Under {@code key} in {@code v2/predictions.json}, beside the other v2 registrations'; a
     * null key writes the verdicts' components at the top of that file (V2-1's R1–R4, the
     * first there). The file's {@code registered_in} and {@code uncertainty} join each
     * registration's words, when its verdicts are written.
     *
     * @param key the key, or null
     * @param registeredIn its words in the file's {@code registered_in} ("" for none)
     * @param uncertainty its words in the file's {@code uncertainty} ("" for none)
     */
    record InV2(String key, String registeredIn, String uncertainty) implements Where {
        public InV2 {
            Objects.requireNonNull(registeredIn, "registeredIn");
            Objects.requireNonNull(uncertainty, "uncertainty");
        }
    }
}
