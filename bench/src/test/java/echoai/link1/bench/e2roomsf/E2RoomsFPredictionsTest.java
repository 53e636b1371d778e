package echoai.link1.bench.e2roomsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.e2rooms.E2Rooms;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.registry.V2File;
import echoai.link1.bench.rules.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * E2-rooms-F's F1–F6 on made-up results over the registered 117 cases: green on a run where F
 * loses nothing and NORMAL loses somewhere, red where each rule fails (F over 1 %, F worse than
 * NORMAL, F only tied where NORMAL loses, NORMAL losing nowhere, a wrong frame), the stretch case
 * outside F1, F3 and F4, pending off the registered run; and the experiment's own refusals.
 */
public class E2RoomsFPredictionsTest {
    private static final List<RoomsCase> CASES = E2Rooms.cases();
    private static final int N = E2RoomsF.FRAMES_REGISTERED;

    /** lost of F and NORMAL per case index; side arms lose nothing; {@code wrongR} for R. */
    public static ProfileFRoomsResult result(ToIntFunction<Integer> lostF,
                                      ToIntFunction<Integer> lostNormal, int wrongR, int frames) {
        List<GgwavePoint> points = new ArrayList<>();
        int side = E2RoomsF.sideFrames(frames);
        for (int i = 0; i < CASES.size(); i++) {
            RoomsCase c = CASES.get(i);
            for (E2RoomsF.Arm a : E2RoomsF.Arm.all()) {
                int n = a.side() ? side : frames;
                int lost = a.label().equals("f") ? lostF.applyAsInt(i)
                        : a.label().equals(E2RoomsF.NORMAL) ? lostNormal.applyAsInt(i) : 0;
                int wrong = a.label().equals("r") && i == 3 ? wrongR : 0;
                double air = a.label().equals("f") ? 2.4 : a.label().equals(E2RoomsF.NORMAL)
                        ? 2.410667 : 1.0;
                points.add(GgwaveTrial.point(c, a.label(), air, n, n - lost, wrong, wrong));
            }
        }
        return new ProfileFRoomsResult(1, "E2-rooms-F", "t", "eval", "1000", "d", "r", "c",
                "0.4.0", frames, side, points, E2RoomsF.pairs(CASES, points));
    }

    private static int far(int i) {
        return CASES.get(i).point().name().equals("living-rt0.8-3m") ? 1 : 0;
    }

    private static final int STRETCH = CASES.indexOf(E2Rooms.STRETCH);
    /** NORMAL loses 40 of 320 at the far corner's cases and 100 at the stretch case. */
    private static final ToIntFunction<Integer> NORMAL = i -> i == STRETCH ? 100 : 40 * far(i);

    /** A registered-size result like dev's (F loses only at the stretch case), and its verdicts. */
    public static ProfileFVerdicts devLike(ProfileFRoomsResult[] out) {
        out[0] = result(i -> i == STRETCH ? 150 : 0, NORMAL, 0, N);
        return E2RoomsFPredictions.judge(out[0]);
    }

