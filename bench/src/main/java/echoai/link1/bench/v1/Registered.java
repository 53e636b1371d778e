package echoai.link1.bench.v1;

import echoai.link1.report.Generic;
import echoai.link1.report.Tree;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The frozen registered v1 run ({@code lab/link1/registered-v1/}) against the live files:
 * which figures differ. Both sides are flattened to leaf paths ({@code P1.numbers.t_better}) and
 * paths are matched loosely (case and underscores ignored), because the registered files keep
 * the v1 key spelling ({@code tBetter}) while the live ones follow the code. Numbers compare by
 * value ({@code 1.0} = {@code 1.0000}). Only figures are compared (numbers, booleans, verdicts;
 * a description that changed its wording is not a figure). A path only one side has is counted,
 * not listed: it is a renamed or new key, not a changed figure.
 */
final class Registered {
    /** One figure that differs: its live path, the registered value and the live value. */
    record Change(String path, String registered, String live) {
    }

    /** What a comparison found: the changed figures and how many paths only one side has. */
    record Diff(List<Change> changes, int onlyRegistered, int onlyLive, int compared) {
        Diff {
            changes = List.copyOf(changes);
        }

        boolean same() {
            return changes.isEmpty();
        }
    }

    private Registered() {
    }

    /** The figures of {@code live} that differ from {@code registered}. */
    static Diff diff(Tree registered, Tree live) {
        Map<String, String[]> reg = flatten(registered);
        Map<String, String[]> now = flatten(live);
        List<Change> changes = new ArrayList<>();
        int compared = 0;
        int onlyLive = 0;
        for (Map.Entry<String, String[]> e : now.entrySet()) {
            String[] r = reg.get(e.getKey());
            if (r == null) {
                onlyLive++;
                continue;
            }
            if (!figure(e.getKey(), r[1]) && !figure(e.getKey(), e.getValue()[1])) {
                continue;
            }
            compared++;
            if (!equal(r[1], e.getValue()[1])) {
                changes.add(new Change(e.getValue()[0], r[1], e.getValue()[1]));
            }
        }
        int onlyRegistered = 0;
        for (String k : reg.keySet()) {
            onlyRegistered += now.containsKey(k) ? 0 : 1;
        }
        return new Diff(changes, onlyRegistered, onlyLive, compared);
    }

    /** Leaf paths of a tree: loose path → {written path, value text}, in tree order. */
    static Map<String, String[]> flatten(Tree tree) {
        Map<String, String[]> out = new LinkedHashMap<>();
        flatten("", "", tree, out);
        return out;
    }

    private static void flatten(String path, String loose, Tree t, Map<String, String[]> out) {
        if (t instanceof Tree.Obj o) {
            for (Tree.Member m : o.members()) {
                flatten(join(path, m.key()), join(loose, Generic.loose(m.key())), m.value(), out);
            }
        } else if (t instanceof Tree.Arr a) {
            for (int i = 0; i < a.items().size(); i++) {
                flatten(path + "[" + i + "]", loose + "[" + i + "]", a.items().get(i), out);
            }
        } else {
            out.put(loose, new String[] {path, Generic.scalar(t)});
        }
    }

    private static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** A number, a boolean or a verdict (a null counts when the other side is a figure). */
    private static boolean figure(String loosePath, String value) {
        return value.equals("true") || value.equals("false") || loosePath.endsWith("verdict")
                || number(value);
    }

    private static boolean number(String value) {
        try {
            new BigDecimal(value);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean equal(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        try {
            return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
