package echoai.link1.bench.e3;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** E3's section: the contributed rows in a table of their own, apart from the loop's trials. */
class E3SectionTest {
    private static E3Result committed() throws IOException {
        return Json.read(Path.of("lab/link1/E3.json"), E3Result.class);
    }

    private static String markdown(E3Result e3) {
        return ResultsMarkdown.files(Lab.builder().doc(E3RealAir.DOC, e3).build()).get(ResultsMarkdown.RESULTS);
    }

    @Test
    void withoutContributedRowsItSaysNoneYet() throws IOException {
        String md = markdown(committed());
        assertThat(md).contains("### Contributed room tests")
                .contains("None yet. Room tests users contributed from the browser page")
                .doesNotContain("| contributed |");
    }

    @Test
    void contributedRowsHaveTheirOwnTable() throws IOException {
        E3Contribution.Profile k1 = new E3Contribution.Profile("k1", 16, 15, 1, 0, List.of(),
                new BigDecimal("0.0625"), List.of(new BigDecimal("0.0111"),
                new BigDecimal("0.2833")));
        E3Contribution row = new E3Contribution("link1-room-test", 2, "room-test-1",
                "2026-12-02", "unknown", "laptop A", "phone B | case", new BigDecimal("1.5"),
                "kitchen", 48000, new BigDecimal("151.3"), 17, "UA", List.of(k1), "f".repeat(64), "mine.json");
        String md = markdown(committed().withContributed(List.of(row)));
        assertThat(md).contains("not measured by this checkout")
                .contains("| date | player | listener | distance | room | capture rate | listened | K1"
                        + " | K2 | R |")
                .contains("| 2026-12-02 | laptop A | phone B \\| case | 1.5 m | kitchen | 48 000 Hz"
                        + " | 151.3 s | 15/16, PER 0.0625 [0.0111, 0.2833], wrong 0 | — | — |")
                .doesNotContain("None yet");
        String html = Report.html(Lab.builder().doc(E3RealAir.DOC, committed().withContributed(List.of(row)))
                .build());
        assertThat(html).contains("Contributed room tests").contains("phone B | case")
                .contains("15/16, PER 0.0625 [0.0111, 0.2833], wrong 0");
    }

    /** A user's words are shown as they are: nothing in them is read as Markdown or HTML. */
    @Test
    void aUsersWordsAreNeverMarkup() throws IOException {
        E3Contribution.Profile k2 = new E3Contribution.Profile("k2", 16, 16, 0, 0, List.of(),
                new BigDecimal("0"), List.of(new BigDecimal("0"), new BigDecimal("0.1937")));
        String words = "*loud* [x](http://e.org) <b>hi</b> `c` _u_ # 1. ok";
        E3Contribution row = new E3Contribution("link1-room-test", 2, "room-test-1",
                "2026-12-02", "unknown", words, "phone", null, "", 44100, new BigDecimal("150"), 16,
                "UA", List.of(k2),
                "e".repeat(64), "w.json");
        String md = markdown(committed().withContributed(List.of(row)));
        assertThat(md).contains("\\*loud\\* \\[x\\]\\(http://e\\.org\\) \\<b\\>hi\\</b\\>"
                + " \\`c\\` \\_u\\_ \\# 1\\. ok").doesNotContain("<b>hi</b>");
        String html = Report.html(Lab.builder().doc(E3RealAir.DOC, committed().withContributed(List.of(row)))
                .build());
        assertThat(html).contains("&lt;b&gt;hi&lt;/b&gt;").doesNotContain("<b>hi</b>");
    }
}
