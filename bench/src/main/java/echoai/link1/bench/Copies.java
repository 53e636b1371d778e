package echoai.link1.bench;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Immutable copies that keep iteration order (the JSON key order), for record constructors. */
public final class Copies {
    private Copies() {
    }

    /** An unmodifiable copy of {@code map} in its iteration order; null stays null. */
    public static <K, V> Map<K, V> ordered(Map<K, V> map) {
        if (map == null) {
            return null;
        }
        Map<K, V> copy = new LinkedHashMap<>();
        map.forEach((k, v) -> copy.put(Objects.requireNonNull(k, "key"),
                Objects.requireNonNull(v, "value")));
        return Collections.unmodifiableMap(copy);
    }

    /** An unmodifiable copy of {@code list}; null stays null. */
    public static <T> List<T> list(List<T> list) {
        return list == null ? null : List.copyOf(list);
    }
}
