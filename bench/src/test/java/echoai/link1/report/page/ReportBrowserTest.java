package echoai.link1.report.page;

import echoai.link1.report.Chromium;
import echoai.link1.report.Fixtures;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Headless Chromium loads the page from a file, with no network: a screenshot is produced and
 * the predictions table is in the rendered DOM. Skipped (an assumption, not a failure) where
 * Chromium is not installed; CI installs the Debian package {@code chromium}.
 */
class ReportBrowserTest {
    @Test
    void chromiumRendersThePage(@TempDir Path dir) throws Exception {
        Optional<Path> chromium = Chromium.find();
        assumeTrue(chromium.isPresent(), "chromium is not installed");
        Path page = dir.resolve("report.html");
        Files.writeString(page, Report.html(Fixtures.full()), StandardCharsets.UTF_8);
        String url = page.toUri().toString();

        Path shot = dir.resolve("shot.png");
        Chromium.run(Chromium.command(chromium.get(),
                Files.createDirectory(dir.resolve("profile1")), "--screenshot=" + shot,
                "--window-size=1280,2000", url), dir.resolve("shot.log"));
        assertThat(shot).as("screenshot (log: %s)", dir.resolve("shot.log")).exists();
        byte[] png = Files.readAllBytes(shot);
        assertThat(png.length).isGreaterThan(20_000);
        assertThat(new String(png, 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");

        String dom = Chromium.run(Chromium.command(chromium.get(),
                Files.createDirectory(dir.resolve("profile2")),
                "--dump-dom", url), dir.resolve("dom.log"));
        assertThat(dom).contains("<section id=\"predictions\">").contains("<b>P1</b>")
                .contains("<b>P7</b>").contains("v1 — does B change its behaviour");
        assertThat(dom).contains("<svg");
    }
}
