package echoai.link1.bench.ggwavefair;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.Json;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Pair;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.bench.registry.Bench;
import echoai.link1.bench.registry.V2File;
import echoai.link1.bench.rules.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * V2-4's G1–G5 on made-up eval results over the registered grid: green on a run like the dev
 * run scaled to 128 recordings, red where a prediction fails (a point worse, too few better, a
 * wrong frame), a tie never counted as a win, pending off the registered grid, and only an
 * eval file judged into {@code v2/predictions.json}.
 */
class GgwaveFairPredictionsTest {
    private static final Map<GgwaveProtocol, Double> AIR = new EnumMap<>(Map.of(
            GgwaveProtocol.AUDIBLE_NORMAL, 2.410667, GgwaveProtocol.AUDIBLE_FASTEST, 1.258667));
    private static final List<RoomsCase> CASES = new ArrayList<>(
            E2RoomsGgwave.ISSUE_ROWS.keySet());
    /** Dev's lost of 64, doubled: per case k1, k2, r, normal, fastest at equal SNR. */
    private static final int[][] SNR = {{0, 0, 0, 0, 0}, {0, 2, 0, 0, 2}, {22, 32, 0, 0, 10},
        {92, 110, 0, 0, 78}, {96, 116, 0, 6, 86}, {120, 128, 0, 2, 106}, {106, 122, 0, 2, 102},
        {128, 128, 0, 8, 126}, {128, 128, 0, 14, 126}, {124, 128, 0, 24, 128},
        {128, 128, 0, 36, 128}};
    /** At equal energy (normal's entry unused: its equal-SNR run stands for it). */
    private static final int[][] ENERGY = {{0, 0, 0, -1, 0}, {0, 2, 0, -1, 2},
        {22, 32, 0, -1, 10}, {94, 110, 0, -1, 78}, {96, 116, 0, -1, 84}, {120, 128, 0, -1, 106},
        {106, 122, 0, -1, 102}, {128, 128, 0, -1, 126}, {128, 128, 0, -1, 128},
        {124, 128, 0, -1, 128}, {128, 128, 22, -1, 126}};

    /** A result over the registered grid from lost counts, {@code wrongK1} wrong frames for K1. */
    static GgwaveFairResult result(int[][] snr, int[][] energy, int frames, int wrongK1,
                                   String seedSet) {
        List<E2RoomsGgwaveFair.Task> tasks = E2RoomsGgwaveFair.tasks(CASES, AIR);
        List<GgwavePoint> runs = new ArrayList<>();
        for (E2RoomsGgwaveFair.Task t : tasks) {
            int c = CASES.indexOf(t.point());
            int arm = E2RoomsGgwave.Arm.all().indexOf(t.arm());
            int lost = (t.axis() == Axis.EQUAL_SNR ? snr : energy)[c][arm];
            int wrong = arm == 0 && c == 3 && t.axis() == Axis.EQUAL_SNR ? wrongK1 : 0;
            runs.add(GgwaveTrial.point(t.room(), E2RoomsGgwaveFair.label(t.arm()),
                    E2RoomsGgwaveFair.airTimeS(t.arm(), AIR), frames, frames - lost, wrong,
                    wrong));
        }
        List<Point> points = E2RoomsGgwaveFair.points(CASES, tasks, runs, AIR);
        List<Pair> pairs = GgwaveSeparations.pairs(CASES.stream().map(RoomsCase::name).toList(),
                points);
        return new GgwaveFairResult(1, "E2-rooms-ggwave-fair", "t", seedSet, "1000", "s", "r",
                "c", "0.4.0", "a", "ref", GgwaveSeparations.RULE, frames,
                E2RoomsGgwaveFair.arms(AIR), points, pairs, GgwaveSeparations.tallies(pairs));
    }

