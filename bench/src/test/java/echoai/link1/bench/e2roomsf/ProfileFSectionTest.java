package echoai.link1.bench.e2roomsf;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

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
        Lab lab = Lab.builder().doc(E2RoomsF.DOC, r[0]).verdicts(v).build();
        String md = ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("### Predictions").contains("| **F4** | **green**")
                .contains("NORMAL loses at 9 of 116 cases")
                .contains("| **ggwave NORMAL** | 2.411 s | 460 / 37");
        assertThat(md.indexOf("| **F5** |")).as("F5 is a check")
                .isGreaterThan(md.indexOf("### Checks"));
        assertThat(ResultsMarkdown.glance(lab)).contains("| **E2-rooms-F** |")
                .contains("`docs/spec/PROFILE-F.md` | 5 green, 0 red | 1 held | none |");
    }

    @Test
    void aRunWithoutVerdictsSaysWhy() {
        ProfileFRoomsResult[] r = new ProfileFRoomsResult[1];
        E2RoomsFPredictionsTest.devLike(r);
        String md = ResultsMarkdown.files(Lab.builder().doc(E2RoomsF.DOC, r[0]).build())
                .get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("Not judged yet: only a run on its eval seeds (eval) is judged"
                + " into v2/predictions.json (profile_f).");
    }
}
