package echoai.link1.report.page;

import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.PerfResult;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The timings section shows the browser's figure and the site's size beside their targets. */
class PerfSectionTest {
    private static PerfResult withBrowser(String factor, long siteBytes) {
        PerfResult p = Fixtures.perf();
        return new PerfResult(p.schemaVersion(), p.benchWallMs(), p.threads(), p.seedSet(),
                p.jmh(), p.e2(), p.lastBenchTotalMs(), p.decode48k(), new PerfResult.Browser(
                        "cmd", "HeadlessChrome/150", "r", 48_000, new BigDecimal("80.282"), 16,
                        List.of(16, 16, 16), new BigDecimal("1016.1"),
                        List.of(new BigDecimal("681.1"), new BigDecimal("700.0"),
                                new BigDecimal("650.4")), new BigDecimal("681.1"),
                        new BigDecimal(factor), 20, siteBytes, 7, 2_000_000L, 2,
                        new BigDecimal("9.77")));
    }

    @Test
    void theBrowserLineHasTheTargetBesideIt() {
        String md = ResultsMarkdown.files(Lab.builder().doc(PerfResult.DOC, withBrowser("117.9", 332_527L))
                .build()).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("In the browser (./link1 perf --browser)")
                .contains("117.9× real time").contains("≥ 20×")
                .contains("332 527 bytes").contains("≤ 2 000 000 bytes")
                .contains("median of 3 runs: 681.1 ms; frames heard [16, 16, 16] of 16")
                .contains("HeadlessChrome/150").contains("load average was 9.77");
        String html = Report.html(Lab.builder().doc(PerfResult.DOC, withBrowser("117.9", 332_527L)).build());
        assertThat(html).contains("117.9× real time").contains("≤ 2 000 000 bytes");
    }

    @Test
    void aMissedTargetIsMarkedAndNoBrowserBlockNoLine() {
        String slow = Report.html(Lab.builder().doc(PerfResult.DOC, withBrowser("12.5", 2_500_000L)).build());
        String fast = Report.html(Lab.builder().doc(PerfResult.DOC, withBrowser("117.9", 332_527L)).build());
        assertThat(slow).contains("<span class=\"badge red\">12.5× real time</span>")
                .contains("<span class=\"badge red\">2 500 000 bytes</span>");
        assertThat(fast).contains("<span class=\"badge green\">117.9× real time</span>")
                .contains("<span class=\"badge green\">332 527 bytes</span>");
        assertThat(Report.html(Lab.builder().doc(PerfResult.DOC, Fixtures.perf()).build()))
                .doesNotContain("In the browser");
    }
}
