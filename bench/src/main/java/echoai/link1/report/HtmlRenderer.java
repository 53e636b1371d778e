package echoai.link1.report;

import java.util.List;

/**
 * The section model as one self-contained HTML page: inline CSS ({@link Style}) and SVG
 * ({@link Svg}), no script, nothing fetched. A contents column stays in view beside the
 * sections (a bar on top of a narrow screen). Runs of key/value blocks sit side by side; tables
 * longer than {@value #FOLD_ROWS} rows fold into a {@code <details>}; a table too wide for the
 * column is cut into groups of columns, each repeating the first ({@link TableWidth}), and on a
 * phone every table of more than two columns shows a card per row. The same page gives the same
 * bytes.
 */
public final class HtmlRenderer {
    /** Tables longer than this are folded (as in the Markdown). */
    public static final int FOLD_ROWS = MarkdownRenderer.FOLD_ROWS;

    private final Html h = new Html();

    private HtmlRenderer() {
    }

    /** The page as HTML text. */
    public static String render(Page page) {
        HtmlRenderer r = new HtmlRenderer();
        r.page(page);
        return r.h.toString();
    }

    private void page(Page page) {
        h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .raw("<title>").text(page.title()).raw("</title>\n<style>\n").raw(Style.CSS)
                .raw("</style>\n</head>\n<body>\n<header>\n<h1>").text(page.title())
                .raw("</h1>\n<p class=\"sub\">").text(page.subtitle())
                .raw("</p>\n</header>\n<div class=\"layout\">\n<nav class=\"toc\">"
                        + "<div class=\"toc-head\">Contents</div>");
        for (Section s : page.sections()) {
            h.raw("<a href=\"#").text(s.id()).raw("\">").text(s.menu()).raw("</a>");
        }
        h.raw("</nav>\n<main>\n");
        for (Section s : page.sections()) {
            h.section(s.id(), s.title(), s.lead());
            blocks(s.blocks());
            h.end();
        }
        h.raw("</main>\n</div>\n<footer>").text(page.footer())
                .raw("</footer>\n</body>\n</html>\n");
    }

    private void blocks(List<Block> blocks) {
        boolean kvs = false;
        for (Block b : blocks) {
            if (b instanceof Block.KeyValues kv) {
                if (!kvs) {
                    h.raw("<div class=\"kvs\">");
                    kvs = true;
                }
                keyValues(kv);
                continue;
            }
            if (kvs) {
                h.raw("</div>\n");
                kvs = false;
            }
            block(b);
        }
        if (kvs) {
            h.raw("</div>\n");
        }
    }

    private void block(Block b) {
        if (b instanceof Block.Heading x) {
            h.raw("<h" + x.level() + ">").text(x.text()).raw("</h" + x.level() + ">\n");
        } else if (b instanceof Block.Paragraph x) {
            h.pRaw(text(x.text()));
        } else if (b instanceof Block.Table x) {
            table(x);
        } else if (b instanceof Block.Charts x) {
            charts(x.charts());
        } else if (b instanceof Block.Provenance x) {
            h.provenance(x.command(), x.seeds());
        } else if (b instanceof Block.NotRun x) {
            h.notRun(x.file(), x.command());
        } else if (b instanceof Block.Fold x) {
            h.raw("<details><summary>").text(x.summary()).raw("</summary>\n");
            blocks(x.blocks());
            h.raw("</details>\n");
        } else if (b instanceof Block.Stats x) {
            h.raw("<div class=\"stats\">");
            for (Block.Entry e : x.stats()) {
                h.raw("<div class=\"stat\"><div class=\"big\">").raw(text(e.value()))
                        .raw("</div><div class=\"label\">").text(e.key()).raw("</div></div>");
            }
            h.raw("</div>\n");
        } else if (b instanceof Block.Tally x) {
            tally(x);
        } else if (b instanceof Block.Terms x) {
            h.raw("<dl class=\"terms\">");
            x.terms().forEach(e -> h.raw("<dt>").text(e.key()).raw("</dt><dd>")
                    .raw(text(e.value())).raw("</dd>"));
            h.raw("</dl>\n");
        }
    }

