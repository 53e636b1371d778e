package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void everySectionRendersFromItsFile() throws IOException {
        String html = Report.html(Fixtures.full());
        assertThat(html).contains("id=\"predictions-table\"");
        for (String p : new String[] {"P1", "P2", "P3", "P4", "P5", "P6", "P7"}) {
            assertThat(html).contains("<b>" + p + "</b>");
        }
        assertThat(html).contains("class=\"badge green\"").contains("class=\"badge red\"")
                .contains("class=\"badge pending\"");
        assertThat(html).contains("Paired difference T − S").contains("Paired difference X − T")
                .contains("Mean first-visit harm per arm").contains("Random frames: PER vs SNR")
                .contains("Postcards per world: E5 dialogue vs T broadcast");
        assertThat(count(html, "<svg ")).isGreaterThanOrEqualTo(8);
        assertThat(html).contains("./link1 bench E4 --seeds dev").contains("./link1 bench E0")
                .contains("seed = 0xae4a2817b853e4fd");
        assertThat(html).contains("FecBenchmark.decodeBlockTwoErrors");
        // only E3 and E6 are missing from this folder
        assertThat(html).contains("<code>E3.json</code> is not in the input folder")
                .contains("<code>E6.json</code> is not in the input folder");
        assertThat(html).doesNotContain("<code>E4.json</code> is not in the input folder");
    }

    @Test
    void theAuditShowsABrokenGuardInRed() throws IOException {
        String html = Report.html(Fixtures.full());
        // the fixture's X arm has one world whose replay twin did not match
        assertThat(html).contains("<span class=\"badge red\">15/16</span>");
        assertThat(html).contains("<span class=\"badge red\">1 columns fail</span>");
    }

    @Test
    void anEmptyFolderSaysNotRunYetEverywhere(@TempDir Path dir) throws IOException {
        String html = Report.html(LabFolder.read(dir));
        assertThat(count(html, "is not in the input folder")).isGreaterThanOrEqualTo(10);
        assertThat(html).contains("id=\"predictions-table\"").contains("<b>P7</b>")
                .contains("No JSON files in the input folder yet.");
        assertThat(count(html, "<span class=\"badge missing\">not run yet</span>"))
                .isGreaterThanOrEqualTo(7 + 10);
    }

    @Test
    void sameJsonGivesTheSameBytes(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("a.html");
        Path b = dir.resolve("b.html");
        Report.write(Fixtures.fullFolder(), a);
        Report.write(Fixtures.fullFolder(), b);
        assertThat(Files.readAllBytes(a)).isEqualTo(Files.readAllBytes(b));
        assertThat(Files.readString(a)).doesNotContain(Fixtures.fullFolder().toString());
    }

    @Test
    void thePageLoadsNothing() throws IOException {
        String html = Report.html(Fixtures.full());
        assertThat(html).doesNotContain("<script").doesNotContain("src=").doesNotContain("url(")
                .doesNotContain("<link").doesNotContain("@import");
        assertThat(html.replace("http://www.w3.org/2000/svg", "")).doesNotContain("http:")
                .doesNotContain("https:");
    }

    @Test
    void pairedDifferencesAreCountedBySeed() throws IOException {
        Map<String, JsonNode> docs = new LinkedHashMap<>();
        docs.put("E4", LabFolder.parse("""
                {"seed_set": "dev", "arms": {
                  "T": {"worlds": [{"seed": 2, "first_visit_harm": 1},
                                   {"seed": 1, "first_visit_harm": 3},
                                   {"seed": 3, "first_visit_harm": 0}]},
                  "S": {"worlds": [{"seed": 1, "first_visit_harm": 3},
                                   {"seed": 2, "first_visit_harm": 2},
                                   {"seed": 3, "first_visit_harm": 3},
                                   {"seed": 4, "first_visit_harm": 9}]}}}
                """));
        String html = Report.html(LabFolder.of(docs));
        // seeds 1..3 pair up: differences 0, -1, -3; seed 4 has no partner
        assertThat(html).contains("<td>T − S</td><td class=\"n\">3</td><td>2/3 (66.7 %)</td>"
                + "<td>1/3 (33.3 %)</td><td>0/3 (0.0 %)</td>");
        assertThat(html).contains("<title>T − S -3: 1</title>").contains("<title>T − S -1: 1</title>")
                .contains("<title>T − S -2: 0</title>").contains("<title>T − S 0: 1</title>");
        // S is shown first (registered order), its mean is 17/4
        assertThat(html).contains("4.25");
    }

    @Test
    void thresholdsComeFromTheExtendedFolderToo() throws IOException {
        Map<String, JsonNode> docs = new LinkedHashMap<>();
        docs.put("E2", LabFolder.parse("{\"seed_set\": \"eval\", \"random_frames\": []}"));
        docs.put("extended/E2", LabFolder.parse("""
                {"seed_set": "eval", "extended": {"thresholds": {"curves": [
                  {"room": "echo", "k": 1, "threshold_db": -8, "points": []}]},
                 "reverb": [{"k": 1, "snr_db": 10.0, "frames": 500, "lost": 0}]}}
                """));
        String html = Report.html(LabFolder.of(docs));
        assertThat(html).contains("./link1 bench E2 --extended --out lab/link1/extended")
                .contains("<td>echo</td><td class=\"n\">1</td><td class=\"n\">-8</td>")
                .contains("Extended sweeps (--extended)");
        assertThat(html).doesNotContain("<h3>extended/E2.json");
        assertThat(ResultsMarkdown.of(LabFolder.of(docs))).contains("| echo | 1 | -8 |");
    }

    @Test
    void thresholdsOfTheExtendedSweepAreMarked() throws IOException {
        Map<String, JsonNode> docs = new LinkedHashMap<>();
        docs.put("E2", LabFolder.parse("""
                {"seed_set": "dev", "random_frames": [
                   {"room": "dry", "k": 1, "snr_db": 0.0, "frames": 200, "lost": 0, "per": 0.0000},
                   {"room": "dry", "k": 1, "snr_db": -5.0, "frames": 200, "lost": 3, "per": 0.0150}],
                 "extended": {"thresholds": {"definition": "lowest SNR with PER <= 1 %",
                   "curves": [{"room": "dry", "k": 1, "threshold_db": -13, "points": [
                     {"room": "dry", "k": 1, "snr_db": -14.0, "frames": 500, "lost": 9, "per": 0.0180},
                     {"room": "dry", "k": 1, "snr_db": -13.0, "frames": 500, "lost": 2, "per": 0.0040}
                   ]}]}}}
                """));
        String html = Report.html(LabFolder.of(docs));
        assertThat(html).contains(">dry K=1: -13 dB</text>").contains(">PER 1 %</text>");
        assertThat(html).contains("Thresholds (lowest SNR with PER ≤ 1 %)");
        assertThat(html).contains("<span title=\"3 lost of 200\" style=\"color:#c53030\">1.5</span>");
        assertThat(html).contains("./link1 bench E2 --seeds dev --extended");
    }
}
