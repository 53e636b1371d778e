package echoai.link1.bench.e9;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E9's report section: "not run" without the file; with a dev run, its arms and timing. */
class E9SectionTest {
    @Test
    void withoutTheFileItSaysHowToMakeIt() {
        assertThat(Report.html(Lab.empty())).contains("<code>v2/E9.json</code> is not in the"
                + " input folder");
    }

    @Test
    void aDevRunShowsItsArmsAndNoVerdicts(@TempDir Path dir) throws Exception {
        E9Result e9 = new E9Discovery().run(new BenchContext(SeedSet.parse("0"), dir, false, 1,
                Map.of(), Progress.NONE, new PerfLog()));
        String html = Report.html(Lab.builder().doc(E9Discovery.DOC, e9).build());
        assertThat(html).contains("Referents without shared perception (E9)")
                .contains("DISC-X").contains("TNEQ")
                .contains("Time to identification (DISC): B first acted on A&#39;s perception")
                .contains("Not judged yet: only a run on its eval seeds (eval) is judged");
    }
}
