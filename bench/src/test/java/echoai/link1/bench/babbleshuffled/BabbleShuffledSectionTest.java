package echoai.link1.bench.babbleshuffled;

import echoai.link1.bench.PerfResult;
import echoai.link1.bench.e0.E0FrameIntegrity;
import echoai.link1.bench.e1.E1Fec;
import echoai.link1.bench.e2.E2Modem;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.e4.E4Understanding;
import echoai.link1.bench.e5.E5Dialogue;
import echoai.link1.bench.v1.Predictions;
import echoai.link1.bench.e2rooms.RoomsFixtures;
import echoai.link1.report.Lab;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.RoomsPoint;
import echoai.link1.bench.e2rooms.E2RoomsResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class BabbleShuffledSectionTest {
    /** V2-1's babble point of the fixture (R 3 of 320, K1 160) again with babble-shuffled. */
    private static E2RoomsResult shuffled(int k1Lost, int rLost) {
        List<RoomsPoint> points = List.of(
                RoomsFixtures.point("0.8", "3", "babble-shuffled", "-5.0", "48->48 kHz", "k1",
                        k1Lost, 0),
                RoomsFixtures.point("0.8", "3", "babble-shuffled", "-5.0", "48->48 kHz", "r",
                        rLost, 0));
        return new E2RoomsResult(1, "E2-rooms-babble-shuffled", "babble that does not repeat",
                "eval", "1000,1001", "Seeds.mix(base, point)", "one CLAIM frame a recording",
                RoomsFixtures.FRAMES, points, List.of());
    }

    private static Lab lab(E2RoomsResult r) {
        return RoomsFixtures.withV2().with(E2RoomsBabbleShuffled.DOC, r);
    }

    @Test
    void eachPointSetsTheRepeatingBabbleBesideTheShuffledOneWithTheirIntervals() {
        String md = ResultsMarkdown.files(lab(shuffled(40, 2))).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("## E2-rooms at the babble points with babble that does not"
                        + " repeat")
                // K1 160 of 320 with babble, 40 with babble-shuffled: the intervals (rounded outward) separate
                .contains("| living-rt0.8-3m, -5 dB, 48->48 kHz | K1 | 160 / 320 (50 %, "
                        + "44.55–55.45) | 40 / 320 (12.5 %, 9.31–16.58) | apart: shuffled loses"
                        + " less | 0 | 0 |")
                // R 3 of 320 against 2 of 320: not separated
                .contains("| living-rt0.8-3m, -5 dB, 48->48 kHz | R | 3 / 320 (0.94 %, ")
                .contains(" | not separated | 0 | 0 |")
                .contains("`./link1 bench E2-rooms-babble-shuffled`");
    }

    @Test
    void moreLossWithTheShuffledBabbleIsCalledSoAndAMissingFileIsNotRunYet() {
        String md = ResultsMarkdown.files(lab(shuffled(160, 40))).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("| R | 3 / 320 (0.94 %, ")
                .contains("apart: shuffled loses more");
        String none = ResultsMarkdown.files(RoomsFixtures.withV2()).get(ResultsMarkdown.RESULTS);
        assertThat(none).contains("Not run yet: `v2/E2-rooms-babble-shuffled.json` is missing");
    }
}
