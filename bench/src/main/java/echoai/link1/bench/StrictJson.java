package echoai.link1.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Reading untrusted JSON objects field by field: the exact key set, each value of its JSON type,
 * text without control characters. A value that breaks a rule is a {@link Broken} naming the key
 * (as {@code where.key}) and the rule.
 */
public final class StrictJson {
    private StrictJson() {
    }

    /** A rule a value breaks: the message names the key and the rule, one line. */
    public static final class Broken extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Broken(String problem) {
            super(problem);
        }
    }

    /** {@code node} is an object with exactly {@code keys}: none missing, no other. */
    public static void exactKeys(JsonNode node, List<String> keys, String where) {
        if (!node.isObject()) {
            throw new Broken(where + " must be a JSON object");
        }
        for (String key : keys) {
            if (!node.has(key)) {
                throw new Broken(where + ": missing key '" + key + "'");
            }
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!keys.contains(name)) {
                throw new Broken(where + ": unknown key '" + name + "'");
            }
        }
    }

    /** The string at {@code key}. */
    public static String text(JsonNode node, String key, String where) {
        JsonNode v = node.get(key);
        if (!v.isTextual()) {
            throw new Broken(where + key + " must be a string");
        }
        return v.textValue();
    }

    /**
     * The string at {@code key}: at most {@code max} characters (code points), no control
     * character and no lone surrogate.
     */
    public static String words(JsonNode node, String key, int max, String where) {
        String s = text(node, key, where);
        if (s.codePointCount(0, s.length()) > max) {
            throw new Broken(where + key + " is longer than " + max + " characters");
        }
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (Character.isISOControl(c)) {
                throw new Broken(where + key + " holds a control character (U+"
                        + String.format("%04X", c) + ")");
            }
            if (Character.isSurrogate((char) c)) {
                throw new Broken(where + key + " holds a lone surrogate (U+"
                        + String.format("%04X", c) + ")");
            }
            i += Character.charCount(c);
        }
        return s;
    }

    /** The integer at {@code key}, in [{@code min}, {@code max}]. */
    public static int integer(JsonNode node, String key, int min, int max, String where) {
        JsonNode v = node.get(key);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new Broken(where + key + " must be an integer");
        }
        int i = v.intValue();
        if (i < min || i > max) {
            throw new Broken(where + key + " must be in [" + min + ", " + max + "]: " + i);
        }
        return i;
    }

    /** The number at {@code key}, as written. */
    public static BigDecimal number(JsonNode node, String key, String where) {
        return number(node.get(key), where + key);
    }

    /** {@code v} as a number; {@code what} names it. */
    public static BigDecimal number(JsonNode v, String what) {
        if (!v.isNumber()) {
            throw new Broken(what + " must be a number");
        }
        return v.decimalValue();
    }

    /** The array at {@code key}, of {@code min} to {@code max} items. */
    public static List<JsonNode> array(JsonNode node, String key, int min, int max, String where) {
        JsonNode v = node.get(key);
        if (!v.isArray()) {
            throw new Broken(where + key + " must be an array");
        }
        if (v.size() < min || v.size() > max) {
            throw new Broken(where + key + " must hold " + (min == max ? min + "" : min + " to "
                    + max) + " items: " + v.size());
        }
        List<JsonNode> items = new ArrayList<>(v.size());
        v.forEach(items::add);
        return items;
    }
}
