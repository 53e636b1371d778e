package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.e2roomsf.E2RoomsFPredictionsTest;
import echoai.link1.bench.e2roomsf.ProfileFRoomsResult;
import echoai.link1.bench.e2roomsf.ProfileFVerdicts;
import echoai.link1.bench.registry.V2PredictionsResult;
import echoai.link1.bench.rules.Prediction;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** E2-rooms-F's section: not run, a run without verdicts, and a judged run with its glance. */
class ProfileFSectionTest {
    @Test
    void withoutTheFileItSaysNotRun() {
        String html = Report.html(Lab.builder().build());
        assertThat(html).contains("<code>v2/E2-rooms-F.json</code> is not in the input folder");
    }

    @Test
    void aJudgedRunShowsItsVerdictsArmsAndCases() {
        ProfileFRoomsResult[] r = new ProfileFRoomsResult[1];
        ProfileFVerdicts v = E2RoomsFPredictionsTest.devLike(r);
        V2PredictionsResult p = new V2PredictionsResult(1, "x", Map.of("v2/E2-rooms-F.json",
                "eval"), "u", Prediction.pending("a", "b"), Prediction.pending("a", "b"),
                Prediction.pending("a", "b"), Prediction.pending("a", "b"), null, null, null,
                null, null, v);
        Lab lab = Lab.builder().profileFRooms(r[0]).v2Predictions(p).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("### Predictions F1–F6").contains("| **F4** | **green**")
                .contains("NORMAL loses at 9 of 116 cases")
                .contains("| **ggwave NORMAL** | 2.411 s | 460 / 37");
        assertThat(ResultsMarkdown.glance(lab)).contains("- **F in the room** (E2-rooms-F,"
                + " eval;").contains("**F1** **green**")
                .contains("**F4** **green** — NORMAL loses at 9 of 116 cases, F not better at 0;")
                .doesNotContain("living-rt0.8-3m/white");
    }

    @Test
    void aRunWithoutVerdictsSaysWhy() {
        ProfileFRoomsResult[] r = new ProfileFRoomsResult[1];
        E2RoomsFPredictionsTest.devLike(r);
        String md = ResultsMarkdown.files(Lab.builder().profileFRooms(r[0]).build())
                .get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("No verdicts: v2/E2-rooms-F.json holds seed set eval");
    }
}
