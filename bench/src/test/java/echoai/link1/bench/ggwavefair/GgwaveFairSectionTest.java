package echoai.link1.bench.ggwavefair;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import echoai.link1.bench.rules.Prediction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * V2-4's report section: "not run" without the file; the committed dev run shows its arms,
 * both axes and its tallies, with ties as ties and no verdicts; with verdicts, G1–G5 and the
 * glance line.
 */
class GgwaveFairSectionTest {
    private static GgwaveFairResult dev() throws IOException {
        return Json.parse(Files.readString(Path.of(System.getProperty("lab.dir", "lab/link1"),
                "v2/dev/ggwave-fair.json")), GgwaveFairResult.class);
    }

    @Test
    void withoutTheFileItSaysHowToMakeIt() {
        assertThat(Report.html(Lab.empty())).contains("<code>v2/ggwave-fair.json</code> is not"
                + " in the input folder");
    }

    @Test
    void theDevRunShowsBothAxesItsTiesAndNoVerdicts() throws IOException {
        Lab lab = Lab.builder().doc(E2RoomsGgwaveFair.DOC, dev()).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## ggwave, fairly: equal SNR and equal energy per postcard")
                .contains("### Equal SNR: lost of 64").contains("### Equal energy per postcard")
                .contains("| 22 B: the CLAIM frame").contains("| 16 B: the CLAIM frame's")
                .contains("-2.947 dB").contains("Not judged yet")
                // R against NORMAL at equal SNR: better at 2 points, 9 ties, worse at none
                .contains("| equal-snr | R vs NORMAL | 2 | 9 | 0 |")
                // R's equal-energy stretch point: 11 lost at -7.947 dB, a tie with NORMAL's 18
                .contains("11 @ -7.947 dB")
                .contains("./link1 bench E2-rooms-ggwave-fair --seeds dev");
    }

    @Test
    void withVerdictsItShowsG1ToG5AndAGlanceLine() throws IOException {
        GgwaveFairResult r = dev();
        Tally rn = r.tallies().stream().filter(t -> t.axis() == Axis.EQUAL_SNR
                && t.link1Arm().equals("r") && t.ggwaveArm().equals("ggwave-audible-normal"))
                .findFirst().orElseThrow();
        GgwaveFairVerdicts v = new GgwaveFairVerdicts(Prediction.judged(true, "rule one", rn),
                Prediction.judged(false, "rule two", rn),
                Prediction.judged(true, "rule three", new GgwaveFairVerdicts.BothBehind(rn, rn)),
                Prediction.pending("rule four", "not yet"),
                Prediction.judged(true, "rule five", new GgwaveFairVerdicts.NothingWrong(10,
                        Map.of("r", 0L), Map.of("r", 0L), Map.of("ggwave-audible-fastest", 3L))));
        Lab lab = Lab.builder().doc(E2RoomsGgwaveFair.DOC, r).verdicts(v).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("### Predictions").contains("| **G2** | **red** | rule two")
                .contains("better 2, not separated 9, worse 0 of 11 (better at living-rt0.8-3m babble 10dB;"
                        + " living-rt0.8-3m babble -5dB)")
                .contains("ggwave's wrong payloads (reported): FASTEST = 3");
        assertThat(ResultsMarkdown.glance(lab)).contains("| **V2-4** |")
                .contains("3 green, 1 red, 1 pending").contains("| **G2** |");
    }
}
