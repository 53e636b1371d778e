package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.e8.E8Result;
import echoai.link1.bench.registry.V2Predictions;
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
        Lab unjudged = Lab.builder().e8Air(air).build();
        assertThat(Report.html(unjudged)).contains("Trust earned by air (E8-air, v2)")
                .contains("aria-label=\"B&#39;s trust per speaker, mean over 16 worlds (by air,"
                        + " the wrong speakers after the honest one)")
                .contains("What the room did to the speakers&#39; frames")
                .contains("air:H+L+L:notrust:adversarial")
                .contains("only an eval run is judged");
        assertThat(E8AirSection.glance(unjudged)).isNull();
        Lab judged = Lab.builder().e8Air(air).v2Predictions(V2Predictions.judge(null, null, null,
                null, null, null, null, air)).build();
        assertThat(Report.html(judged)).contains("Predictions A1–A8")
                .contains("within {H} + 1 in 16 of 16 (today&#39;s rule 2)");
        assertThat(E8AirSection.glance(judged)).startsWith("- **Trust by air** (E8-air, dev;")
                .contains("**A6** **green** — rows holding 336 of 336")
                .contains("**A7** **green** — taken in 0 of 0 corrupt past the CRC in 336 rows");
    }
}
