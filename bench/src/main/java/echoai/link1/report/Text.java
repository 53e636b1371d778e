package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Inline text of the section model: a run of spans (plain, code, strong, italic, a verdict
 * badge, a pass/fail check, a heat cell) that each renderer writes in its own syntax. Text is
 * always stored unescaped; escaping is the renderer's job.
 */
public record Text(List<Span> spans) {
    /** One piece of inline text. */
    public sealed interface Span permits Plain, Foreign, Code, Strong, Italic, Verdict, Check,
            Tint, Heat {
    }

    /** Ordinary text. */
    public record Plain(String text) implements Span {
    }

    /**
     * Words from outside the repository (a contributed row's devices and room): shown as they
     * are, never read as markup by any renderer.
     */
    public record Foreign(String text) implements Span {
    }

    /** A literal: a command, a key, a file name. */
    public record Code(String text) implements Span {
    }

    /** Bold text. */
    public record Strong(String text) implements Span {
    }

    /** Italic text. */
    public record Italic(String text) implements Span {
    }

    /** A verdict word (green, red, pending); {@code null} means "not run yet". */
    public record Verdict(String word) implements Span {
    }

    /** A text marked as passed ({@code ok}) or failed. */
    public record Check(boolean ok, String text) implements Span {
    }

    /** A figure coloured as good ({@code ok}) or bad, with a hover note ("" for none). */
    public record Tint(boolean ok, String text, String note) implements Span {
    }

    /** A count shaded by its share of {@code total} (a distribution cell). */
    public record Heat(int count, int total) implements Span {
        public Heat {
            if (count < 0 || total < 0) {
                throw new IllegalArgumentException("count and total must be ≥ 0: " + count
                        + ", " + total);
            }
        }
    }

    public Text {
        spans = List.copyOf(spans);
    }

    /** Empty text. */
    public static final Text EMPTY = new Text(List.of());

    public static Text plain(String text) {
        return new Text(List.of(new Plain(Objects.requireNonNull(text, "text"))));
    }

    public static Text foreign(String text) {
        return new Text(List.of(new Foreign(Objects.requireNonNull(text, "text"))));
    }

    public static Text code(String text) {
        return new Text(List.of(new Code(text)));
    }

    /**
     * A summary line written with Markdown's two marks only — a leading list dash (dropped) and
     * {@code **bold**} spans — as text.
     *
     * @param line the line
     * @return its text
     */
    public static Text lightMarkdown(String line) {
        String t = line.startsWith("- ") ? line.substring(2) : line;
        Text out = EMPTY;
        boolean bold = false;
        for (String piece : t.split("\\*\\*", -1)) {
            if (!piece.isEmpty()) {
                out = out.then(bold ? strong(piece) : plain(piece));
            }
            bold = !bold;
        }
        return out;
    }

    /** Strong (bold) text. */
    public static Text strong(String text) {
        return new Text(List.of(new Strong(text)));
    }

    public static Text italic(String text) {
        return new Text(List.of(new Italic(text)));
    }

    public static Text verdict(String word) {
        return new Text(List.of(new Verdict(word)));
    }

    public static Text check(boolean ok, String text) {
        return new Text(List.of(new Check(ok, text)));
    }

    public static Text of(Span... spans) {
        return new Text(List.of(spans));
    }

    /** This text followed by {@code more}. */
    public Text then(Text more) {
        List<Span> all = new ArrayList<>(spans);
        all.addAll(more.spans());
        return new Text(all);
    }

    /** This text followed by plain {@code more}. */
    public Text then(String more) {
        return then(plain(more));
    }

    /** The characters of the text without any markup (verdict "not run yet" for null). */
    public String raw() {
        StringBuilder b = new StringBuilder();
        for (Span s : spans) {
            b.append(raw(s));
        }
        return b.toString();
    }

    /** The characters of one span without markup. */
    public static String raw(Span s) {
        if (s instanceof Plain p) {
            return p.text();
        } else if (s instanceof Foreign f) {
            return f.text();
        } else if (s instanceof Code c) {
            return c.text();
        } else if (s instanceof Strong t) {
            return t.text();
        } else if (s instanceof Italic t) {
            return t.text();
        } else if (s instanceof Verdict v) {
            return v.word() == null ? "not run yet" : v.word();
        } else if (s instanceof Check c) {
            return c.text();
        } else if (s instanceof Tint t) {
            return t.text();
        }
        return Integer.toString(((Heat) s).count());
    }
}
