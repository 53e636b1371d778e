package echoai.link1.report;

import java.util.List;

/** Markdown pieces for the README's results: tables, escaped cells, grouped integers. */
final class Md {
    /** A run of 5+ digits not inside a word, a hex number or a decimal's fraction. */
    private static final java.util.regex.Pattern LONG_INTEGER =
            java.util.regex.Pattern.compile("(?<![\\w.\\-])\\d{5,}(?!\\w)");

    /** Generic tables longer than this are folded in a {@code <details>} element. */
    static final int FOLD_ROWS = 12;

    private final StringBuilder out = new StringBuilder(1 << 14);

    /** A cell: pipes escaped, newlines flattened, long integers grouped by thin spaces. */
    static String cell(String text) {
        String t = text.replace("|", "\\|").replace('\n', ' ');
        java.util.regex.Matcher m = LONG_INTEGER.matcher(t);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, group(m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** 10000 → "10 000" (digits only) (the README's style). */
    static String group(String digits) {
        String d = digits;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < d.length(); i++) {
            if (i > 0 && (d.length() - i) % 3 == 0) {
                b.append(' ');
            }
            b.append(d.charAt(i));
        }
        return b.toString();
    }

    Md h3(String title) {
        out.append("### ").append(title).append("\n\n");
        return this;
    }

    Md p(String text) {
        out.append(text).append("\n\n");
        return this;
    }

    /** A table; cells are passed through {@link #cell}. */
    Md table(List<String> header, List<List<String>> rows) {
        out.append('|');
        header.forEach(h -> out.append(' ').append(cell(h)).append(" |"));
        out.append("\n|");
        header.forEach(h -> out.append("---|"));
        out.append('\n');
        for (List<String> row : rows) {
            out.append('|');
            for (int i = 0; i < header.size(); i++) {
                out.append(' ').append(i < row.size() ? cell(row.get(i)) : "").append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
        return this;
    }

    /**
     * Generic blocks as tables: a run of key/value blocks becomes one table (group, key,
     * value), the group named on its first row; tables beyond {@link #FOLD_ROWS} rows fold.
     */
    Md blocks(List<Blocks.Block> blocks) {
        List<List<String>> run = new java.util.ArrayList<>();
        for (Blocks.Block b : blocks) {
            if (b instanceof Blocks.KeyValues kv) {
                for (int i = 0; i < kv.rows().size(); i++) {
                    String[] r = kv.rows().get(i);
                    run.add(List.of(i == 0 ? kv.title() : "", r[0], r[1]));
                }
                continue;
            }
            flush(run);
            Blocks.Table t = (Blocks.Table) b;
            boolean fold = t.rows().size() > FOLD_ROWS;
            if (fold) {
                out.append("<details><summary>").append(cell(t.title().isEmpty() ? "table"
                        : t.title())).append(" (").append(t.rows().size())
                        .append(" rows)</summary>\n\n");
            } else if (!t.title().isEmpty()) {
                out.append('*').append(cell(t.title())).append("*\n\n");
            }
            table(t.header(), t.rows());
            if (fold) {
                out.append("</details>\n\n");
            }
        }
        flush(run);
        return this;
    }

    private void flush(List<List<String>> run) {
        if (run.isEmpty()) {
            return;
        }
        boolean grouped = run.stream().anyMatch(r -> !r.get(0).isEmpty());
        if (grouped) {
            table(List.of("", "key", "value"), run);
        } else {
            table(List.of("key", "value"), run.stream().map(r -> r.subList(1, 3)).toList());
        }
        run.clear();
    }

    /** "command: `…` · seeds: …" under a table. */
    Md provenance(String command, String seeds) {
        out.append("Command: `").append(command).append('`');
        if (seeds != null && !seeds.isEmpty()) {
            out.append(" · seeds: ").append(seeds);
        }
        out.append("\n\n");
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
