package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultsMarkdownTest {
    private static final String README = """
            # Title

            The markers are `<!-- results:begin -->` and `<!-- results:end -->` (quoted).

            ## Results

            <!-- results:begin -->
            old figures
            <!-- results:end -->

            ### Notes
            kept
            """;

    @Test
    void spliceReplacesOnlyBetweenTheMarkerLines() {
        String out = ResultsMarkdown.splice(README, "NEW\n");
        assertThat(out).contains("The markers are `<!-- results:begin -->` and "
                + "`<!-- results:end -->` (quoted).");
        assertThat(out).contains("<!-- results:begin -->\n\nNEW\n\n<!-- results:end -->\n")
                .doesNotContain("old figures").endsWith("### Notes\nkept\n");
        assertThat(ResultsMarkdown.splice(out, "NEW")).isEqualTo(out);
    }

    @Test
    void spliceRefusesMissingOrRepeatedMarkers() {
        assertThatThrownBy(() -> ResultsMarkdown.splice("# no markers\n", "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("results:begin");
        assertThatThrownBy(() -> ResultsMarkdown.splice(
                "<!-- results:end -->\n<!-- results:begin -->\n", "x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ResultsMarkdown.splice(
                "<!-- results:begin -->\n<!-- results:begin -->\n<!-- results:end -->\n", "x"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void figuresComeFromTheJson() throws IOException {
        LabFolder lab = Fixtures.full();
        String md = ResultsMarkdown.of(lab);
        assertThat(md).contains("| 1 | 10 000 | 10 000 | 0 | 0 | 0 | 0 | 0 |")
                .contains("| P2 | content matters")
                .contains("| **red** | t_less_than_x = 10; worlds = 16 | predictions.json |")
                .contains("| random | echo K=2 | 0 | 0 | 0 | 0 | 0 | 0.5 | 0 |")
                .contains("| X | 16 | 16/16 | 16/16 | 16/16 | 16/16 | 15/16 |")
                .contains("Not run yet: `E3.json` is missing (`./link1 bench E3`).");

        Map<String, JsonNode> docs = new LinkedHashMap<>();
        for (String name : lab.names()) {
            docs.put(name, lab.get(name).orElseThrow().deepCopy());
        }
        ObjectNode oneByte = (ObjectNode) docs.get("E0").get("corruption").get(0);
        oneByte.put("undetected", 7);
        assertThat(ResultsMarkdown.of(LabFolder.of(docs)))
                .contains("| 1 | 10 000 | 10 000 | 0 | 0 | 0 | 0 | 7 |");
    }

    @Test
    void anEmptyFolderGivesNotRunLinesAndAllPredictions() {
        String md = ResultsMarkdown.of(LabFolder.of(Map.of()));
        assertThat(md).contains("| P1 |").contains("| P7 |").contains("not run yet")
                .contains("Not run yet: `E2.json` is missing (`./link1 bench E2`).")
                .contains("Not run yet: `perf.json` is missing");
    }

    @Test
    void longIntegersAreGroupedButNotSeedsOrFractions() {
        assertThat(Md.cell("10000")).isEqualTo("10 000");
        assertThat(Md.cell("2999246.0 ± 1244307.0")).isEqualTo("2 999 246.0 ± 1 244 307.0");
        assertThat(Md.cell("0.123456")).isEqualTo("0.123456");
        assertThat(Md.cell("0xae4a2817b853e4fd")).isEqualTo("0xae4a2817b853e4fd");
        assertThat(Md.cell("a|b")).isEqualTo("a\\|b");
    }
}
