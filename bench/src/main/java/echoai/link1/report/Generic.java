package echoai.link1.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Any {@link Tree} as blocks a person can read: key/value lists and tables. Used where the
 * report has no section for a document (or a part of one), so every number a file holds is
 * still shown. Rules: scalars (and arrays of scalars) of an object become one key/value block;
 * an array of objects, or an object whose members are all flat objects, becomes a table (one row
 * per element, nested objects one level deep as dotted columns); any other nested object
 * becomes its own titled group, recursively. Keys are only iterated, never looked up.
 */
public final class Generic {
    /** Keys every bench document starts with (compared without case or underscores). */
    private static final Set<String> HEAD = Set.of("schemaversion", "experiment", "title",
            "seedset");

    private Generic() {
    }

    /** The blocks of {@code tree} without the document head. */
    public static List<Block> blocks(Tree tree) {
        List<Block> out = new ArrayList<>();
        if (tree instanceof Tree.Obj o && allFlatObjects(o)) {
            out.add(tableOfMembers("", o));
            return out;
        }
        walk("", tree, out, 0);
        return out;
    }

    /** A key compared loosely: lower case, no underscores ({@code seedSet} = {@code seed_set}). */
    public static String loose(String key) {
        return key.replace("_", "").toLowerCase(Locale.ROOT);
    }

    /** The text of a value as written (decimals keep their scale; null is "—"). */
    public static String scalar(Tree v) {
        if (v instanceof Tree.Leaf l) {
            return l.kind() == Tree.Kind.NULL ? "—" : l.text();
        }
        List<String> parts = new ArrayList<>();
        if (v instanceof Tree.Arr a) {
            a.items().forEach(e -> parts.add(scalar(e)));
            return "[" + String.join(", ", parts) + "]";
        }
        ((Tree.Obj) v).members().forEach(m -> parts.add(m.key() + "=" + scalar(m.value())));
        return String.join(", ", parts);
    }

    /** A value as a cell: verdict keys as badges, booleans as checks, the rest as text. */
    public static Text cell(String key, Tree v) {
        String text = scalar(v);
        if (loose(key).endsWith("verdict")) {
            return Text.verdict(text);
        }
        if (v instanceof Tree.Leaf l && l.kind() == Tree.Kind.BOOLEAN) {
            return Text.check(text.equals("true"), text);
        }
        return Text.plain(text);
    }

    public static boolean isFlat(Tree v) {
        if (v instanceof Tree.Leaf) {
            return true;
        }
        return v instanceof Tree.Arr a && a.items().stream().allMatch(e -> e instanceof Tree.Leaf);
    }

    private static boolean allFlat(Tree.Obj o) {
        return o.members().stream().allMatch(m -> isFlat(m.value()));
    }

    private static boolean isFlatObject(Tree v) {
        return v instanceof Tree.Obj o && o.members().stream().allMatch(m -> isFlat(m.value())
                || m.value() instanceof Tree.Obj inner && allFlat(inner));
    }

    private static boolean allFlatObjects(Tree.Obj o) {
        return o.members().size() > 1 && o.members().stream().allMatch(m ->
                isFlatObject(m.value()) && !((Tree.Obj) m.value()).members().isEmpty());
    }

    private static boolean allObjects(Tree.Arr a) {
        return !a.items().isEmpty() && a.items().stream().allMatch(Generic::isFlatObject);
    }

    private static void walk(String title, Tree node, List<Block> out, int depth) {
        if (node instanceof Tree.Arr a) {
            out.add(table(title, a));
            return;
        }
        if (node instanceof Tree.Leaf) {
            out.add(new Block.KeyValues(title, List.of(new Block.Entry(title, cell(title, node)))));
            return;
        }
        List<Block.Entry> kv = new ArrayList<>();
        List<Runnable> later = new ArrayList<>();
        for (Tree.Member m : ((Tree.Obj) node).members()) {
            Tree v = m.value();
            if (depth == 0 && HEAD.contains(loose(m.key()))) {
                continue;
            }
            String sub = title.isEmpty() ? m.key() : title + " › " + m.key();
            if (isFlat(v)) {
                kv.add(new Block.Entry(m.key(), cell(m.key(), v)));
            } else if (v instanceof Tree.Arr a && allObjects(a)) {
                later.add(() -> out.add(table(sub, a)));
            } else if (v instanceof Tree.Obj o && !o.members().isEmpty() && allFlatObjects(o)) {
                later.add(() -> out.add(tableOfMembers(sub, o)));
            } else if (v instanceof Tree.Obj o && (allFlat(o) || depth >= 3)) {
                later.add(() -> out.add(new Block.KeyValues(sub, pairs(o))));
            } else {
                later.add(() -> walk(sub, v, out, depth + 1));
            }
        }
        if (!kv.isEmpty()) {
            out.add(new Block.KeyValues(title, kv));
        }
        later.forEach(Runnable::run);
    }

    private static List<Block.Entry> pairs(Tree.Obj o) {
        return o.members().stream().map(m -> new Block.Entry(m.key(), cell(m.key(), m.value())))
                .toList();
    }

    /** A table of an array (of flat objects; other elements as one "value" column). */
    public static Block.Table table(String title, Tree.Arr array) {
        Set<String> columns = new LinkedHashSet<>();
        for (Tree e : array.items()) {
            columns.addAll(columnsOf(e));
        }
        List<List<Text>> rows = new ArrayList<>();
        for (Tree e : array.items()) {
            rows.add(columns.stream().map(c -> cellAt(e, c)).toList());
        }
        return new Block.Table(title, List.copyOf(columns), rows);
    }

    private static Block.Table tableOfMembers(String title, Tree.Obj object) {
        Set<String> columns = new LinkedHashSet<>();
        object.members().forEach(m -> columns.addAll(columnsOf(m.value())));
        List<String> header = new ArrayList<>(List.of(""));
        header.addAll(columns);
        List<List<Text>> rows = new ArrayList<>();
        for (Tree.Member m : object.members()) {
            List<Text> row = new ArrayList<>(List.of(Text.plain(m.key())));
            columns.forEach(c -> row.add(cellAt(m.value(), c)));
            rows.add(row);
        }
        return new Block.Table(title, header, rows);
    }

    private static List<String> columnsOf(Tree e) {
        List<String> cols = new ArrayList<>();
        if (!(e instanceof Tree.Obj o)) {
            cols.add("value");
            return cols;
        }
        for (Tree.Member f : o.members()) {
            if (f.value() instanceof Tree.Obj inner) {
                inner.members().forEach(g -> cols.add(f.key() + "." + g.key()));
            } else {
                cols.add(f.key());
            }
        }
        return cols;
    }

    /** The cell of column {@code column} (maybe dotted) in element {@code e}, by iteration. */
    private static Text cellAt(Tree e, String column) {
        if (!(e instanceof Tree.Obj o)) {
            return column.equals("value") ? cell(column, e) : Text.EMPTY;
        }
        for (Tree.Member f : o.members()) {
            if (f.key().equals(column) && !(f.value() instanceof Tree.Obj)) {
                return cell(f.key(), f.value());
            }
            if (f.value() instanceof Tree.Obj inner && column.startsWith(f.key() + ".")) {
                for (Tree.Member g : inner.members()) {
                    if ((f.key() + "." + g.key()).equals(column)) {
                        return cell(g.key(), g.value());
                    }
                }
            }
        }
        return Text.EMPTY;
    }
}
