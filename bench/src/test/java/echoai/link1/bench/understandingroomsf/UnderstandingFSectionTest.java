package echoai.link1.bench.understandingroomsf;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The section of understanding-rooms-f: not run, and a run's arms beside the wire. */
class UnderstandingFSectionTest {
    private static final Path RUN = Path.of("lab/link1/v2/understanding-rooms.json");

    @Test
    void withoutTheFileItSaysNotRun() {
        assertThat(Report.html(Lab.builder().build()))
                .contains("<code>v2/understanding-rooms-f.json</code> is not in the input folder");
    }

    @Test
    void aRunShowsEachArmWithItsLossesHarmAndWorldsWithinT() throws Exception {
        if (!Files.exists(RUN)) {
            return;
        }
        // V2-2's file, its R arms relabelled as F's, stands in for the run
        RoomsUnderstandingResult f = Json.parse(Files.readString(RUN).replace(
                "\"profile\" : \"r\"", "\"profile\" : \"f\""), RoomsUnderstandingResult.class);
        String md = ResultsMarkdown.files(Lab.builder().doc(UnderstandingRoomsF.DOC, f).build())
                .get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("Understanding through the room with profile F")
                .contains("| living-rt0.5-3m, white 30 dB | F | 0 / ")
                .contains("By wire, B's mean first-visit harm: S ");
    }
}
