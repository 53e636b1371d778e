package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One page with every kind of block, through both renderers. */
class RenderersTest {
    private static List<List<Text>> rows(int n) {
        List<List<Text>> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            rows.add(List.of(Text.plain("r" + i), Text.plain(Integer.toString(100000 + i))));
        }
        return rows;
    }

    static Page page() {
        Chart bars = new Chart.Bars("Harm <per> arm", "arm", "cells", List.of("S", "T"),
                List.of(new Chart.BarSeries("mean", List.of(2.0, 0.5), List.of())));
        Section s = Section.builder("e9", "E9", "E9 — a test", "Lead & more.")
                .h3("Sub")
                .p(Text.plain("a < b ").then(Text.code("./link1 x")).then(" ")
                        .then(Text.verdict("green")).then(" ").then(Text.check(false, "3/4")))
                .add(new Block.KeyValues("group", List.of(new Block.Entry("k1", Text.plain("1")))))
                .add(new Block.KeyValues("", List.of(new Block.Entry("k2", Text.plain("a|b")))))
                .table(List.of("name", "value"), rows(2))
                .add(new Block.Table("long", List.of("name", "value"), rows(21)))
                .chart(bars)
                .add(new Block.Charts(List.of(bars, bars)))
                .provenance("./link1 bench E9", "eval (worlds 1000–1063)")
                .notRun("E8.json", "./link1 bench E8")
                .fold("Configuration", List.of(new Block.Paragraph(Text.plain("inside"))))
                .add(new Block.Stats(List.of(new Block.Entry("worlds", Text.strong("64")))))
                .add(new Block.Terms(List.of(new Block.Entry("cic", Text.plain("bits")))))
                .add(new Block.Tally(List.of(new Block.Count("v1", "P1–P7", true, 5, 1, 0,
                        1, 0, List.of("P3"), "e9"), new Block.Count("V2-1", "R1–R4", false, 0, 0,
                        0, 0, 0, List.of(), "e9"))))
                .add(new Block.Table("", List.of("a", "b", "c"), List.of(List.of(Text.plain("x"),
                        Text.plain("12"), Text.plain("lab/link1/v2/understanding-rooms.json")))))
                .add(new Block.Table("", List.of("v"), List.of(List.of(Text.verdict(null)),
                        List.of(new Text(List.of(new Text.Heat(3, 4))))))).build();
        return new Page("T", "sub", List.of(s), "foot");
    }

    @Test
    void htmlEscapesTextAndRendersEveryBlock() {
        String html = HtmlRenderer.render(page());
        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n")
                .contains("<div class=\"layout\">\n<nav class=\"toc\"><div class=\"toc-head\">"
                        + "Contents</div><a href=\"#e9\">E9</a></nav>\n<main>")
                .contains("<section id=\"e9\">\n<h2>E9 — a test</h2>\n<p class=\"lead\">Lead &amp; more.</p>")
                .contains("<h3>Sub</h3>")
                .contains("<p>a &lt; b <code>./link1 x</code> <span class=\"badge green\">green</span> "
                        + "<span class=\"badge red\">3/4</span></p>")
                .contains("<div class=\"kvs\"><div><h4>group</h4>")
                .contains("<dt>k2</dt><dd>a|b</dd></dl></div>\n</div>")
                .contains("<details><summary>long (21 rows)</summary>")
                .contains("aria-label=\"Harm &lt;per&gt; arm\"")
                .contains("<div class=\"grid2\">")
                .contains("<code>./link1 bench E8</code>")
                .contains("<details><summary>Configuration</summary>\n<p>inside</p>")
                .contains("<div class=\"big\"><b>64</b></div><div class=\"label\">worlds</div>")
                .contains("<dt>cic</dt><dd>bits</dd>")
                .contains("<span class=\"badge missing\">not run yet</span>")
                .contains("background:rgba(47,111,179,0.70)\">3</span>")
                .contains("<footer>foot</footer>")
                .contains("<a class=\"reg has-red\" href=\"#e9\"><div class=\"name\">v1</div>"
                        + "<div class=\"what\">P1–P7</div><div class=\"counts\"><span class=\"g\">"
                        + "5 green</span> · <span class=\"r\">1 red</span><br>checks: <span"
                        + " class=\"g\">1 held</span></div><div class=\"reds\">red: P3</div></a>")
                .contains("<div class=\"name\">V2-1</div><div class=\"what\">R1–R4</div><div "
                        + "class=\"counts\"><span class=\"p\">not run yet</span>")
                .contains("<table class=\"stack\">")
                .contains("<td data-label=\"a\">x</td><td class=\"n\" data-label=\"b\">12</td>"
                        + "<td class=\"w\" data-label=\"c\">lab/link1/v2/understanding-rooms.json"
                        + "</td>");
        assertThat(html).doesNotContain("<details><summary>table (2 rows)");
    }

    @Test
    void markdownRendersEveryBlockAndWritesChartsAsFiles() {
        MarkdownRenderer.Rendered r = MarkdownRenderer.render(page(), "results");
        String md = r.markdown();
        assertThat(md).startsWith("# T\n\n*sub*\n\n## E9 — a test\n\nLead & more.\n\n### Sub\n\n")
                .contains("a < b `./link1 x` **green** 3/4\n\n")
                .contains("|  | key | value |\n|---|---|---|\n| group | k1 | 1 |\n|  | k2 | a\\|b |\n")
                .contains("| r0 | 100 000 |")
                .contains("<details><summary>long (21 rows)</summary>\n\n| name | value |")
                .contains("![Harm <per> arm](results/e9-1.svg)\n\n")
                .contains("![Harm <per> arm](results/e9-2.svg)\n![Harm <per> arm](results/e9-3.svg)\n\n")
                .contains("![Harm <per> arm](results/e9-3.svg)")
                .contains("Command: `./link1 bench E9` · seeds: eval (worlds 1000–1063)")
                .contains("Not run yet: `E8.json` is missing (`./link1 bench E8`).")
                .contains("<details><summary>Configuration</summary>\n\ninside\n\n</details>")
                .contains("- worlds: **64**\n").contains("- **cic**: bits\n")
                .contains("- **v1** (P1–P7): predictions 5 green, 1 red; checks 1 held (red: P3)\n"
                        + "- **V2-1** (R1–R4): not run yet\n")
                .contains("| not run yet |").contains("| 3 |")
                .endsWith("*foot*\n");
        assertThat(r.charts()).containsOnlyKeys("e9-1.svg", "e9-2.svg", "e9-3.svg");
        assertThat(r.charts().get("e9-1.svg")).contains("<style>");
    }

    @Test
    void bothRenderersGiveTheSameBytesForTheSamePage() {
        assertThat(HtmlRenderer.render(page())).isEqualTo(HtmlRenderer.render(page()));
        assertThat(MarkdownRenderer.render(page(), "x")).isEqualTo(MarkdownRenderer.render(page(), "x"));
    }
}
