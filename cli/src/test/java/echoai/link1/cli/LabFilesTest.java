package echoai.link1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Doc;
import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e1.E1Fec;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e3.E3RealAir;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.e6.E6Processes;
import echoai.link1.bench.registry.LabFiles;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.reliability.Reliability;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The committed lab folder read through the records: every document the bench writes fits its
 * record, the page has a section from each, and the registered v1 run is compared.
 */
class LabFilesTest {
    private static final Path LAB = Path.of("lab/link1");

    @Test
    void everyCommittedDocumentFitsItsRecord() throws IOException {
        Lab lab = LabFiles.read(LAB);
        assertThat(lab.get(E0FrameIntegrity.DOC)).isNotNull();
        assertThat(lab.get(E1Fec.DOC)).isNotNull();
        assertThat(lab.get(E2Modem.DOC)).isNotNull();
        assertThat(lab.get(E2Modem.EXTENDED_DOC)).isNotNull();
        assertThat(lab.get(E3RealAir.DOC)).isNotNull();
        assertThat(lab.get(E4Understanding.DOC)).isNotNull();
        assertThat(lab.get(E5Dialogue.DOC)).isNotNull();
        assertThat(lab.get(E6Processes.DOC)).isNotNull();
        assertThat(lab.get(Reliability.DOC)).isNotNull();
        assertThat(lab.get(Predictions.DOC)).isNotNull();
        assertThat(lab.get(PerfResult.DOC)).isNotNull();
        assertThat(lab.get(PerfResult.EXTENDED_DOC)).isNotNull();
        assertThat(lab.others()).isEmpty();
        assertThat(lab.registered()).containsKeys("E0", "E4", "predictions");
    }

    @Test
    void thePageShowsEveryDocumentAndTheRegisteredRun() throws IOException {
        Lab lab = LabFiles.read(LAB);
        String html = Report.html(lab);
        // a registration lands after its eval run; until then the page says "not run"
        for (Doc<?> doc : Registry.experiments().stream().map(e -> e.doc()).toList()) {
            String notRun = "<code>" + doc.file() + "</code> is not in the input folder";
            if (!Files.exists(LAB.resolve(doc.file()))) {
                assertThat(html).contains(notRun);
                html = html.replace(notRun, "");
            }
        }
        if (lab.get(E2Rooms.DOC) != null) {
            assertThat(html).contains("RT60 0.5 s: PER vs distance");
        }
        assertThat(html).doesNotContain("is not in the input folder")
                .contains("The registered v1 run and the live files")
                .contains("<b>P7</b>");
        // E2's PER-vs-SNR charts (once the bench's PNG) and the extended thresholds, as SVG
        assertThat(html).contains("aria-label=\"Random frames: PER vs SNR\"")
                .contains("aria-label=\"CLAIM frames: PER vs SNR\"")
                .contains("aria-label=\"Extended: PER vs SNR, thresholds marked\"")
                .containsPattern(">dry K=1: -?[0-9]+ dB</text>");
        assertThat(ResultsMarkdown.glance(lab).lines().filter(l -> l.startsWith("| **")))
                .hasSize(Registry.registrations().size());
    }
}
