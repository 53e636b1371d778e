package echoai.link1.bench.understandingrooms;

import echoai.link1.bench.understandingroomsf.UnderstandingRoomsF;
import echoai.link1.report.Lab;
import echoai.link1.report.Rooms;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.registry.V2File;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The glance sentence of V2-2 reads U4's ranges and the arms' means from the committed files. */
class UnderstandingReachTest {
    private static final Path RUN = Path.of("lab/link1/v2/understanding-rooms.json");
    private static final Path VERDICTS = Path.of("lab/link1/v2/predictions.json");

    @Test
    void noSentenceWithoutTheRun() {
        assertThat(UnderstandingReach.glance(Lab.empty())).isNull();
        assertThat(UnderstandingReach.glance(Lab.builder()
                .doc(UnderstandingRooms.DOC, RoomsUnderstandingSectionTest.fixture()).build())).isNull();
    }

    @Test
    void theSentenceSaysEachProfilesObservedRangeAndTheMeansAtTheFarthestPoint() throws Exception {
        if (!Files.exists(RUN)) {
            return;
        }
        RoomsUnderstandingResult run = Json.parse(Files.readString(RUN), RoomsUnderstandingResult.class);
        RoomsVerdicts v = V2File.read(VERDICTS, RoomsVerdicts.class);
        String line = UnderstandingReach.glance(Lab.builder().doc(UnderstandingRooms.DOC, run)
                .verdicts(v).build());
        assertThat(line).startsWith("- **Understanding through the room**");
        for (RoomsVerdicts.ProfileRange r : v.u4().numbers().profiles()) {
            if (r.observed().signum() > 0) {
                assertThat(line).contains("up to **" + r.observed().stripTrailingZeros()
                        .toPlainString() + " m** with " + Rooms.profile(r.profile()));
            } else {
                assertThat(line).contains("not even the nearest point");
            }
        }
        String s = run.wire().stream().filter(w -> w.arm().equals("S")).findFirst().orElseThrow()
                .summary().firstVisitHarmMean().setScale(2, java.math.RoundingMode.HALF_EVEN)
                .toPlainString();
        assertThat(line).contains("against " + s + " in silence (S)");
    }

    @Test
    void fGetsItsRangeByU4sRuleFromItsOwnFile() throws Exception {
        if (!Files.exists(RUN)) {
            return;
        }
        String text = Files.readString(RUN);
        RoomsUnderstandingResult run = Json.parse(text, RoomsUnderstandingResult.class);
        RoomsVerdicts v = V2File.read(VERDICTS, RoomsVerdicts.class);
        RoomsVerdicts.Range u4 = v.u4().numbers();
        // the report's reading of U4's rule gives U4's own observed ranges on the same file
        for (RoomsVerdicts.ProfileRange r : u4.profiles()) {
            assertThat(UnderstandingReach.reach(run, r.profile(), u4.share()))
                    .isEqualByComparingTo(r.observed());
        }
        assertThat(UnderstandingReach.reach(run, "f", u4.share())).isNull();
        // R's arms relabelled as F's stand in for understanding-rooms-f.json
        RoomsUnderstandingResult f = Json.parse(text.replace("\"profile\" : \"r\"",
                "\"profile\" : \"f\""), RoomsUnderstandingResult.class);
        String md = echoai.link1.report.page.ResultsMarkdown.files(Lab.builder()
                .doc(UnderstandingRooms.DOC, run).verdicts(v).doc(UnderstandingRoomsF.DOC, f)
                .build()).get(echoai.link1.report.page.ResultsMarkdown.RESULTS);
        String r = u4.profiles().stream().filter(p -> p.profile().equals("r")).findFirst()
                .orElseThrow().observed().stripTrailingZeros().toPlainString();
        assertThat(md).contains("with F stays within T's + 1 in ≥ 90 % of worlds up to **" + r
                + " m** (understanding-rooms-f, eval).");
    }
}
