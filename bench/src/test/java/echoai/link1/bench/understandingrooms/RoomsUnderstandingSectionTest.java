package echoai.link1.bench.understandingrooms;

import echoai.link1.report.Chart;
import echoai.link1.report.Lab;
import echoai.link1.report.Svg;
import echoai.link1.report.page.ReportTest;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The understanding-rooms section: a harm-vs-distance chart per profile with S and T dashed. */
public class RoomsUnderstandingSectionTest {
    private static ArmResult arm(String name, int... harm) {
        List<WorldResult> rows = new ArrayList<>();
        for (int w = 0; w < harm.length; w++) {
            rows.add(new WorldResult(w, name, harm[w], harm[w], 0, 0, 20, 0, 10, harm[w], 0, 0,
                    0, 0, 0, 0, 0, true, 0, 256, 256, 0, 0, "d"));
        }
        return ArmResult.of(rows);
    }

    private static RoomsArm rooms(String profile, String mode, String d, int... harm) {
        ArmResult r = arm(mode + profile + d, harm);
        return new RoomsArm(mode + ":" + profile + ":" + d, mode, "living-rt0.5-" + d + "m",
                new BigDecimal("0.5"), new BigDecimal(d), "white", new BigDecimal("30.0"),
                "48->48 kHz", profile, ArmSummary.of(r), r);
    }

    public static RoomsUnderstandingResult fixture() {
        ArmResult s = arm("S", 3, 2, 3, 2);
        ArmResult t = arm("T", 0, 0, 0, 0);
        ArmResult e5 = arm("E5", 0, 0, 0, 0);
        List<RoomsArm> arms = new ArrayList<>();
        for (String p : List.of("k1", "r")) {
            arms.add(rooms(p, "claims", "0.5", 0, 0, 1, 0));
            arms.add(rooms(p, "dialogue", "0.5", 0, 0, 0, 0));
            arms.add(rooms(p, "claims", "2", p.equals("r") ? 0 : 3, 2, 2, 1));
            arms.add(rooms(p, "dialogue", "2", 0, 1, 2, 1));
        }
        return new RoomsUnderstandingResult(1, "understanding-rooms", "t", "dev",
                new RoomsUnderstandingResult.Config(256, 3, List.of("k1", "r"), "draws", "seeds"),
                List.of(new WireArm("S", "claims", ArmSummary.of(s), s),
                        new WireArm("T", "claims", ArmSummary.of(t), t),
                        new WireArm("E5", "dialogue", ArmSummary.of(e5), e5)), arms);
    }

    @Test
    void aChartPerProfileWithMeanAndIntervalAndTheWireArmsDashed() {
        Lab lab = Lab.builder().doc(UnderstandingRooms.DOC, fixture()).build();
        List<Chart> charts = RoomsUnderstandingSection.charts(lab.get(UnderstandingRooms.DOC));
        assertThat(charts).hasSize(2);
        Chart.Lines k1 = (Chart.Lines) charts.get(0);
        assertThat(k1.title()).isEqualTo("K1: first-visit harm vs distance");
        assertThat(k1.series()).extracting(Chart.Series::name)
                .containsExactly("A (claims)", "E5 by air");
        assertThat(k1.series().get(0).points()).containsExactly(new Chart.Point(0.5, 0.25),
                new Chart.Point(2, 2));
        // harm 0, 0, 1, 0: mean 0.25, s = 0.5, t(3) = 3.18245: 0.25 + 0.79561, rounded up -> 1.0457 (low at 0)
        assertThat(k1.series().get(0).whiskers().get(0)).isEqualTo(new Chart.Whisker(0.5, 0,
                1.0457));
        String svg = Svg.standalone(k1);
        assertThat(ReportTest.count(svg, "<path class=\"whisker\"")).isEqualTo(4);
        assertThat(ReportTest.count(svg, "<path class=\"line\"")).isEqualTo(2);
        assertThat(k1.guides()).extracting(Chart.Guide::label)
                .containsExactly("S by wire", "T by wire");
        assertThat(k1.guides().get(0).at()).isEqualTo(2.5);
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## Understanding through the room (V2-2)")
                .contains("| claims:k1:2 | claims | living-rt0.5-2m, white, 30 dB, 48->48 kHz |"
                        + " 8 / 40 | 20 | 2 (");
    }

    @Test
    void withoutTheFileItSaysHowToRunIt() {
        String md = ResultsMarkdown.files(Lab.empty()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("`v2/understanding-rooms.json` is missing")
                .contains("./link1 bench understanding-rooms");
    }
}
