package echoai.link1.report.page;

import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.report.Fixtures;
import echoai.link1.report.Lab;
import echoai.link1.report.Tree;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.e4.E4Result;
import echoai.link1.bench.rules.Verdict;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

public class ReportTest {
    /** How often {@code what} occurs in {@code text}. */
    public static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void everySectionRendersFromItsRecord() {
        String html = Report.html(Fixtures.full());
        for (String p : new String[] {"P1", "P2", "P3", "P4", "P5", "P6", "P7"}) {
            assertThat(html).contains("<b>" + p + "</b>");
        }
        assertThat(html).contains("class=\"badge green\"").contains("class=\"badge red\"")
                .contains("class=\"badge pending\"").contains("E4 has no arm A10 yet");
        assertThat(html).contains("Paired difference T − S").contains("Paired difference X − T")
                .contains("Mean first-visit harm per arm").contains("Random frames: PER vs SNR")
                .contains("Postcards per world: E5 dialogue vs T broadcast")
                .contains("Corrupted frames: detected and undetected")
                .contains("Beyond capacity (errors-only decoder)");
        assertThat(count(html, "<svg ")).isGreaterThanOrEqualTo(12);
        assertThat(html).contains("./link1 bench E4 --seeds dev")
                .contains("./link1 bench E0 --seeds dev").contains("seed = 0xae4a2817b853e4fd")
                .contains("dev (seeds 0–15)");
        assertThat(html).contains("FecBenchmark.decodeBlockTwoErrors");
        assertThat(html).contains("<code>E3.json</code> is not in the input folder")
                .contains("<code>E6.json</code> is not in the input folder")
                .contains("<code>reliability.json</code> is not in the input folder");
        assertThat(html).doesNotContain("<code>E4.json</code> is not in the input folder");
        assertThat(html).contains("<h3>notes.json</h3>");
    }

    @Test
    void theAuditShowsABrokenGuardInRed() {
        String html = Report.html(Fixtures.full());
        assertThat(html).contains("<span class=\"badge red\">3/4</span>")
                .contains("<span class=\"badge red\">1 column fails</span>")
                .contains("P4: diversions ≤ 4 × sites");
    }

    @Test
    void aFigureThatDiffersFromTheRegisteredRunIsShownWithBothValues() {
        String html = Report.html(Fixtures.full());
        assertThat(html).contains("registered v1 run")
                .contains("<span class=\"badge red\">differs</span> verdict: red → green; "
                        + "numbers.t_better: 2 → 4; numbers.t_better_rate: 0.5000 → 1.0000")
                .contains("<td data-label=\"registered v1 run\">same</td>");
        assertThat(html).contains("<code>predictions.json</code></td><td class=\"n\" "
                + "data-label=\"figures compared\">");
    }

    @Test
    void theRegisteredSectionCountsChangedFiguresPerFileAndSkipsTimings() {
        Lab lab = Lab.builder().doc(E0FrameIntegrity.DOC, Fixtures.e0()).doc(PerfResult.DOC, Fixtures.perf())
                .registered("E0", Tree.of(Fixtures.e0()))
                .registered("perf", Tree.of(Fixtures.e0()))
                .registered("E9", Tree.of(Fixtures.e0())).build();
        String html = Report.html(lab);
        assertThat(html).contains("<td data-label=\"file\"><code>E0.json</code></td><td "
                        + "class=\"n\" data-label=\"figures compared\">")
                .contains("<td data-label=\"file\"><code>perf.json</code></td><td "
                        + "data-label=\"figures compared\">timings: not compared</td>")
                .contains("<td data-label=\"file\"><code>E9.json</code></td><td "
                        + "data-label=\"figures compared\">not in the live folder</td>")
                .doesNotContain("E0.json: figures that differ");
    }

    @Test
    void anEmptyLabSaysNotRunYetEverywhere() {
        String html = Report.html(Lab.empty());
        assertThat(count(html, "is not in the input folder")).isGreaterThanOrEqualTo(12);
        assertThat(html).contains("<b>P7</b>").contains("No JSON files in the input folder yet.");
        assertThat(count(html, "<span class=\"badge missing\">not run yet</span>"))
                .isGreaterThanOrEqualTo(7 + 12);
    }