    private void tally(Block.Tally t) {
        h.raw("<div class=\"tally\">");
        for (Block.Count c : t.counts()) {
            boolean none = !c.judged();
            h.raw("<a class=\"reg" + (!c.reds().isEmpty() ? " has-red" : "") + "\" href=\"#")
                    .text(c.anchor()).raw("\"><div class=\"name\">").text(c.name())
                    .raw("</div><div class=\"what\">").text(c.what())
                    .raw("</div><div class=\"counts\">");
            if (none) {
                h.raw("<span class=\"p\">not run yet</span>");
            } else {
                h.raw("<span class=\"g\">" + c.green() + " green</span> · <span class=\"r\">"
                        + c.red() + " red</span>" + (c.pending() == 0 ? ""
                        : " · <span class=\"p\">" + c.pending() + " pending</span>"));
                if (c.held() + c.failed() > 0) {
                    h.raw("<br>checks: <span class=\"g\">" + c.held() + " held</span>"
                            + (c.failed() == 0 ? "" : " · <span class=\"r\">" + c.failed()
                            + " failed</span>"));
                }
            }
            h.raw("</div>");
            if (!c.reds().isEmpty()) {
                h.raw("<div class=\"reds\">red: ").text(String.join(", ", c.reds()))
                        .raw("</div>");
            }
            h.raw("</a>");
        }
        h.raw("</div>\n");
    }

    private void keyValues(Block.KeyValues kv) {
        h.raw("<div>");
        if (!kv.title().isEmpty()) {
            h.raw("<h4>").text(kv.title()).raw("</h4>\n");
        }
        h.raw("<dl class=\"kv\">");
        for (Block.Entry e : kv.entries()) {
            h.raw("<dt>").text(e.key()).raw("</dt><dd>").raw(text(e.value())).raw("</dd>");
        }
        h.raw("</dl></div>\n");
    }

    private void table(Block.Table t) {
        boolean fold = t.rows().size() > FOLD_ROWS;
        if (fold) {
            h.raw("<details><summary>").text((t.title().isEmpty() ? "table" : t.title()) + " ("
                    + t.rows().size() + " rows)").raw("</summary>\n");
        } else if (!t.title().isEmpty()) {
            h.raw("<h4>").text(t.title()).raw("</h4>\n");
        }
        List<List<String>> rows = t.rows().stream()
                .map(r -> r.stream().map(HtmlRenderer::text).toList()).toList();
        List<List<Integer>> groups = TableWidth.groups(t.header(), t.rows());
        for (int g = 0; g < groups.size(); g++) {
            List<Integer> cols = groups.get(g);
            h.table(pick(t.header(), cols), rows.stream().map(r -> pick(r, cols)).toList(),
                    groups.size() == 1 ? "" : "columns " + (g + 1) + " of " + groups.size());
        }
        if (fold) {
            h.raw("</details>\n");
        }
    }

    private static <T> List<T> pick(List<T> row, List<Integer> cols) {
        return cols.stream().filter(c -> c < row.size()).map(row::get).toList();
    }

    private void charts(List<Chart> charts) {
        if (charts.size() == 1) {
            h.raw("<div>").raw(Svg.inline(charts.get(0))).raw("</div>\n");
            return;
        }
        h.raw("<div class=\"grid2\">");
        charts.forEach(c -> h.raw("<div>").raw(Svg.inline(c)).raw("</div>\n"));
        h.raw("</div>\n");
    }

    /** Inline text as HTML. */
    public static String text(Text text) {
        StringBuilder b = new StringBuilder();
        for (Text.Span s : text.spans()) {
            b.append(span(s));
        }
        return b.toString();
    }

    private static String span(Text.Span s) {
        if (s instanceof Text.Code c) {
            return "<code>" + Html.esc(c.text()) + "</code>";
        } else if (s instanceof Text.Strong t) {
            return "<b>" + Html.esc(t.text()) + "</b>";
        } else if (s instanceof Text.Italic t) {
            return "<i>" + Html.esc(t.text()) + "</i>";
        } else if (s instanceof Text.Verdict v) {
            return Html.badge(v.word());
        } else if (s instanceof Text.Check c) {
            return Html.check(c.ok(), c.text());
        } else if (s instanceof Text.Tint t) {
            return "<span" + (t.note().isEmpty() ? "" : " title=\"" + Html.esc(t.note()) + "\"")
                    + " style=\"color:" + (t.ok() ? "#2f855a" : "#c53030") + "\">"
                    + Html.esc(t.text()) + "</span>";
        } else if (s instanceof Text.Heat x) {
            if (x.count() == 0) {
                return "<span style=\"color:#cbd2d9\">0</span>";
            }
            int alpha = x.total() == 0 ? 0 : 10 + 80 * x.count() / x.total();
            return "<span class=\"heat\" style=\"display:block;background:rgba(47,111,179,0."
                    + alpha + ")\">" + x.count() + "</span>";
        }
        return Html.esc(Text.raw(s));
    }
}
