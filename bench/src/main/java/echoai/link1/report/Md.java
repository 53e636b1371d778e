package echoai.link1.report;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Markdown pieces: escaped cells, inline text, pipe tables, grouped long integers. */
public final class Md {
    /** A run of 5+ digits not inside a word, a hex number or a decimal's fraction. */
    private static final Pattern LONG_INTEGER = Pattern.compile("(?<![\\w.\\-])\\d{5,}(?!\\w)");

    private final StringBuilder out = new StringBuilder(1 << 14);

    /** Plain text for a cell or a line: pipes escaped, newlines flattened, long integers grouped. */
    public static String cell(String text) {
        String t = text.replace("|", "\\|").replace('\n', ' ');
        Matcher m = LONG_INTEGER.matcher(t);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, group(m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** 10000 → "10 000" (digits only), the README's style. */
    public static String group(String digits) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                b.append(' ');
            }
            b.append(digits.charAt(i));
        }
        return b.toString();
    }

    /** Inline text as Markdown: code in backticks, strong and verdicts in bold. */
    public static String text(Text text) {
        StringBuilder b = new StringBuilder();
        for (Text.Span s : text.spans()) {
            if (s instanceof Text.Foreign f) {
                b.append(literal(f.text()));
            } else if (s instanceof Text.Code c) {
                b.append('`').append(c.text().replace("|", "\\|")).append('`');
            } else if (s instanceof Text.Strong t) {
                b.append(wrap("**", t.text()));
            } else if (s instanceof Text.Italic t) {
                b.append(wrap("*", t.text()));
            } else if (s instanceof Text.Verdict v) {
                b.append(v.word() == null ? "not run yet" : wrap("**", v.word()));
            } else {
                b.append(cell(Text.raw(s)));
            }
        }
        return b.toString();
    }

    /**
     * Text shown as it is: every character Markdown (or the HTML it may hold) could read as
     * markup is backslash-escaped, newlines flattened; no digit grouping.
     */
    public static String literal(String text) {
        StringBuilder b = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("\\`*_{}[]()<>#+-.!|~&\"'".indexOf(c) >= 0) {
                b.append('\\');
            }
            b.append(c == '\n' || c == '\r' ? ' ' : c);
        }
        return b.toString();
    }

    private static String wrap(String mark, String text) {
        return text.isBlank() ? cell(text) : mark + cell(text) + mark;
    }

    public Md raw(String text) {
        out.append(text);
        return this;
    }

    /** A pipe table; short rows are padded with empty cells. */
    public Md table(List<String> header, List<List<Text>> rows) {
        out.append('|');
        header.forEach(h -> out.append(' ').append(cell(h)).append(" |"));
        out.append("\n|");
        header.forEach(h -> out.append("---|"));
        out.append('\n');
        for (List<Text> row : rows) {
            out.append('|');
            for (int i = 0; i < header.size(); i++) {
                out.append(' ').append(i < row.size() ? text(row.get(i)) : "").append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
