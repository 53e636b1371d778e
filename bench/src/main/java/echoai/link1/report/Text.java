package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Inline text of the section model: a run of spans (plain, code, strong, italic, a verdict
 * badge, a pass/fail check, a heat cell) that each renderer writes in its own syntax. Text is
 * always stored unescaped; escaping is the renderer's job.
 */
record Text(List<Span> spans) {
    /** One piece of inline text. */
    sealed interface Span permits Plain, Foreign, Code, Strong, Italic, Verdict, Check, Tint,
            Heat {
    }

    /** Ordinary text. */
    record Plain(String text) implements Span {
    }

    /**
     * Words from outside the repository (a contributed row's devices and room): shown as they
     * are, never read as markup by any renderer.
     */
    record Foreign(String text) implements Span {
    }

    /** A literal: a command, a key, a file name. */
    record Code(String text) implements Span {
    }

    /** Bold text. */
    record Strong(String text) implements Span {
    }

    /** Italic text. */
    record Italic(String text) implements Span {
    }

    /** A verdict word (green, red, pending); {@code null} means "not run yet". */
    record Verdict(String word) implements Span {
    }

    /** A text marked as passed ({@code ok}) or failed. */
    record Check(boolean ok, String text) implements Span {
    }

    /** A figure coloured as good ({@code ok}) or bad, with a hover note ("" for none). */
    record Tint(boolean ok, String text, String note) implements Span {
    }

    /** A count shaded by its share of {@code total} (a distribution cell). */
    record Heat(int count, int total) implements Span {
        Heat {
            if (count < 0 || total < 0) {
                throw new IllegalArgumentException("count and total must be ≥ 0: " + count
                        + ", " + total);
            }
        }
    }

    Text {
        spans = List.copyOf(spans);
    }

    /** Empty text. */
    static final Text EMPTY = new Text(List.of());

    static Text plain(String text) {
        return new Text(List.of(new Plain(Objects.requireNonNull(text, "text"))));
    }

    static Text foreign(String text) {
        return new Text(List.of(new Foreign(Objects.requireNonNull(text, "text"))));
    }

    static Text code(String text) {
        return new Text(List.of(new Code(text)));
    }

    static Text strong(String text) {
        return new Text(List.of(new Strong(text)));
    }

    static Text italic(String text) {
        return new Text(List.of(new Italic(text)));
    }

    static Text verdict(String word) {
        return new Text(List.of(new Verdict(word)));
    }

    static Text check(boolean ok, String text) {
        return new Text(List.of(new Check(ok, text)));
    }

    static Text of(Span... spans) {
        return new Text(List.of(spans));
    }

    /** This text followed by {@code more}. */
    Text then(Text more) {
        List<Span> all = new ArrayList<>(spans);
        all.addAll(more.spans());
        return new Text(all);
    }

    /** This text followed by plain {@code more}. */
    Text then(String more) {
        return then(plain(more));
    }

    /** The characters of the text without any markup (verdict "not run yet" for null). */
    String raw() {
        StringBuilder b = new StringBuilder();
        for (Span s : spans) {
            b.append(raw(s));
        }
        return b.toString();
    }

    /** The characters of one span without markup. */
    static String raw(Span s) {
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
