package echoai.link1.bench.registry;

import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoise;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import echoai.link1.bench.e2rooms.E2RoomsVerdicts;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.report.Lab;
import echoai.link1.report.page.ResultsMarkdown;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The v2 folder read through its records, written as the bench writes them. */
class LabFilesV2Test {
    private static E2RoomsResult rooms() {
        List<RoomsPoint> points = new ArrayList<>();
        for (String snr : new String[] {"10.0", "-5.0"}) {
            for (String profile : new String[] {"k1", "k2", "r"}) {
                int lost = profile.equals("r") ? 0 : 5;
                points.add(new RoomsPoint("living-rt0.8-3m", new BigDecimal("0.8"),
                        new BigDecimal("3.0"), "babble", new BigDecimal(snr), "48->48 kHz",
                        profile, 10, lost, BigDecimal.valueOf(lost, 1).setScale(4), 0, 0, 10,
                        10, Dropped.NONE, 0));
            }
        }
        return new E2RoomsResult(1, "E2-rooms", "rooms", "eval", "1000", "mix", "one frame", 10,
                points, List.of());
    }

    @Test
    void v2FilesAreReadIntoTheirRecordsAndOthersStayTrees(@TempDir Path dir) throws IOException {
        E2RoomsResult e2 = rooms();
        Json.write(dir.resolve("v2/E2-rooms.json"), e2);
        Bench.judge(dir);
        E2RoomsNoiseResult noise = new E2RoomsNoiseResult(1, "E2-rooms-noise", "noise", "dev",
                "0", "mix", "none", "0 accepted in 12 h", 12, false, List.of());
        Json.write(dir.resolve("v2/E2-rooms-noise.json"), noise);
        Json.write(dir.resolve("v2/other.json"), noise);
        Lab lab = LabFiles.read(dir);
        assertThat(lab.get(E2Rooms.DOC)).isEqualTo(e2);
        assertThat(lab.verdicts(E2RoomsVerdicts.class).r1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(lab.verdicts(E2RoomsVerdicts.class).r4().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(lab.get(E2RoomsNoise.DOC)).isEqualTo(noise);
        assertThat(lab.others()).containsOnlyKeys("v2/other");
        assertThat(ResultsMarkdown.glance(lab)).contains("| **V2-1** |")
                .contains("| 4 green, 0 red |  | none |");
        assertThat(ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS))
                .contains("profile R's PER ≤ 1 % at all 1 point (0 lost of 10)");
    }

    @Test
    void withoutAV2FolderNothingV2IsRead(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir);
        Lab lab = LabFiles.read(dir);
        assertThat(lab.get(E2Rooms.DOC)).isNull();
        assertThat(lab.verdicts(E2RoomsVerdicts.class)).isNull();
        assertThat(ResultsMarkdown.glance(lab)).contains("| **V2-1** |")
                .contains("not judged yet");
    }
}
