package echoai.link1.cli;

import echoai.link1.bench.registry.LabFiles;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.report.Chromium;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ReportLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page {@code ./link1 report} makes of the committed lab folder, laid out by headless
 * Chromium at 1280 px and at a phone's 390 px ({@code ReportLayout}): no table wider than its
 * column, no label over another or over a chart's line, no sideways scrolling. Skipped
 * without Chromium.
 */
class ReportLayoutLabTest {
    @Test
    void theCommittedLabsPageFitsAtBothWidths(@TempDir Path dir)
            throws Exception {
        Optional<Path> chromium = Chromium.find();
        String html = Report.html(LabFiles.read(Path.of("lab", "link1")));
        assumeTrue(chromium.isPresent(), "chromium is not installed");
        assertThat(ReportLayout.problems(chromium.get(), html, ReportLayout.DESKTOP_PX,
                Files.createDirectory(dir.resolve("desktop")))).as("at 1280 px").isEmpty();
        assertThat(ReportLayout.problems(chromium.get(), html, ReportLayout.PHONE_PX,
                Files.createDirectory(dir.resolve("phone")))).as("at 390 px").isEmpty();
    }
}
