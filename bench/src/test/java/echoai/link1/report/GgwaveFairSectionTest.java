package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import echoai.link1.bench.ggwavefair.GgwaveFairResult;
import echoai.link1.bench.ggwavefair.GgwaveFairVerdicts;
import echoai.link1.bench.registry.V2PredictionsResult;
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
        assertThat(GgwaveFairSection.glance(Lab.empty())).isNull();
    }

    @Test
    void theDevRunShowsBothAxesItsTiesAndNoVerdicts() throws IOException {
        Lab lab = Lab.builder().ggwaveFair(dev()).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## ggwave, fairly: equal SNR and equal energy per postcard")
                .contains("### Equal SNR: lost of 64").contains("### Equal energy per postcard")
                .contains("| 22 B: the CLAIM frame").contains("| 16 B: the CLAIM frame's")
                .contains("-2.947 dB").contains("only an eval run is judged")
                // R against NORMAL at equal SNR: better at 2 points, 9 ties, worse at none
                .contains("| equal-snr | R vs NORMAL | 2 | 9 | 0 |")
                // R's equal-energy stretch point: 11 lost at -7.947 dB, a tie with NORMAL's 18
                .contains("11 @ -7.947 dB")
                .contains("./link1 bench E2-rooms-ggwave-fair --seeds dev");
        assertThat(GgwaveFairSection.glance(lab)).isNull();
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
        V2PredictionsResult p = new V2PredictionsResult(1, "x", Map.of("v2/ggwave-fair.json",
                "eval"), "u", Prediction.pending("a", "b"), Prediction.pending("a", "b"),
                Prediction.pending("a", "b"), Prediction.pending("a", "b"), null, null, null, v, null);
        Lab lab = Lab.builder().ggwaveFair(r).v2Predictions(p).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("### Predictions G1–G5").contains("| **G2** | **red** | rule two")
                .contains("better 2, ties 9, worse 0 of 11 (better at living-rt0.8-3m babble 10dB;"
                        + " living-rt0.8-3m babble -5dB)")
                .contains("ggwave's wrong payloads (reported): FASTEST = 3");
        assertThat(GgwaveFairSection.glance(lab)).startsWith("- **ggwave, fairly**")
                .contains("**G1** **green** — equal SNR, R vs NORMAL: better at 2, ties at 9,"
                        + " worse at 0 of 11 points;")
                .contains("**G4** **pending** — pending: not yet")
                .contains("NORMAL better than K1 at 0 and than K2 at 0 of 11 points")
                .doesNotContain("better at living");
    }
}
