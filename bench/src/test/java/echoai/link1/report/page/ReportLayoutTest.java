package echoai.link1.report.page;

import echoai.link1.bench.e2rooms.RoomsFixtures;
import echoai.link1.report.Chromium;
import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report laid out by headless Chromium at 1280 px and at a phone's 390 px: no table wider
 * than its column, no label over another or over a chart's line, no sideways scrolling; and the
 * check itself sees a table that overflows and labels that overlap. The committed lab's page is
 * checked the same way by the CLI's {@code ReportLayoutLabTest}. Skipped without Chromium.
 */
class ReportLayoutTest {
    @TempDir
    Path dir;

    private Path chromium() {
        Optional<Path> c = Chromium.find();
        assumeTrue(c.isPresent(), "chromium is not installed");
        return c.get();
    }

    private List<String> problems(String html, int widthPx) throws Exception {
        return ReportLayout.problems(chromium(), html, widthPx,
                Files.createTempDirectory(dir, "w" + widthPx));
    }

    @Test
    void theFixturePagesFitAtBothWidths() throws Exception {
        for (Lab lab : List.of(Fixtures.full(), RoomsFixtures.withV2(), Lab.empty())) {
            String html = Report.html(lab);
            assertThat(problems(html, ReportLayout.DESKTOP_PX)).as("at 1280 px").isEmpty();
            assertThat(problems(html, ReportLayout.PHONE_PX)).as("at 390 px").isEmpty();
        }
    }

    @Test
    void theCheckSeesAnOverflowingTableAndOverlappingLabels() throws Exception {
        StringBuilder wide = new StringBuilder("<table><tr>");
        for (int i = 0; i < 60; i++) {
            wide.append("<td style=\"white-space:nowrap\">a-very-long-cell-").append(i)
                    .append("</td>");
        }
        wide.append("</tr></table>");
        String html = "<!DOCTYPE html><html><head></head><body><section id=\"s\">" + wide
                + "<svg class=\"chart\" viewBox=\"0 0 200 100\" width=\"200\" aria-label=\"c\">"
                + "<path class=\"line\" d=\"M0,50 L200,50\" stroke=\"#000\"/>"
                + "<text x=\"10\" y=\"20\">first label</text><text x=\"14\" y=\"22\">second</text>"
                + "<text x=\"100\" y=\"54\">on the line</text></svg></section></body></html>";
        List<String> found = problems(html, ReportLayout.PHONE_PX);
        assertThat(found).anyMatch(p -> p.startsWith("a table overflows its column"))
                .anyMatch(p -> p.startsWith("the page scrolls sideways"))
                .contains("labels overlap in \"c\": \"first label\" and \"second\"")
                .contains("a label lies over a line in \"c\": \"on the line\"");
    }
}
