package echoai.link1.report.page;

import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import echoai.link1.report.Md;
import echoai.link1.report.Tree;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.e0.E0Result;
import echoai.link1.bench.rules.Verdict;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultsMarkdownTest {
    @Test
    void figuresComeFromTheRecords() {
        String md = ResultsMarkdown.files(Fixtures.full()).get(ResultsMarkdown.RESULTS);
        assertThat(md).startsWith("# LINK-1 results\n\n")
                .contains("| 1 | 10 000 | 0 | 10 000 | 0 |")
                .contains("| **P2** | **green** | harm(T) < harm(X) in >= 75 % of worlds |")
                .contains("| random | echo K=2 |  | 0.5 | 20 | 0 |")
                .contains("| **X** | 4 | 4/4 | 4/4 | 4/4 | 4/4 | 3/4 |")
                .contains("Not run yet: `E3.json` is missing (`./link1 bench E3 --seeds dev`).")
                .contains("![Random frames: PER vs SNR](results/e2-1.svg)");

        E0Result e0 = Fixtures.e0();
        E0Result.Corruption one = e0.corruption().get(0);
        E0Result changed = new E0Result(1, "E0", "frames", "dev", e0.config(), e0.roundTrip(),
                List.of(new E0Result.Corruption(1, one.trials(), one.detected(), one.detectedBy(),
                        7, new BigDecimal("0.000700"), List.of()), e0.corruption().get(1)));
        assertThat(ResultsMarkdown.files(Lab.builder().doc(E0FrameIntegrity.DOC, changed).build())
                .get(ResultsMarkdown.RESULTS)).contains("| 1 | 10 000 | 0 | 10 000 | 7 |");
    }

    @Test
    void chartsAreStandaloneSvgFilesBesideTheMarkdown() {
        Map<String, String> files = ResultsMarkdown.files(Fixtures.full());
        assertThat(files.keySet()).first().isEqualTo("docs/results.md");
        assertThat(files).containsKey("docs/results/e2-1.svg").containsKey("docs/results/e4-1.svg");
        files.forEach((name, text) -> {
            if (name.endsWith(".svg")) {
                assertThat(text).startsWith("<?xml").contains("<style>");
            }
        });
    }

    @Test
    void theGlanceIsOneRowPerRegistrationWithItsRedsNamed() {
        String glance = ResultsMarkdown.glance(Fixtures.full());
        assertThat(glance.lines().filter(l -> l.startsWith("| **")).count())
                .isEqualTo(echoai.link1.bench.registry.Registry.registrations().size());
        // P3 is a check of the fixture's, failed; P5 a prediction pending
        assertThat(glance).contains("| **v1** |").contains("| **P3** |")
                .contains("[docs/results.md](docs/results.md)");
        assertThat(glance.lines().filter(l -> l.startsWith("| **v1** |")).findFirst()
                .orElseThrow()).contains("pending").contains("1 failed");
        // the registered v1 run's verdicts, where they differ, are in v1's section
        String md = ResultsMarkdown.files(Fixtures.full()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("### Against the registered v1 run")
                .contains("verdict: red → green");
        Lab same = Lab.builder().doc(Predictions.DOC, Fixtures.predictions(Verdict.GREEN))
                .registered("predictions", Tree.of(Fixtures.predictions(Verdict.GREEN))).build();
        String sameMd = ResultsMarkdown.files(same).get(ResultsMarkdown.RESULTS);
        assertThat(sameMd.substring(sameMd.indexOf("### Against the registered v1 run"),
                sameMd.indexOf("### The registered v1 run and the live files")))
                .doesNotContain("differs");
    }

    @Test
    void anEmptyLabGivesNotRunLinesAndAllPredictions() {
        String md = ResultsMarkdown.files(Lab.empty()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("| **P1** |").contains("| **P7** |").contains("not run yet")
                .contains("Not run yet: `E2.json` is missing (`./link1 bench E2`).")
                .contains("Not run yet: `perf.json` is missing");
        assertThat(ResultsMarkdown.glance(Lab.empty())).contains("| **v1** |")
                .contains("not judged yet");
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