    @Test
    void aRunLikeDevIsGreenAndTheStretchCaseIsOutsideTheRules() {
        ProfileFVerdicts v = E2RoomsFPredictions.judge(result(i -> i == STRETCH ? 150 : 0,
                NORMAL, 0, N));
        assertThat(List.of(v.f1(), v.f2(), v.f3(), v.f4(), v.f5(), v.f6()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        assertThat(v.f1().numbers().cases()).isEqualTo(116);
        assertThat(v.f4().numbers().applied()).hasSize(9);
        assertThat(v.f5().numbers().f()).isEqualByComparingTo("0.1500");
        assertThat(v.f5().numbers().normal()).isEqualByComparingTo("0.1507");
    }

    @Test
    void eachRuleTurnsRedWhereItFails() {
        ProfileFVerdicts over = E2RoomsFPredictions.judge(result(i -> i == 5 ? 4 : 0, NORMAL, 0,
                N));
        assertThat(over.f1().verdict()).isEqualTo(Verdict.RED);
        assertThat(over.f1().numbers().failing()).hasSize(1);
        assertThat(over.f3().verdict()).isEqualTo(Verdict.GREEN);

        ProfileFVerdicts worse = E2RoomsFPredictions.judge(result(i -> i == 5 ? 30 : 0, NORMAL,
                0, N));
        assertThat(worse.f3().verdict()).isEqualTo(Verdict.RED);

        // NORMAL loses 8 of 320 at the corner (lower bound 0.0127 > 0.0119): F's 3 ties, F4 red
        ProfileFVerdicts tied = E2RoomsFPredictions.judge(result(i -> 3 * far(i),
                i -> i == STRETCH ? 100 : 8 * far(i), 0, N));
        assertThat(tied.f1().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(tied.f4().verdict()).isEqualTo(Verdict.RED);

        ProfileFVerdicts nowhere = E2RoomsFPredictions.judge(result(i -> 0,
                i -> i == STRETCH ? 100 : 0, 0, N));
        assertThat(nowhere.f4().verdict()).isEqualTo(Verdict.RED);
        assertThat(nowhere.f4().numbers().applied()).isEmpty();

        ProfileFVerdicts wrong = E2RoomsFPredictions.judge(result(i -> 0, NORMAL, 1, N));
        assertThat(wrong.f6().verdict()).isEqualTo(Verdict.RED);
        assertThat(wrong.f6().numbers()).containsEntry("r", 1L);
    }

    @Test
    void onlyAnEvalFileIsJudgedIntoThePredictions(@TempDir Path dir) throws java.io.IOException {
        ProfileFRoomsResult eval = result(i -> 0, NORMAL, 0, N);
        Json.write(dir.resolve(E2RoomsF.DOC.file()), eval);
        Bench.judge(dir);
        String written = java.nio.file.Files.readString(dir.resolve(V2File.DOC_FILE));
        assertThat(written).contains("\"profile_f\"").contains("E2-rooms-F: docs/spec/PROFILE-F.md");
        Path other = dir.resolve("dev");
        ProfileFRoomsResult dev = new ProfileFRoomsResult(1, "E2-rooms-F", "t", "dev", "0", "d",
                "r", "c", "0.4.0", N, 64, eval.points(), eval.pairs());
        Json.write(other.resolve(E2RoomsF.DOC.file()), dev);
        Bench.judge(other);
        assertThat(other.resolve(V2File.DOC_FILE)).doesNotExist();
    }

    @Test
    void normalLosesOnlyWhereItIsToldApartFromNoLoss() {
        // 7 of 320 (lower bound 0.0106) is not told apart from 0 of 320 (upper bound 0.0119)
        ProfileFVerdicts seven = E2RoomsFPredictions.judge(result(i -> 0,
                i -> i == STRETCH ? 100 : 7 * far(i), 0, N));
        assertThat(seven.f4().numbers().applied()).isEmpty();
        ProfileFVerdicts eight = E2RoomsFPredictions.judge(result(i -> 0,
                i -> i == STRETCH ? 100 : 8 * far(i), 0, N));
        assertThat(eight.f4().numbers().applied()).hasSize(9);
        assertThat(eight.f4().verdict()).isEqualTo(Verdict.GREEN);
    }

    @Test
    void offTheRegisteredRunEveryVerdictIsPending() {
        ProfileFVerdicts v = E2RoomsFPredictions.judge(result(i -> 0, i -> 0, 0, 32));
        assertThat(List.of(v.f1(), v.f2(), v.f3(), v.f4(), v.f5(), v.f6()))
                .allMatch(p -> p.verdict() == Verdict.PENDING);
    }

    @Test
    void pairsAreFAgainstNormalByTheirIntervals() {
        ProfileFRoomsResult r = result(i -> 0, NORMAL, 0, N);
        assertThat(r.pairs()).hasSize(117);
        assertThat(r.pairs().stream().filter(p -> p.verdict() == Separation.BETTER))
                .hasSize(10);
        assertThatThrownBy(() -> E2RoomsF.pairs(CASES, r.points().subList(0, 10)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theEvalRunHasItsRegisteredRecordingsAndDevBasesOnlyOtherwise(@TempDir Path dir) {
        BenchContext eval = new BenchContext(SeedSet.parse("eval"), dir, false, 1,
                Map.of("frames", "64"), Progress.NONE, new PerfLog());
        assertThatThrownBy(() -> E2RoomsF.frames(eval)).hasMessageContaining("320");
        BenchContext evalDefault = new BenchContext(SeedSet.parse("eval"), dir, false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        assertThat(E2RoomsF.frames(evalDefault)).isEqualTo(N);
        assertThat(E2RoomsF.sideFrames(N)).isEqualTo(64);
        BenchContext other = new BenchContext(SeedSet.parse("100-101"), dir, false, 1,
                Map.of("frames", "5"), Progress.NONE, new PerfLog());
        assertThatThrownBy(() -> new E2RoomsF().run(other))
                .hasMessageContaining("dev seed bases 0..15");
    }
}
