package echoai.link1.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The section model as GitHub Markdown: sections as {@code ##}, tables as pipe tables (folded
 * in {@code <details>} beyond {@value #FOLD_ROWS} rows), a run of key/value blocks as one
 * table, and each chart as a standalone SVG file linked as an image. The same page gives the
 * same text and files.
 */
public final class MarkdownRenderer {
    /** Tables longer than this are folded. */
    public static final int FOLD_ROWS = 12;

    /** The Markdown text and the chart files it links to (file name → SVG text). */
    public record Rendered(String markdown, Map<String, String> charts) {
        public Rendered {
            charts = Collections.unmodifiableMap(new LinkedHashMap<>(charts));
        }
    }

    private final Md md = new Md();
    private final String chartDir;
    private final Map<String, String> charts = new LinkedHashMap<>();
    private String sectionId = "";
    private int chartNumber;

    private MarkdownRenderer(String chartDir) {
        this.chartDir = chartDir;
    }

    /**
     * The page as Markdown; charts are named {@code <section id>-<n>.svg} and linked as
     * {@code chartDir/<name>} ({@code chartDir} relative to the Markdown file, no trailing /).
     */
    public static Rendered render(Page page, String chartDir) {
        MarkdownRenderer r = new MarkdownRenderer(chartDir);
        r.md.raw("# " + page.title() + "\n\n");
        r.md.raw(Md.text(Text.italic(page.subtitle())) + "\n\n");
        for (Section s : page.sections()) {
            r.sectionId = s.id();
            r.chartNumber = 0;
            r.md.raw("## " + s.title() + "\n\n");
            if (!s.lead().isEmpty()) {
                r.md.raw(Md.text(Text.plain(s.lead())) + "\n\n");
            }
            r.blocks(s.blocks());
        }
        r.md.raw(Md.text(Text.italic(page.footer())) + "\n");
        return new Rendered(r.md.toString(), r.charts);
    }

    private void blocks(List<Block> blocks) {
        List<List<Text>> run = new ArrayList<>();
        for (Block b : blocks) {
            if (b instanceof Block.KeyValues kv) {
                for (int i = 0; i < kv.entries().size(); i++) {
                    Block.Entry e = kv.entries().get(i);
                    run.add(List.of(Text.plain(i == 0 ? kv.title() : ""), Text.plain(e.key()),
                            e.value()));
                }
                continue;
            }
            flush(run);
            block(b);
        }
        flush(run);
    }

    private void flush(List<List<Text>> run) {
        if (run.isEmpty()) {
            return;
        }
        boolean grouped = run.stream().anyMatch(r -> !r.get(0).raw().isEmpty());
        if (grouped) {
            md.table(List.of("", "key", "value"), run);
        } else {
            md.table(List.of("key", "value"), run.stream().map(r -> r.subList(1, 3)).toList());
        }
        run.clear();
    }

    private void block(Block b) {
        if (b instanceof Block.Heading x) {
            md.raw("#".repeat(x.level()) + " " + x.text() + "\n\n");
        } else if (b instanceof Block.Paragraph x) {
            md.raw(Md.text(x.text()) + "\n\n");
        } else if (b instanceof Block.Table x) {
            table(x);
        } else if (b instanceof Block.Charts x) {
            List<String> images = new ArrayList<>();
            for (Chart c : x.charts()) {
                String name = sectionId + "-" + (++chartNumber) + ".svg";
                charts.put(name, Svg.standalone(c));
                images.add("![" + c.title().replace("]", ")") + "](" + chartDir + "/" + name + ")");
            }
            md.raw(String.join("\n", images) + "\n\n");
        } else if (b instanceof Block.Provenance x) {
            md.raw("Command: `" + x.command() + "`" + (x.seeds().isEmpty() ? ""
                    : " · seeds: " + Md.cell(x.seeds())) + "\n\n");
        } else if (b instanceof Block.NotRun x) {
            md.raw("Not run yet: `" + x.file() + "` is missing (`" + x.command() + "`).\n\n");
        } else if (b instanceof Block.Fold x) {
            md.raw("<details><summary>" + Md.cell(x.summary()) + "</summary>\n\n");
            blocks(x.blocks());
            md.raw("</details>\n\n");
        } else if (b instanceof Block.Stats x) {
            x.stats().forEach(e -> md.raw("- " + Md.cell(e.key()) + ": " + Md.text(e.value())
                    + "\n"));
            md.raw("\n");
        } else if (b instanceof Block.Tally x) {
            for (Block.Count c : x.counts()) {
                md.raw("- **" + Md.cell(c.name()) + "** (" + Md.cell(c.what()) + "): "
                        + (!c.judged() ? "not run yet" : "predictions " + c.green() + " green, "
                        + c.red() + " red" + (c.pending() == 0 ? "" : ", " + c.pending()
                        + " pending") + (c.held() + c.failed() == 0 ? "" : "; checks " + c.held()
                        + " held" + (c.failed() == 0 ? "" : ", " + c.failed() + " failed"))
                        + (c.reds().isEmpty() ? "" : " (red: " + String.join(", ", c.reds())
                        + ")")) + "\n");
            }
            md.raw("\n");
        } else if (b instanceof Block.Terms x) {
            x.terms().forEach(e -> md.raw("- **" + Md.cell(e.key()) + "**: " + Md.text(e.value())
                    + "\n"));
            md.raw("\n");
        }
    }

    private void table(Block.Table t) {
        boolean fold = t.rows().size() > FOLD_ROWS;
        if (fold) {
            md.raw("<details><summary>" + Md.cell(t.title().isEmpty() ? "table" : t.title())
                    + " (" + t.rows().size() + " rows)</summary>\n\n");
        } else if (!t.title().isEmpty()) {
            md.raw("*" + Md.cell(t.title()) + "*\n\n");
        }
        md.table(t.header(), t.rows());
        if (fold) {
            md.raw("</details>\n\n");
        }
    }
}
