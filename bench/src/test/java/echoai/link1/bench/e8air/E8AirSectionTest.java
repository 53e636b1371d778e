package echoai.link1.bench.e8air;

import echoai.link1.report.Lab;
import echoai.link1.report.page.Report;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Result;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * E8-air's report section from the committed dev run: "not run" without the file; with it the
 * trust charts by air, the arms, the room's counts, and once judged A1–A8 and the glance line.
 */
class E8AirSectionTest {
    private static E8Result dev() throws Exception {
        return Json.read(Path.of("lab/link1/v2/dev/E8-air.json"), E8Result.class);
    }

    @Test
    void withoutTheFileItSaysHowToMakeIt() {
        assertThat(Report.html(Lab.empty())).contains("<code>v2/E8-air.json</code> is not in the"
                + " input folder");
    }

    @Test
    void aRunShowsTrustByAirTheRoomsCountsAndItsVerdicts() throws Exception {
        E8Result air = dev();
        Lab unjudged = Lab.builder().doc(E8Air.DOC, air).build();
        assertThat(Report.html(unjudged)).contains("Trust earned by air (E8-air)")
                .contains("aria-label=\"B&#39;s trust per speaker, mean over 16 worlds (by air,"
                        + " the wrong speakers after the honest one)")
                .contains("What the room did to the speakers&#39; frames")
                .contains("air:H+L+L:notrust:adversarial")
                .contains("Not judged yet");
        Lab judged = Lab.builder().doc(E8Air.DOC, air).verdicts(E8AirPredictions.judge(air))
                .build();
        assertThat(Report.html(judged)).contains("within {H} + 1 in 16 of 16 (today&#39;s rule 2)")
                .contains("rows holding 336 of 336")
                .contains("taken in 0 of 0 corrupt past the CRC in 336 rows");
    }

    /**
     * Issue 40, finding 1, on the committed eval runs: in the adversarial arms by air B's life
     * equals the wire arm's (H+L: 64 of 64), so A1–A6 are shown as consistency checks; and a
     * changed world (another digest) is counted as such.
     */
    @Test
    void theAdversarialAirArmsAreShownAsRepeatsOfTheWire() throws Exception {
        E8Result air = Json.read(Path.of("lab/link1/v2/E8-air.json"), E8Result.class);
        E8Result wire = Json.read(Path.of("lab/link1/v2/E8.json"), E8Result.class);
        String html = Report.html(Lab.builder().doc(E8Air.DOC, air)
                .doc(echoai.link1.bench.e8.E8Trust.DOC, wire)
                .verdicts(E8AirPredictions.judge(air)).build());
        assertThat(html).contains("A1–A6 are consistency checks")
                .contains("air:H+L:trust: within {H} + 1 in 63 of 64 (today&#39;s rule 60: it"
                        + " meets the 90 % too, so A8 does not separate them here)")
                .containsPattern(row("H\\+L", "64", "64"))
                .containsPattern(row("H\\+L\\+L", "62", "64"));
        assertThat(Report.html(Lab.builder().doc(E8Air.DOC, air).build()))
                .as("without E8's wire run there is nothing to compare").doesNotContain(
                        "A1–A6 are consistency checks");
    }

    /** A row of the repeats table: the arm by air, its wire arm, digests and harms equal. */
    private static String row(String set, String digests, String harms) {
        return "air:" + set + ":trust:adversarial</b></td><td[^>]*>" + set + ":trust</td>"
                + "<td[^>]*>" + digests + " / 64</td><td[^>]*>" + harms + " / 64</td>";
    }

    /**
     * Issue 40, finding 4: each broadcast's lost share has an interval over worlds that holds
     * the pooled share, and an arm whose worlds all lost nothing shows "-" (no spread).
     */
    @Test
    void theLostShareHasAnIntervalOverWorlds() throws Exception {
        E8Result air = Json.read(Path.of("lab/link1/v2/E8-air.json"), E8Result.class);
        int shown = 0;
        for (java.util.Map.Entry<String, E8Result.Arm> e : air.arms().entrySet()) {
            long lost = 0;
            long distinct = 0;
            for (echoai.link1.session.E8World w : e.getValue().worlds()) {
                if (w.air() != null) {
                    lost += w.air().framesLost();
                    distinct += w.air().framesDistinct();
                }
            }
            String shownInterval = E8AirSection.lostOverWorlds(e.getKey(), e.getValue());
            if (lost == 0) {
                assertThat(shownInterval).isEqualTo("-");
                continue;
            }
            String[] bounds = shownInterval.split("-");
            double pooled = 100.0 * lost / distinct;
            assertThat(Double.parseDouble(bounds[0])).isLessThanOrEqualTo(pooled);
            assertThat(Double.parseDouble(bounds[1])).isGreaterThanOrEqualTo(pooled)
                    .isGreaterThan(Double.parseDouble(bounds[0]));
            shown++;
        }
        assertThat(shown).isPositive();
    }
}