    @Test
    void sameRecordsGiveTheSameBytesAndThePageLoadsNothing() {
        String html = Report.html(Fixtures.full());
        assertThat(Report.html(Fixtures.full())).isEqualTo(html);
        assertThat(html).doesNotContain("<script").doesNotContain("src=").doesNotContain("url(")
                .doesNotContain("<link").doesNotContain("@import");
        assertThat(html.replace("http://www.w3.org/2000/svg", "")).doesNotContain("http:")
                .doesNotContain("https:");
    }

    @Test
    void pairedDifferencesAreCountedBySeed() {
        Map<String, ArmResult> arms = new LinkedHashMap<>();
        arms.put("T", ArmResult.of(List.of(Fixtures.world(2, "T", 1, 5, true),
                Fixtures.world(1, "T", 3, 5, true), Fixtures.world(3, "T", 0, 5, true))));
        arms.put("S", ArmResult.of(List.of(Fixtures.world(1, "S", 3, 0, true),
                Fixtures.world(2, "S", 2, 0, true), Fixtures.world(3, "S", 3, 0, true),
                Fixtures.world(4, "S", 9, 0, true))));
        E4Result e4 = Fixtures.e4();
        Lab lab = Lab.builder().doc(E4Understanding.DOC, new E4Result(1, "E4", "t", "dev", e4.config(), arms,
                e4.understanding())).build();
        String html = Report.html(lab);
        // seeds 1..3 pair up: differences 0, -1, -3; seed 4 has no partner
        assertThat(html.replaceAll(" data-label=\"[^\"]*\"", "")).contains("<td>T − S</td>"
                + "<td class=\"n\">3</td><td>2/3 (66.7 %)</td><td>1/3 (33.3 %)</td>"
                + "<td>0/3 (0.0 %)</td>");
        assertThat(html).contains("<title>T − S -3: 1</title>").contains("<title>T − S -1: 1</title>")
                .contains("<title>T − S -2: 0</title>").contains("<title>T − S 0: 1</title>");
        // S is shown first (registered order), its mean is 17/4
        assertThat(html).contains("4.25");
    }

    @Test
    void thresholdsComeFromTheExtendedFolderToo() {
        Lab lab = Lab.builder().doc(E2Modem.DOC, Fixtures.e2(false)).doc(E2Modem.EXTENDED_DOC, Fixtures.e2(true)).build();
        String html = Report.html(lab).replaceAll(" data-label=\"[^\"]*\"", "");
        assertThat(html).contains("./link1 bench E2 --seeds dev --extended --out lab/link1/extended")
                .contains("<td>dry</td><td class=\"n\">1</td><td class=\"n\">-13</td>")
                .contains("<td>echo</td><td class=\"n\">2</td><td>—</td>")
                .contains("Extended sweeps (--extended)").contains(">dry K=1: -13 dB</text>")
                .contains(">PER 1 %</text>").contains("Thresholds (lowest SNR with PER ≤ 1 %)");
        assertThat(html).contains("<span title=\"3 lost of 200\" style=\"color:#c53030\">1.5</span>")
                .contains("<span title=\"0 lost of 200\" style=\"color:#2f855a\">0</span>");
        assertThat(ResultsMarkdown.files(lab).get(ResultsMarkdown.RESULTS))
                .contains("| dry | 1 | -13 |");
    }

    @Test
    void withoutPredictionsV1IsNotJudgedAndE2ShowsItsOwnP6() {
        String html = Report.html(Lab.builder().doc(E2Modem.DOC, Fixtures.e2(false)).build());
        assertThat(html).contains("Not judged yet: only a run on its eval seeds (eval) is judged"
                + " into predictions.json.").contains("P6 from E2");
        assertThat(Verdict.GREEN.toString()).isEqualTo("green");
    }
}
