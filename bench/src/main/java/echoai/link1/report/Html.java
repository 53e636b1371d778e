package echoai.link1.report;

import java.util.List;
import java.util.Locale;

/**
 * The HTML pieces {@link HtmlRenderer} writes with: escaped text, sections, tables, verdict
 * badges. Output depends only on what is appended, so the same inputs give the same bytes.
 */
public final class Html {
    private final StringBuilder out = new StringBuilder(1 << 16);

    /** Escapes text for element content and attribute values. */
    public static String esc(String text) {
        StringBuilder b = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** A badge for a verdict word: green, red, pending, or "not run yet". */
    public static String badge(String verdict) {
        String v = verdict == null ? "missing" : verdict.toLowerCase(Locale.ROOT);
        String cls = switch (v) {
            case "green", "pass", "ok", "yes", "true" -> "green";
            case "red", "fail", "no", "false" -> "red";
            case "pending" -> "pending";
            default -> "missing";
        };
        return "<span class=\"badge " + cls + "\">" + esc(verdict == null ? "not run yet" : verdict)
                + "</span>";
    }

    /** A green badge when {@code ok}, else red, with the given text. */
    public static String check(boolean ok, String text) {
        return "<span class=\"badge " + (ok ? "green" : "red") + "\">" + esc(text) + "</span>";
    }

    /** Appends raw (already safe) HTML. */
    public Html raw(String html) {
        out.append(html);
        return this;
    }

    /** Appends escaped text. */
    public Html text(String text) {
        out.append(esc(text));
        return this;
    }

    /** Opens a section with an id, a heading and an optional one-line lead. */
    public Html section(String id, String title, String lead) {
        out.append("<section id=\"").append(esc(id)).append("\">\n<h2>").append(esc(title))
                .append("</h2>\n");
        if (lead != null && !lead.isEmpty()) {
            out.append("<p class=\"lead\">").append(esc(lead)).append("</p>\n");
        }
        return this;
    }

    /** Closes a section. */
    public Html end() {
        out.append("</section>\n");
        return this;
    }

    /** A paragraph of raw HTML. */
    public Html pRaw(String html) {
        out.append("<p>").append(html).append("</p>\n");
        return this;
    }

    /** The grey "not run yet" box with the command that would produce the file. */
    public Html notRun(String file, String command) {
        out.append("<div class=\"notrun\">").append(badge(null)).append(" <code>")
                .append(esc(file)).append("</code> is not in the input folder. Produce it with <code>")
                .append(esc(command)).append("</code>.</div>\n");
        return this;
    }

    /** A command line and its seeds, shown under a figure. */
    public Html provenance(String command, String seeds) {
        out.append("<div class=\"prov\"><span>command</span> <code>").append(esc(command))
                .append("</code>");
        if (seeds != null && !seeds.isEmpty()) {
            out.append(" <span>seeds</span> <code>").append(esc(seeds)).append("</code>");
        }
        out.append("</div>\n");
        return this;
    }

    /**
     * A table; header cells are escaped, body cells are raw HTML (callers escape text with
     * {@link #esc}). Numeric-looking cells are right-aligned; every cell carries its column's
     * header as {@code data-label} (a phone shows it beside the value when the table of more
     * than two columns turns into a card per row). {@code caption} may be empty.
     */
    public Html table(List<String> header, List<List<String>> rows, String caption) {
        out.append("<div class=\"tw\"><table").append(header.size() > 2 ? " class=\"stack\"" : "")
                .append(">\n");
        if (!caption.isEmpty()) {
            out.append("<caption>").append(esc(caption)).append("</caption>\n");
        }
        out.append("<thead><tr>");
        for (String h : header) {
            out.append("<th>").append(esc(h).replaceAll("([._])", "$1<wbr>")).append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : rows) {
            out.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                out.append(numeric(cell) ? "<td class=\"n\"" : longWord(cell) ? "<td class=\"w\""
                        : "<td").append(" data-label=\"")
                        .append(esc(i < header.size() ? header.get(i) : "")).append("\">")
                        .append(cell).append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody></table></div>\n");
        return this;
    }

    /** A table without a caption. */
    public Html table(List<String> header, List<List<String>> rows) {
        return table(header, rows, "");
    }

    /**
     * Whether a cell holds a word longer than {@value TableWidth#WORD_CAP} characters (a path, a
     * list without spaces): such a cell may break anywhere, so that the table fits its column.
     */
    private static boolean longWord(String cell) {
        for (String word : cell.replaceAll("<[^>]*>", " ").split("\\s+")) {
            if (word.length() > TableWidth.WORD_CAP) {
                return true;
            }
        }
        return false;
    }

    private static boolean numeric(String cell) {
        return numericText(cell.replaceAll("<[^>]*>", ""));
    }

    /** Whether plain text reads as a number (right-aligned, never broken). */
    public static boolean numericText(String text) {
        return text.matches("[−+\\-]?[0-9][0-9 .,/%]*( ± [0-9.]+)?");
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