    private static int[][] copy(int[][] a) {
        int[][] b = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i].clone();
        }
        return b;
    }

    @Test
    void aRunLikeTheDevRunAtTheRegisteredSizeIsGreenThroughout() {
        GgwaveFairVerdicts v = GgwaveFairPredictions.judge(result(SNR, ENERGY, 128, 0, "eval"));
        assertThat(List.of(v.g1(), v.g2(), v.g3(), v.g4(), v.g5()))
                .allMatch(p -> p.verdict() == Verdict.GREEN);
        // R 0 of 128 against NORMAL's 8, 14, 24, 36: better at 4 points, ties at the other 7
        assertThat(v.g1().numbers().better()).isEqualTo(4);
        assertThat(v.g1().numbers().ties()).isEqualTo(7);
        // at equal energy R's 22 of 128 at the stretch point against NORMAL's 36: a tie
        assertThat(v.g2().numbers().better()).isEqualTo(3);
        assertThat(v.g2().numbers().worseAt()).isEmpty();
        assertThat(v.g3().numbers().k1().worse()).isEqualTo(9);
        assertThat(v.g3().numbers().k2().worse()).isEqualTo(9);
        assertThat(v.g5().numbers().recordings()).isEqualTo(11L * 2 * 3 * 128);
        assertThat(v.g5().numbers().acceptedCorrupt()).containsEntry("k1", 0L);
    }

    @Test
    void aPointWorseTooFewBetterOrAWrongFrameTurnsItsPredictionRed() {
        int[][] snr = copy(SNR);
        snr[2][2] = 20; // R loses 20 of 128 where NORMAL loses none: worse
        GgwaveFairVerdicts v = GgwaveFairPredictions.judge(result(snr, ENERGY, 128, 0, "eval"));
        assertThat(v.g1().verdict()).isEqualTo(Verdict.RED);
        assertThat(v.g1().numbers().worse()).isEqualTo(1);
        assertThat(v.g2().verdict()).isEqualTo(Verdict.GREEN);

        int[][] energy = copy(ENERGY);
        energy[8][2] = 10; // R's losses narrow the gap at the 10 dB points to ties
        energy[9][2] = 10;
        energy[7][2] = 10;
        GgwaveFairVerdicts tied = GgwaveFairPredictions.judge(result(SNR, energy, 128, 0,
                "eval"));
        assertThat(tied.g2().numbers().better()).isZero();
        assertThat(tied.g2().numbers().worse()).isZero();
        assertThat(tied.g2().verdict()).as("ties are not wins").isEqualTo(Verdict.RED);

        int[][] k = copy(ENERGY);
        k[2][0] = 2; // K1 ties NORMAL at living-rt0.3-1m: worse at 8 only
        assertThat(GgwaveFairPredictions.judge(result(SNR, k, 128, 0, "eval")).g3().verdict())
                .isEqualTo(Verdict.RED);
        assertThat(GgwaveFairPredictions.judge(result(SNR, ENERGY, 128, 1, "eval")).g5()
                .verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void offTheRegisteredGridEveryVerdictIsPending() {
        GgwaveFairVerdicts v = GgwaveFairPredictions.judge(result(SNR, ENERGY, 64 * 2 + 1, 0,
                "eval"));
        assertThat(v.g1().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(v.g5().why()).contains("129 recordings");
    }

    @Test
    void onlyAnEvalRunIsJudgedIntoTheV2Predictions(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(V2File.DOC_FILE);
        Json.writeDocument(dir.resolve(E2RoomsGgwaveFair.DOC.file()), result(SNR, ENERGY, 128,
                0, "dev"));
        Bench.judge(dir);
        assertThat(file).doesNotExist();
        Json.writeDocument(dir.resolve(E2RoomsGgwaveFair.DOC.file()), result(SNR, ENERGY, 128,
                0, "eval"));
        Bench.judge(dir);
        assertThat(V2File.read(file, GgwaveFairVerdicts.class).g1().verdict())
                .isEqualTo(Verdict.GREEN);
        var tree = Json.read(file);
        assertThat(tree.path("sources").path(E2RoomsGgwaveFair.DOC.file()).asText())
                .isEqualTo("eval");
        assertThat(tree.path("registered_in").asText()).endsWith(
                "; V2-4: docs/spec/LINK1-v2.md");
        assertThat(Files.readString(file)).contains("\"ggwave_fair\"");
        // the other registrations' parts are pending or left out; V2-4's words only with it
        Files.delete(dir.resolve(E2RoomsGgwaveFair.DOC.file()));
        Json.writeDocument(dir.resolve("v2/E2-rooms.json"), new echoai.link1.bench.e2rooms
                .E2RoomsResult(1, "E2-rooms", "t", "eval", "1000", "d", "c", 320,
                java.util.List.of(), java.util.List.of()));
        Bench.judge(dir);
        assertThat(Files.readString(file)).doesNotContain("ggwave").doesNotContain("V2-4");
    }
}
