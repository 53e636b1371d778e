package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a table fits the page's column, and if not, how to cut it: an estimate of each
 * column's narrowest width (what the browser cannot squeeze further) from its text, and groups
 * of columns that each fit, every group led by the first column so that a row can still be
 * told apart. The estimate is deliberately generous (DejaVu Sans, the widest of the fonts the
 * page asks for); the browser check ({@code ReportLayout}) is what proves the result fits, at
 * 1280 px and at a phone's 390 px.
 *
 * <p>Narrowest widths: a header breaks at spaces and after {@code .} and {@code _}; a numeric
 * cell never breaks; any other cell may break anywhere ({@code overflow-wrap: anywhere}), so it
 * counts its longest word up to {@value #WORD_CAP} characters.
 */
public final class TableWidth {
    /** The column's width for tables at 1280 px, px (the section's content box is about 940). */
    public static final double BUDGET_PX = 900;
    /** A cell's horizontal padding, px. */
    public static final double PADDING_PX = 20;
    /** A body character, px (13.5 px DejaVu Sans digits). */
    public static final double CHAR_PX = 8.6;
    /** A header character, px (bold). */
    public static final double HEADER_CHAR_PX = 9.4;
    /** Longest word of a breakable cell counted, characters. */
    public static final int WORD_CAP = 20;

    private TableWidth() {
    }

    /** The column groups of a table: one group of all columns when it fits. */
    public static List<List<Integer>> groups(List<String> header, List<List<Text>> rows) {
        int n = header.size();
        for (List<Text> r : rows) {
            n = Math.max(n, r.size());
        }
        double[] widths = new double[n];
        for (int c = 0; c < n; c++) {
            widths[c] = narrowest(c < header.size() ? header.get(c) : "", column(rows, c));
        }
        double total = 0;
        for (double w : widths) {
            total += w;
        }
        List<List<Integer>> groups = new ArrayList<>();
        if (total <= BUDGET_PX || n <= 2) {
            List<Integer> all = new ArrayList<>();
            for (int c = 0; c < n; c++) {
                all.add(c);
            }
            groups.add(all);
            return groups;
        }
        List<Integer> group = new ArrayList<>(List.of(0));
        double used = widths[0];
        for (int c = 1; c < n; c++) {
            if (group.size() > 1 && used + widths[c] > BUDGET_PX) {
                groups.add(group);
                group = new ArrayList<>(List.of(0));
                used = widths[0];
            }
            group.add(c);
            used += widths[c];
        }
        groups.add(group);
        return groups;
    }

    private static List<Text> column(List<List<Text>> rows, int c) {
        List<Text> out = new ArrayList<>();
        for (List<Text> r : rows) {
            if (c < r.size()) {
                out.add(r.get(c));
            }
        }
        return out;
    }

    /** A column's narrowest width, px: its header and its cells, padding included. */
    public static double narrowest(String header, List<Text> cells) {
        double w = longest(header.split("[ ._]")) * HEADER_CHAR_PX;
        for (Text t : cells) {
            String raw = t.raw();
            boolean numeric = Html.numericText(raw);
            double chars = numeric ? raw.length() : Math.min(WORD_CAP, longest(raw.split(" ")));
            w = Math.max(w, chars * CHAR_PX);
        }
        return w + PADDING_PX;
    }

    private static int longest(String[] words) {
        int max = 0;
        for (String s : words) {
            max = Math.max(max, s.length());
        }
        return max;
    }
}
