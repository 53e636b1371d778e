package echoai.link1.report;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON-shaped value with no library behind it: objects keep their key order, numbers keep
 * their written digits. The report shows a document it has no section for as a tree (the cli
 * hands it over for files it does not know, and {@link #of} turns any results record into
 * one); a tree is walked by iterating its members, never by asking for a named key.
 */
public sealed interface Tree permits Tree.Obj, Tree.Arr, Tree.Leaf {
    /** What a leaf holds. */
    public enum Kind { NUMBER, STRING, BOOLEAN, NULL }

    /** One member of an object. */
    public record Member(String key, Tree value) {
    }

    /** An object: members in their written order. */
    public record Obj(List<Member> members) implements Tree {
        public Obj {
            members = List.copyOf(members);
        }
    }

    /** An array. */
    public record Arr(List<Tree> items) implements Tree {
        public Arr {
            items = List.copyOf(items);
        }
    }

    /** A scalar as written ({@code 0.0100} stays {@code 0.0100}); null is the text "null". */
    public record Leaf(String text, Kind kind) implements Tree {
    }

    /** The JSON null. */
    public Leaf NULL = new Leaf("null", Kind.NULL);

    /**
     * A tree of {@code value}: records by their components (keys in snake_case, as the files
     * write them), maps by their entries, collections as arrays, an empty {@link Optional}
     * as null, numbers with their digits, anything else by its {@code toString}.
     */
    public static Tree of(Object value) {
        if (value == null) {
            return NULL;
        }
        if (value instanceof Optional<?> o) {
            return o.map(Tree::of).orElse(NULL);
        }
        if (value instanceof Record r) {
            return record(r);
        }
        if (value instanceof Map<?, ?> m) {
            List<Member> members = new ArrayList<>();
            m.forEach((k, v) -> members.add(new Member(String.valueOf(k), of(v))));
            return new Obj(members);
        }
        if (value instanceof Collection<?> c) {
            return new Arr(c.stream().map(Tree::of).toList());
        }
        if (value instanceof BigDecimal d) {
            return new Leaf(d.toPlainString(), Kind.NUMBER);
        }
        if (value instanceof Number n) {
            return new Leaf(n.toString(), Kind.NUMBER);
        }
        if (value instanceof Boolean b) {
            return new Leaf(b.toString(), Kind.BOOLEAN);
        }
        return new Leaf(value.toString(), Kind.STRING);
    }

    private static Tree record(Record r) {
        List<Member> members = new ArrayList<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                c.getAccessor().setAccessible(true);
                members.add(new Member(snake(c.getName()), of(c.getAccessor().invoke(r))));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + c, e);
            }
        }
        return new Obj(members);
    }

    /**
     * {@code firstVisitHarm} → {@code first_visit_harm}, as the bench's mapper spells keys
     * (Jackson's snake case: a capital after a capital joins its word, digits stay with theirs).
     */
    public static String snake(String camel) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char ch = camel.charAt(i);
            if (Character.isUpperCase(ch) && i > 0 && !Character.isUpperCase(camel.charAt(i - 1))) {
                b.append('_');
            }
            b.append(Character.toLowerCase(ch));
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
