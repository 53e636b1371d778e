package echoai.link1.bench.e2rooms;

import echoai.link1.bench.e2roomsf.E2RoomsF;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoise;
import echoai.link1.report.Lab;
import echoai.link1.report.page.ResultsMarkdown;
import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.air.Dropped;
import echoai.link1.bench.e2roomsnoise.E2RoomsNoiseResult;
import echoai.link1.bench.e2rooms.RoomsNoiseRun;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReachTest {
    private static RoomsNoiseRun run(String profile, String background, long candidates,
            long delivered) {
        return new RoomsNoiseRun(profile, background, "living-rt0.3-0.5m", new BigDecimal("12.00"),
                720, 60, candidates, candidates, Dropped.NONE, delivered, 0);
    }

    private static Lab withNoise(List<RoomsNoiseRun> runs) {
        return Lab.builder().doc(E2Rooms.DOC, RoomsFixtures.e2Rooms()).doc(E2RoomsNoise.DOC, 
                new E2RoomsNoiseResult(1, "E2-rooms-noise", "false frames", "dev", "0,1",
                        "Seeds.mix(base, piece)", "60 s pieces", "0 accepted in 12 h", 12,
                        E2RoomsNoiseResult.met(runs, 12), runs)).build();
    }

    @Test
    void theReachIsTheFarthestDistanceUpToWhichEveryGridPointHoldsOnePercent() {
        var points = RoomsFixtures.e2Rooms().points();
        // R: 0, 0 lost at RT60 0.3 s; 1 and 2 of 320 at 0.5 s (0.31 %, 0.63 %), pink 0 at 1 m
        assertThat(Reach.farthest(points, "r", new BigDecimal("0.5"))).isEqualByComparingTo("1");
        // K1 at RT60 0.3 s: 0 lost at 0.5 m, 50 at 1 m; at 0.5 s already 10 (3.1 %) at 0.5 m
        assertThat(Reach.farthest(points, "k1", new BigDecimal("0.3")))
                .isEqualByComparingTo("0.5");
        assertThat(Reach.farthest(points, "k1", new BigDecimal("0.5"))).isNull();
        String line = Reach.glance(Lab.builder().doc(E2Rooms.DOC, RoomsFixtures.e2Rooms()).build());
        // the stretch point (RT60 0.8 s, −5 dB) and the clock point are not grid points
        assertThat(line).startsWith("- **How far the air reaches** (E2-rooms, eval, 320")
                .contains("≥: the whole grid, which spans 0.5–1 m")
                .contains("**K1** RT60 0.3 s: 0.5 m, RT60 0.5 s: < 0.5 m; ")
                .endsWith("**R** RT60 0.3 s: ≥ 1 m, RT60 0.5 s: ≥ 1 m").doesNotContain("0.8 s");
        assertThat(Reach.glance(Lab.empty())).isNull();
    }

    @Test
    void profileFAndNormalGetTheirReachFromE2RoomsF() {
        echoai.link1.bench.e2roomsf.ProfileFRoomsResult[] f = new echoai.link1.bench.e2roomsf.ProfileFRoomsResult[1];
        echoai.link1.bench.e2roomsf.E2RoomsFPredictionsTest.devLike(f);
        // F loses nothing at any grid case; NORMAL 40 of 320 at every living-rt0.8-3m case
        assertThat(Reach.farthestArm(f[0].points(), "f", new BigDecimal("0.8")))
                .isEqualByComparingTo("3");
        assertThat(Reach.farthestArm(f[0].points(), "ggwave-audible-normal",
                new BigDecimal("0.8"))).isEqualByComparingTo("2");
        String line = Reach.glance(Lab.builder().doc(E2Rooms.DOC, RoomsFixtures.e2Rooms())
                .doc(E2RoomsF.DOC, f[0]).build());
        assertThat(line).contains("; and through the same draws (E2-rooms-F, eval, 320"
                + " recordings a point): **F** RT60 0.3 s: 3 m, RT60 0.5 s: 3 m; **ggwave NORMAL**"
                + " RT60 0.3 s: 3 m, RT60 0.5 s: 3 m");
    }

    @Test
    void theFalseFrameLineSaysWhetherTheTargetIsMetWithTheCandidatesAtTheCrc() {
        Lab ok = withNoise(List.of(run("k1", "white", 2, 0), run("r", "white", 5, 0),
                run("k1", "babble", 3, 0), run("r", "babble", 0, 0)));
        assertThat(Reach.falseFrames(ok)).contains("target **met**")
                .contains("**K1** 0 accepted, 5 candidates at the CRC (12 h white + 12 h babble (of it"
                        + " 1.6 h distinct: this babble repeats every 8 s, ROOM.md §11))")
                .contains("**R** 0 accepted, 5 candidates");
        Lab bad = withNoise(List.of(run("k1", "white", 2, 1)));
        assertThat(Reach.falseFrames(bad)).contains("target **not met**")
                .contains("**K1** 1 accepted");
        String md = ResultsMarkdown.files(ok).get(ResultsMarkdown.RESULTS);
        assertThat(md).contains("**How far the air reaches**").contains("**False frames**")
                .contains("E2-rooms-noise — nothing sent, nothing accepted").contains("| K1 | white | 12.00 | — | 720 | 2 "
                + "| 2 | 0 | 0 | — | — | — |").contains("Target: ");
        assertThat(ResultsMarkdown.files(Lab.empty()).get(ResultsMarkdown.RESULTS))
                .contains("v2/E2-rooms-noise.json");
    }
}
