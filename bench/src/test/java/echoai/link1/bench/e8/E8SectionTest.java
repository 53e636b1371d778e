package echoai.link1.bench.e8;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.session.SpeakerFigures;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * E8's report section: "not run" without the file; with a run, its verdicts, the trust
 * trajectories as SVG charts, the arms and the speakers; the trajectory is read back from the
 * turns of the checks.
 */
class E8SectionTest {
    private static E8Result run(Path dir) throws Exception {
        return new E8Trust().run(new BenchContext(SeedSet.parse("0-1"), dir, false, 2,
                Map.of(), Progress.NONE, new PerfLog()));
    }

    @Test
    void withoutTheFileItSaysHowToMakeIt() {
        assertThat(Report.html(Lab.empty())).contains("<code>v2/E8.json</code> is not in the"
                + " input folder");
    }

    @Test
    void aRunShowsTrustAsAPictureAndItsVerdicts(@TempDir Path dir) throws Exception {
        E8Result e8 = run(dir);
        Lab dev = Lab.builder().doc(E8Trust.DOC, e8).build();
        String html = Report.html(dev);
        assertThat(html).contains("Trust earned, not assumed (E8)")
                .contains("aria-label=\"B&#39;s trust per speaker, mean over 2 worlds")
                .contains("aria-label=\"B&#39;s trust per speaker, {H, L, L}, world 0\"")
                .contains("believed at &gt;= 1/2").contains("H+L+L:notrust:honest-last")
                .contains("Not judged yet: only a run on its eval seeds (eval) is judged");
        Lab judged = Lab.builder().doc(E8Trust.DOC, e8).verdicts(E8Predictions.judge(e8))
                .build();
        String section = Report.html(judged);
        assertThat(section).contains("<h3>Predictions</h3>")
                .contains("within {H} + 1 in 2 of 2 (today&#39;s rule 0)")
                .contains("rows holding 42 of 42");
        assertThat(section.indexOf("rows holding 42 of 42")).as("W6 is a check")
                .isGreaterThan(section.indexOf("Checks (hold by construction"));
    }

    @Test
    void theTrajectoryIsTheMeanAfterEachCheckInTurnOrder(@TempDir Path dir) throws Exception {
        SpeakerFigures f = new SpeakerFigures(3, "M0.3", 10, 4, 2, 2, 1, 0, -1, false, true,
                List.of(4, 30), List.of(12), List.of(666, 500, 600));
        assertThat(E8Charts.checkTurns(f)).containsExactly(4, 12, 30);
        assertThat(E8Charts.at(f, 3)).isEqualTo(0.5);
        assertThat(E8Charts.at(f, 12)).isEqualTo(0.5);
        assertThat(E8Charts.at(f, 255)).isEqualTo(0.6);
        assertThat(E8Charts.steps(f)).hasSize(8);
    }
}
