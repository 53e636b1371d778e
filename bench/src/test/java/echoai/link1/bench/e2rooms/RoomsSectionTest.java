package echoai.link1.bench.e2rooms;

import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ReportTest;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Prediction;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoomsSectionTest {
    private static Section section(Lab lab) {
        return Report.section(new E2RoomsFolder(), lab);
    }

    @Test
    void oneChartPerRt60WithALinePerProfileForWhiteTenDb() {
        Section s = section(RoomsFixtures.withV2());
        List<Chart> charts = s.blocks().stream().filter(b -> b instanceof Block.Charts)
                .flatMap(b -> ((Block.Charts) b).charts().stream()).toList();
        // the stretch point (RT60 0.8 s, babble) and the pink point are not charted
        assertThat(charts).hasSize(2);
        Chart.Lines rt05 = (Chart.Lines) charts.get(1);
        assertThat(rt05.title()).isEqualTo("RT60 0.5 s: PER vs distance (white, 10 dB, "
                + "48->48 kHz)");
        assertThat(rt05.series()).extracting(Chart.Series::name).containsExactly("K1", "K2", "R");
        // K1 at RT60 0.5 s: 10 and 120 lost of 320 (Wilson 95 %: 32.37–42.93 % for 120) at 0.5 and 1 m; the clock point is not here
        assertThat(rt05.series().get(0).points()).containsExactly(new Chart.Point(0.5, 3.13),
                new Chart.Point(1.0, 37.5));
        String svg = Svg.standalone(rt05);
        assertThat(ReportTest.count(svg, "<path class=\"line\"")).isEqualTo(3);
    }

    @Test
    void everyPointIsATableRowWithItsIntervalAndTheClockAndStretchPointsAreCalledOut() {
        String md = ResultsMarkdown.files(RoomsFixtures.withV2()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## E2-rooms — the air profiles through the physical room (V2-1)")
                .contains("| living-rt0.5-1m | white | 10.0 | 48->48 kHz | K1 | 120 / 320 | "
                        + "37.5 | 32.37–42.93 | 1 | 0 | grid |")
                .contains("| living-rt0.8-3m | babble | -5.0 | 48->48 kHz | R | 3 / 320 | 0.94 | ")
                .contains("### Clock points (±200 ppm)").contains("### Stretch point (R4)")
                .contains("| 44.1->48 kHz +200 ppm | R | 0 / 320 | 0 | 0–1.19 | 0 | 0 | clock |")
                .contains("| R | 6 / 2240 | 0 | 0 |").contains("| K1 | 377 / 2240 | 2 | 0 |")
                .contains("![RT60 0.3 s: PER vs distance (white, 10 dB, 48->48 kHz)]"
                        + "(results/e2-rooms-1.svg)")
                .contains("`./link1 bench E2-rooms`");
        assertThat(ResultsMarkdown.files(RoomsFixtures.withV2()))
                .containsKey("docs/results/e2-rooms-2.svg")
                .doesNotContainKey("docs/results/e2-rooms-3.svg");
        String html = Report.html(RoomsFixtures.withV2());
        assertThat(html).contains("id=\"e2-rooms\"").contains("32.37–42.93")
                .contains("RT60 0.5 s: PER vs distance");
    }

    @Test
    void withoutTheV2FilesTheSectionSaysNotRunYetAndTheGlanceSaysNothingOfV2() {
        Lab v1 = Fixtures.full();
        String md = ResultsMarkdown.files(v1).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("Not run yet: `v2/E2-rooms.json` is missing "
                + "(`./link1 bench E2-rooms --seeds dev`).")
                .contains("Not judged yet: only a run on its eval seeds (eval) is judged into"
                        + " v2/predictions.json.");
        assertThat(ResultsMarkdown.glance(v1)).contains("| **V2-1** |")
                .contains("not judged yet").doesNotContain("R1");
    }

    @Test
    void theGlanceHasOneV2LineFromTheRecord() {
        String glance = ResultsMarkdown.glance(RoomsFixtures.withV2());
        List<String> v2 = glance.lines().filter(l -> l.startsWith("| **V2-1** |")).toList();
        assertThat(v2).hasSize(1);
        assertThat(v2.get(0)).isEqualTo("| **V2-1** | Does profile R hold across the living"
                + " room? | `docs/spec/LINK1-v2.md` | 4 green, 0 red |  | none |");
        // one row a registration, the v1 one first
        assertThat(glance.lines().filter(l -> l.startsWith("| **")).toList().get(0))
                .startsWith("| **v1** |");
        String md = ResultsMarkdown.files(RoomsFixtures.withV2()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("| **R1** | **green** | profile R's PER <= 1 % at every"
                        + " non-stretch point | profile R's PER ≤ 1 % at all 6 points (worst:"
                        + " living-rt0.5-1m, white, 10 dB, 48->48 kHz, R: 2 of 320 (0.63 %, 95 % CI ")
                .contains("R's corrupt frames past the CRC: 0")
                .contains("accepted corrupt frames: K1 = 0, K2 = 0, R = 0")
                .contains("stretch: living-rt0.8-3m, babble, -5 dB")
                .contains("How far the air reaches");
    }

    @Test
    void theV2PredictionsSitBesideP1ToP7AndAreNotCountedWithThem() {
        Lab lab = RoomsFixtures.withV2();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## E2-rooms — the air profiles through the physical room (V2-1)")
                .contains("Registered in docs/spec/LINK1-v2.md, V2-1, before its eval run")
                .contains("| **R1** | **green** | profile R's PER <= 1 % at every non-stretch"
                        + " point | profile R's PER ≤ 1 % at all 6 points (worst: ")
                .contains("<summary>R1: every figure (4)</summary>")
                .contains("| points = 6 |")
                .contains("corrupt_passed_crc (reported): K1 = 1, K2 = 0, R = 0");
        String v1Only = ResultsMarkdown.files(Fixtures.full()).get(ResultsMarkdown.RESULTS);
        String v1Tile = "- **v1** (";
        assertThat(md.substring(md.indexOf(v1Tile), md.indexOf('\n', md.indexOf(v1Tile))))
                .as("the v1 tile counts P1-P7 only")
                .isEqualTo(v1Only.substring(v1Only.indexOf(v1Tile),
                        v1Only.indexOf('\n', v1Only.indexOf(v1Tile))));
        assertThat(md).contains("- **V2-1** (Does profile R hold across the living room?): predictions 4 green, 0 red");
        assertThat(v1Only).contains("- **V2-1** (Does profile R hold across the living room?): not run yet");
    }

    @Test
    void aPendingV2PredictionSaysWhy() {
        E2RoomsVerdicts g = RoomsFixtures.v2Predictions();
        E2RoomsVerdicts pending = new E2RoomsVerdicts(g.r1(), g.r2(), g.r3(),
                Prediction.pending("stretch", "E2-rooms.json has no stretch point"));
        Lab lab = Lab.builder().doc(E2Rooms.DOC, RoomsFixtures.e2Rooms()).verdicts(pending)
                .build();
        assertThat(ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS))
                .contains("| **R4** | **pending** | stretch | *pending: E2-rooms.json has no"
                        + " stretch point* |");
        assertThat(ResultsMarkdown.glance(lab)).contains("| **V2-1** |")
                .contains("3 green, 0 red, 1 pending");
    }
}
