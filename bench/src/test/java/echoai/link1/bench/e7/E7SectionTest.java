package echoai.link1.bench.e7;

import echoai.link1.report.Block;
import echoai.link1.report.Chart;
import echoai.link1.report.Lab;
import echoai.link1.report.Section;
import echoai.link1.report.Svg;
import echoai.link1.report.page.Report;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** E7's section from the committed dev run: charts, timelines, the arms, the capture tables. */
class E7SectionTest {
    private static Lab lab() throws Exception {
        return Lab.builder()
                .doc(E7Room.DOC, Json.read(Path.of("lab/link1/v2/dev/E7.json"), E7Result.class))
                .doc(E7Capture.DOC, Json.read(Path.of("lab/link1/v2/dev/E7-capture.json"),
                        E7CaptureResult.class)).build();
    }

    private static Section section(Lab lab) {
        return Report.section(new E7Folder(), lab);
    }

    @Test
    void goodputAndCollisionChartsThenATimelinePerDisciplineThenEveryArm() throws Exception {
        Section s = section(lab());
        List<Chart> charts = s.blocks().stream().filter(b -> b instanceof Block.Charts)
                .flatMap(b -> ((Block.Charts) b).charts().stream()).toList();
        assertThat(charts).hasSize(8);
        Chart.Lines near = (Chart.Lines) charts.get(0);
        assertThat(near.title()).isEqualTo("Goodput, profile R, near");
        assertThat(near.series()).extracting(Chart.Series::name)
                .containsExactly("CSMA", "ALOHA", "TDMA");
        assertThat(near.series().get(2).points()).extracting(Chart.Point::x)
                .containsExactly(1.0, 2.0, 4.0);
        Chart.Timeline csma = (Chart.Timeline) charts.get(4);
        assertThat(csma.title()).startsWith("claims:r:near:4:csma");
        assertThat(csma.lanes()).containsExactly("B", "A", "veteran 1", "veteran 2", "veteran 3");
        assertThat(csma.spans()).isNotEmpty()
                .anyMatch(x -> x.fate() == Chart.Fate.HEARD);
        Chart.Timeline aloha = (Chart.Timeline) charts.get(5);
        assertThat(aloha.spans()).anyMatch(x -> x.fate() == Chart.Fate.COLLIDED);
        String svg = Svg.standalone(aloha);
        assertThat(svg).contains("#c62828").contains(">veteran 3<").contains("time (s)");
        Block.Table arms = s.blocks().stream().filter(b -> b instanceof Block.Table)
                .map(Block.Table.class::cast).filter(t -> t.header().equals(E7Section.HEADER))
                .findFirst().orElseThrow();
        assertThat(arms.rows()).hasSize(27);
        long captureTables = s.blocks().stream().filter(b -> b instanceof Block.Table)
                .map(Block.Table.class::cast)
                .filter(t -> t.header().get(0).contains("second over first")).count();
        assertThat(captureTables).isEqualTo(2);
    }

    @Test
    void withoutTheFilesItSaysHowToMakeThem() {
        Section s = section(Lab.empty());
        assertThat(s.blocks()).filteredOn(b -> b instanceof Block.NotRun).hasSize(4);
    }

    /**
     * Issue 40, findings 2 and 4 on the committed eval run: M3's rule is shown passing lossy
     * arms (K1's crowd lost a third of its frames and still has 61 of 64 worlds = T), and each
     * collision rate carries an interval over worlds, wider than Wilson's over frames where
     * the worlds differ.
     */
    @Test
    void m3sRuleOnLossyArmsAndCollisionIntervalsOverWorlds() throws Exception {
        E7Result eval = Json.read(Path.of("lab/link1/v2/E7.json"), E7Result.class);
        assertThat(E7Section.m3Elsewhere(eval)).startsWith("M3's rule on every arm")
                .contains("it holds on 20 of 27 arms, 8 of them losing 1 % or more")
                .contains("claims:k1:near:4:csma (lost 35.44 % of its distinct frames; 61 of 64"
                        + " worlds = T)");
        E7Result.Arm crowd = eval.arms().stream().filter(a -> a.arm().equals(
                "claims:r:near:4:csma")).findFirst().orElseThrow();
        assertThat(E7Section.worldInterval(crowd)).isEqualTo("2.23-2.96");
        E7Result.Arm alone = eval.arms().stream().filter(a -> a.arm().equals(
                "claims:r:near:1:csma")).findFirst().orElseThrow();
        assertThat(E7Section.worldInterval(alone)).as("no collision anywhere").isEqualTo("-");
    }
}
