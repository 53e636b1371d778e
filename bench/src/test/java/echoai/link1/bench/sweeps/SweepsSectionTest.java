package echoai.link1.bench.sweeps;

import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingSectionTest;
import echoai.link1.report.Chart;
import echoai.link1.report.Lab;
import echoai.link1.report.SweepDocs;
import echoai.link1.report.Tree;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.v1.PredictionsResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sweeps section: a sweep's v1 rules (P6 left out), its rooms charts, or "not run". */
class SweepsSectionTest {
    private static Tree grid(long from, long to) {
        return Tree.of(java.util.Map.of("name", "g", "seeds", new java.util.TreeMap<>(
                java.util.Map.of("from", from, "to", to))));
    }

    @Test
    void theCommittedTenThousandWorldsShowTheirRulesWithoutP6() throws Exception {
        PredictionsResult p = Json.read(Path.of(
                "lab/link1/sweep/v1-100000-109999/predictions.json"), PredictionsResult.class);
        Lab lab = Lab.builder().sweep(new SweepDocs("v1-100000-109999",
                grid(100_000, 109_999), java.util.Map.of(Predictions.DOC, p), null)).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        String section = md.substring(md.indexOf("## Sweeps on Apache Spark"));
        section = section.substring(0, section.indexOf("\n## ", 3));
        assertThat(section).contains("### v1-100000-109999 — seeds 100000–109999 (10000 worlds)");
        assertThat(section).contains("| **P1** |", "| **P7** |").doesNotContain("**P6**");
        assertThat(section).contains("green");
    }

    @Test
    void aRoomsGridDrawsALinePerModeAndReverberationPerProfile() {
        var rooms = RoomsUnderstandingSectionTest.fixture();
        List<Chart> charts = SweepsSection.charts(rooms);
        assertThat(charts).hasSize(4);
        Chart.Lines k1 = (Chart.Lines) charts.get(0);
        assertThat(k1.series()).extracting(Chart.Series::name).containsExactly("RT60 0.5 s");
        assertThat(k1.title()).isEqualTo(
                "K1, A's claims: harm vs distance (RT60 0.5 s, white 30 dB, 48->48 kHz)");
        assertThat(((Chart.Lines) charts.get(1)).title()).startsWith("K1, E5 dialogue");
        assertThat(k1.series().get(0).points()).extracting(Chart.Point::x)
                .containsExactly(0.5, 2.0);
        assertThat(k1.guides()).extracting(Chart.Guide::label)
                .containsExactly("S by wire", "T by wire");
        long arms = rooms.arms().stream().map(RoomsArm::arm).count();
        Lab lab = Lab.builder().sweep(new SweepDocs("rooms", grid(0, 3),
                java.util.Map.of(UnderstandingRooms.DOC, rooms), null)).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("every arm (" + (arms + 3) + ")");
    }

    @Test
    void noSweepSaysHowToRunOne() {
        String md = ResultsMarkdown.files(Lab.empty()).get(ResultsMarkdown.RESULTS);
        String section = md.substring(md.indexOf("## Sweeps on Apache Spark"));
        assertThat(section.substring(0, section.indexOf("\n## ", 3)))
                .contains(SweepsSection.COMMAND);
    }

    private static Tree summary(int identical, Object roomsIdentical) {
        java.util.Map<String, Object> c = new java.util.TreeMap<>();
        c.put("against", "lab/link1");
        c.put("arms", java.util.Map.of("T", new java.util.TreeMap<>(java.util.Map.of("worlds", 64,
                "identical", identical))));
        c.put("e4_identical", true);
        c.put("rooms_identical", roomsIdentical);
        return Tree.of(java.util.Map.of("bench_comparison", c));
    }

    @Test
    void aSweepThatReproducesTheBenchSaysSoInsteadOfDrawingItAgain() {
        assertThat(SweepsSection.reproduces(summary(64, true))).isEqualTo("lab/link1");
        assertThat(SweepsSection.reproduces(summary(63, true))).isNull();
        assertThat(SweepsSection.reproduces(summary(64, false))).isNull();
        assertThat(SweepsSection.reproduces(null)).isNull();
        var rooms = RoomsUnderstandingSectionTest.fixture();
        Lab lab = Lab.builder().sweep(new SweepDocs("e", grid(1000, 1063),
                java.util.Map.of(UnderstandingRooms.DOC, rooms), summary(64, true))).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        String section = md.substring(md.indexOf("## Sweeps on Apache Spark"));
        section = section.substring(0, section.indexOf("\n## ", 3));
        assertThat(section).contains("Reproduces the bench's documents on these seeds (lab/link1)")
                .doesNotContain("every arm (");
    }
}
