package echoai.link1.bench.ggwavefair;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import echoai.link1.bench.BenchContext;
import echoai.link1.bench.Json;
import echoai.link1.bench.PerfLog;
import echoai.link1.bench.Progress;
import echoai.link1.bench.SeedSet;
import echoai.link1.bench.air.AirTrial;
import echoai.link1.bench.air.GgwaveBridge;
import echoai.link1.bench.air.GgwavePoint;
import echoai.link1.bench.air.GgwaveProtocol;
import echoai.link1.bench.air.GgwaveTrial;
import echoai.link1.bench.air.GgwaveWaveform;
import echoai.link1.bench.air.RoomsCase;
import echoai.link1.bench.air.RoomsTrial;
import echoai.link1.bench.e2roomsggwave.E2RoomsGgwave;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Arm;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Axis;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Pair;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Point;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.ggwavefair.GgwaveFairResult.Tally;
import echoai.link1.bench.registry.Registry;
import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.modem.AirProfile;
import echoai.link1.room.Background;
import echoai.link1.room.DeviceChain;
import echoai.link1.room.RoomPoint;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fair ggwave comparison without node (its axes, offsets, tasks, points, pairwise verdicts
 * and tallies, the dev guard) and, where node and scripts/ggwave's package are there, one small
 * run twice: the same bytes, the reference's recordings on both axes.
 */
class E2RoomsGgwaveFairTest {
    private static final RoomsCase CASE = new RoomsCase(RoomPoint.named("living-rt0.5-1m"),
            Background.WHITE, 30, DeviceChain.DEFAULT);
    /** ggwave's air times for 16 bytes as the bridge gives them (0.4.0), s. */
    private static final Map<GgwaveProtocol, Double> AIR = air(2.410667, 1.258667);

    private static Map<GgwaveProtocol, Double> air(double normal, double fastest) {
        Map<GgwaveProtocol, Double> m = new EnumMap<>(GgwaveProtocol.class);
        m.put(GgwaveProtocol.AUDIBLE_NORMAL, normal);
        m.put(GgwaveProtocol.AUDIBLE_FASTEST, fastest);
        return m;
    }

    private static Uncertainty.Interval interval(String low, String high) {
        return new Uncertainty.Interval(new BigDecimal(low), new BigDecimal(high));
    }

    @Test
    void betterOrWorseOnlyWhereTheIntervalsSeparateTouchingIsATie() {
        // R 0 of 64 against NORMAL 9 of 64: [0, 0.0567] below [0.0757, 0.2462]
        assertThat(GgwaveSeparations.of(Uncertainty.wilson95(0, 64), Uncertainty.wilson95(9, 64)))
                .isEqualTo(Separation.BETTER);
        assertThat(GgwaveSeparations.of(Uncertainty.wilson95(9, 64), Uncertainty.wilson95(0, 64)))
                .isEqualTo(Separation.WORSE);
        // 0 of 64 against 2 of 64 (the dev babble point): fewer lost, but a tie
        assertThat(GgwaveSeparations.of(Uncertainty.wilson95(0, 64), Uncertainty.wilson95(2, 64)))
                .isEqualTo(Separation.TIE);
        assertThat(GgwaveSeparations.of(Uncertainty.wilson95(0, 64), Uncertainty.wilson95(0, 64)))
                .isEqualTo(Separation.TIE);
        assertThat(GgwaveSeparations.of(interval("0.0000", "0.0500"), interval("0.0500", "0.2")))
                .isEqualTo(Separation.TIE);
        assertThat(GgwaveSeparations.of(interval("0.0000", "0.0499"), interval("0.0500", "0.2")))
                .isEqualTo(Separation.BETTER);
        assertThat(GgwaveSeparations.of(interval("0.2000", "0.3"), interval("0.1", "0.2000")))
                .isEqualTo(Separation.TIE);
        assertThat(Separation.TIE.toString()).isEqualTo("tie");
        assertThat(Separation.TIE.words()).as("the report never says tie")
                .isEqualTo("not separated");
        assertThat(Separation.BETTER.words()).isEqualTo("better");
        assertThat(Axis.EQUAL_ENERGY.toString()).isEqualTo("equal-energy");
    }

    @Test
    void theArmsStateTheirPayloadsAndTheEqualEnergyOffsetsFromTheAirTimes() {
        List<Arm> arms = E2RoomsGgwaveFair.arms(AIR);
        assertThat(arms).extracting(Arm::arm).containsExactly("k1", "k2", "r",
                "ggwave-audible-normal", "ggwave-audible-fastest");
        assertThat(arms).extracting(Arm::payloadBytes).containsExactly(22, 22, 22, 16, 16);
        assertThat(arms).extracting(a -> a.airTimeS().toPlainString())
                .containsExactly("2.800", "1.600", "4.752", "2.411", "1.259");
        // R's 4.752 s frame at the point's SNR carries 2.95 dB (1.97x) more than NORMAL's
        assertThat(arms.get(2).equalSnrEnergyDb()).isEqualByComparingTo("2.947");
        assertThat(arms.get(2).equalEnergySnrOffsetDb()).isEqualByComparingTo("-2.947");
        assertThat(arms.get(0).equalEnergySnrOffsetDb()).isEqualByComparingTo("-0.650");
        assertThat(arms.get(1).equalEnergySnrOffsetDb()).isEqualByComparingTo("1.780");
        assertThat(arms.get(3).equalEnergySnrOffsetDb()).isEqualByComparingTo("0.000");
        assertThat(arms.get(4).equalEnergySnrOffsetDb()).isEqualByComparingTo("2.822");
        // the offsets are what the room gets: P_s * T equal to the reference's
        E2RoomsGgwave.Arm r = new E2RoomsGgwave.Arm(AirProfile.R, null);
        double snr = E2RoomsGgwaveFair.snrDb(Axis.EQUAL_ENERGY, 10, r, AIR);
        assertThat(StrictMath.pow(10, snr / 10) * 4.752)
                .isCloseTo(StrictMath.pow(10, 1.0) * AIR.get(GgwaveProtocol.AUDIBLE_NORMAL),
                        org.assertj.core.data.Offset.offset(1e-9));
        assertThat(E2RoomsGgwaveFair.snrDb(Axis.EQUAL_SNR, 10, r, AIR)).isEqualTo(10);
    }

    @Test
    void aLink1TransmissionIsActiveForItsWholeAirTime() {
        // the SNR's active samples (ROOM.md 7): no run of 160 zeros inside, so a frame's
        // energy is its mean power times its air time
        for (AirProfile p : AirProfile.values()) {
            short[] rec = p.recordingOfFrames(List.of(AirTrial.frames(AirTrial.Content.CLAIM, 1,
                    new java.util.SplittableRandom(7)).get(0)));
            assertThat(activeSpan(rec)).as("%s", p).isBetween((int) (p.frameSamples() * 0.999),
                    p.frameSamples());
        }
    }

    /** The active samples of a recording by ROOM.md 7's rule (bursts, gaps under 160 kept). */
    static int activeSpan(short[] x) {
        int active = 0;
        int last = -1;
        for (int i = 0; i < x.length; i++) {
            if (x[i] == 0) {
                continue;
            }
            active += last >= 0 && i - last <= 160 ? i - last : 1;
            last = i;
        }
        return active;
    }

    @Test
    void everyArmRunsOnBothAxesButTheReferenceOnce() {
        List<RoomsCase> cases = new ArrayList<>(E2RoomsGgwave.ISSUE_ROWS.keySet());
        List<E2RoomsGgwaveFair.Task> tasks = E2RoomsGgwaveFair.tasks(cases, AIR);
        assertThat(tasks).hasSize(11 * 9);
        assertThat(tasks.stream().filter(t -> t.arm().protocol() == GgwaveProtocol.AUDIBLE_NORMAL))
                .hasSize(11).allMatch(t -> t.axis() == Axis.EQUAL_SNR);
        E2RoomsGgwaveFair.Task rEnergy = tasks.stream().filter(t -> t.axis() == Axis.EQUAL_ENERGY
                && t.arm().profile() == AirProfile.R).findFirst().orElseThrow();
        assertThat(rEnergy.point()).isEqualTo(cases.get(0));
        assertThat(rEnergy.snrDb()).isCloseTo(30 - 2.947,
                org.assertj.core.data.Offset.offset(0.001));
        assertThat(rEnergy.room().snrDb()).isEqualTo(rEnergy.snrDb());
        assertThat(rEnergy.room().point()).isEqualTo(cases.get(0).point());
    }

    @Test
    void theSeedIsThePointsNotTheArmsOrTheAxissAndNotE2RoomsOwn() {
        long s = E2RoomsGgwaveFair.seed(CASE, 3, 5);
        assertThat(E2RoomsGgwaveFair.seed(CASE, 3, 5)).isEqualTo(s);
        assertThat(s).isNotEqualTo(RoomsTrial.seed(CASE, 3, 5))
                .isNotEqualTo(E2RoomsGgwaveFair.seed(CASE, 3, 6))
                .isNotEqualTo(E2RoomsGgwaveFair.seed(CASE, 4, 5));
    }

    private static GgwavePoint measured(RoomsCase c, String arm, double air, int lost) {
        return GgwaveTrial.point(c, arm, air, 64, 64 - lost, 0, 0);
    }

    /** Fake runs in task order: lost per arm on the equal-SNR then the equal-energy axis. */
    private static List<GgwavePoint> runs(List<E2RoomsGgwaveFair.Task> tasks, int[] snrLost,
                                          int[] energyLost) {
        List<GgwavePoint> out = new ArrayList<>();
        int i = 0;
        for (E2RoomsGgwaveFair.Task t : tasks) {
            int arm = E2RoomsGgwave.Arm.all().indexOf(t.arm());
            int lost = t.axis() == Axis.EQUAL_SNR ? snrLost[arm] : energyLost[arm];
            out.add(measured(t.room(), E2RoomsGgwaveFair.label(t.arm()),
                    E2RoomsGgwaveFair.airTimeS(t.arm(), AIR), lost));
            i++;
        }
        assertThat(i).isEqualTo(tasks.size());
        return out;
    }

    @Test
    void thePointsCarryBothAxesTheReferenceOnBothAndThePairsCallOnlySeparatedIntervals() {
        List<RoomsCase> cases = List.of(CASE);
        List<E2RoomsGgwaveFair.Task> tasks = E2RoomsGgwaveFair.tasks(cases, AIR);
        // k1, k2, r, normal, fastest; normal's equal-energy entry is unused (one run)
        List<GgwavePoint> runs = runs(tasks, new int[] {43, 57, 0, 9, 43},
                new int[] {45, 50, 2, -1, 40});
        List<Point> points = E2RoomsGgwaveFair.points(cases, tasks, runs, AIR);
        assertThat(points).hasSize(10);
        assertThat(points.subList(0, 5)).allMatch(p -> p.axis() == Axis.EQUAL_SNR)
                .allMatch(p -> p.snrDb().compareTo(new BigDecimal("30.000")) == 0);
        Point rEnergy = points.get(7);
        assertThat(rEnergy.arm()).isEqualTo("r");
        assertThat(rEnergy.axis()).isEqualTo(Axis.EQUAL_ENERGY);
        assertThat(rEnergy.snrDb()).isEqualByComparingTo("27.053");
        assertThat(rEnergy.pointSnrDb()).isEqualByComparingTo("30.0");
        assertThat(rEnergy.energyDb()).isEqualByComparingTo("0.000");
        assertThat(points.get(2).energyDb()).isEqualByComparingTo("2.947");
        Point normalEnergy = points.get(8);
        assertThat(normalEnergy.lost()).isEqualTo(points.get(3).lost()).isEqualTo(9);
        assertThat(normalEnergy.snrDb()).isEqualByComparingTo("30.000");

        List<Pair> pairs = GgwaveSeparations.pairs(List.of(CASE.name()), points);
        assertThat(pairs).hasSize(12);
        Pair rNormal = pairs.get(4);
        assertThat(rNormal.link1Arm()).isEqualTo("r");
        assertThat(rNormal.ggwaveArm()).isEqualTo("ggwave-audible-normal");
        assertThat(rNormal.verdict()).isEqualTo(Separation.BETTER);
        // on the equal-energy axis R lost 2 of 64 against NORMAL's 9: overlapping, a tie
        Pair rNormalEnergy = pairs.get(10);
        assertThat(rNormalEnergy.axis()).isEqualTo(Axis.EQUAL_ENERGY);
        assertThat(rNormalEnergy.lostLink1()).isEqualTo(2);
        assertThat(rNormalEnergy.verdict()).isEqualTo(Separation.TIE);
        // K1 43 against FASTEST 43: a tie; K1 against NORMAL: worse
        assertThat(pairs.get(1).verdict()).isEqualTo(Separation.TIE);
        assertThat(pairs.get(0).verdict()).isEqualTo(Separation.WORSE);

        List<Tally> tallies = GgwaveSeparations.tallies(pairs);
        assertThat(tallies).hasSize(12);
        Tally rn = tallies.get(4);
        assertThat(rn.axis()).isEqualTo(Axis.EQUAL_SNR);
        assertThat(rn.better()).isEqualTo(1);
        assertThat(rn.betterAt()).containsExactly(CASE.name());
        Tally rnEnergy = tallies.get(10);
        assertThat(rnEnergy.better()).isZero();
        assertThat(rnEnergy.ties()).isEqualTo(1);
        assertThat(rnEnergy.worse()).isZero();
    }

    @Test
    void aWaveformOfAnotherLengthThanItsArmsAirTimeIsRefused() {
        List<RoomsCase> cases = List.of(CASE);
        List<E2RoomsGgwaveFair.Task> tasks = E2RoomsGgwaveFair.tasks(cases, AIR);
        List<GgwavePoint> runs = runs(tasks, new int[5], new int[5]);
        runs.set(3, measured(CASE, "ggwave-audible-normal", 2.5, 0));
        assertThatThrownBy(() -> E2RoomsGgwaveFair.points(cases, tasks, runs, AIR))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("air time");
        assertThatThrownBy(() -> E2RoomsGgwaveFair.points(cases, tasks, runs.subList(0, 8), AIR))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theTallyAndThePointRefuseCountsThatDoNotAddUp() {
        assertThatThrownBy(() -> new Tally(Axis.EQUAL_SNR, "r", "g", 3, 1, 1, 0, List.of("a"),
                List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> GgwaveSeparations.pairs(List.of("a", "b"), List.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void itIsOptInAndRunsOnTheRegisteredEvalSeedsAndFramesOrOnDevSeeds() {
        E2RoomsGgwaveFair e = new E2RoomsGgwaveFair();
        assertThat(e.inAll()).isFalse();
        assertThat(e.doc().file()).isEqualTo("v2/ggwave-fair.json");
        assertThat(Registry.experiment("e2-rooms-ggwave-fair"))
                .containsInstanceOf(E2RoomsGgwaveFair.class);
        for (String seeds : List.of("1000", "999-1062", "16")) {
            BenchContext ctx = context(seeds, Map.of("frames", "1"));
            assertThatThrownBy(() -> e.run(ctx)).as(seeds)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0..15");
        }
        assertThat(E2RoomsGgwaveFair.bases(context("eval", Map.of()), e.id()))
                .hasSize(64).startsWith(1000).endsWith(1063);
        assertThat(E2RoomsGgwaveFair.frames(context("eval", Map.of()), e.id())).isEqualTo(128)
                .isEqualTo(GgwaveFairPredictions.REGISTERED_FRAMES)
                .isEqualTo(GgwaveFairPredictions.REGISTERED_FRAMES);
        assertThatThrownBy(() -> E2RoomsGgwaveFair.frames(context("eval",
                Map.of("frames", "64")), e.id())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("registered 128");
        assertThat(E2RoomsGgwaveFair.frames(context("dev", Map.of()), e.id())).isEqualTo(64);
        assertThat(E2RoomsGgwaveFair.frames(context("3", Map.of("frames", "5")), e.id()))
                .isEqualTo(5);
    }

    private static BenchContext context(String seeds, Map<String, String> options) {
        return new BenchContext(SeedSet.parse(seeds), Path.of("/tmp/none"), false, 1, options,
                Progress.NONE, new PerfLog());
    }

    @Test
    void withTheBridgeASmallRunGivesTheSameBytesTwice() throws Exception {
        GgwaveBridge probe;
        try {
            probe = GgwaveBridge.start();
        } catch (IOException e) {
            assumeTrue(false, "skipped: the ggwave bridge needs node and npm ci in scripts/ggwave"
                    + " (" + e.getMessage() + ")");
            return;
        }
        Map<GgwaveProtocol, Double> air;
        try {
            air = E2RoomsGgwaveFair.ggwaveAirTimes(probe);
            float[] wave = probe.encode(GgwaveProtocol.AUDIBLE_NORMAL, new byte[16]);
            short[] rec = GgwaveWaveform.recording(wave);
            // ggwave's transmission too is active for its whole air time (16 kHz samples)
            assertThat(activeSpan(rec)).isBetween((int) (wave.length / 3 * 0.999),
                    wave.length / 3 + 1);
        } finally {
            probe.close();
        }
        assertThat(E2RoomsGgwaveFair.arms(air)).extracting(a -> a.airTimeS().toPlainString())
                .containsExactly("2.800", "1.600", "4.752", "2.411", "1.259");
        RoomsCase near = new RoomsCase(RoomPoint.named("living-0.3m"), Background.WHITE, 30,
                DeviceChain.DEFAULT);
        BenchContext ctx = new BenchContext(SeedSet.parse("dev"), Path.of("/tmp/none"), false, 1,
                Map.of(), Progress.NONE, new PerfLog());
        E2RoomsGgwaveFair e = new E2RoomsGgwaveFair();
        GgwaveFairResult a = e.run(ctx, List.of(near), List.of(0), 1);
        GgwaveFairResult b = e.run(ctx, List.of(near), List.of(0), 1);
        assertThat(Json.text(b)).isEqualTo(Json.text(a));
        assertThat(a.points()).hasSize(10);
        assertThat(a.points().get(8).arm()).isEqualTo("ggwave-audible-normal");
        assertThat(a.points().get(8).lost()).isEqualTo(a.points().get(3).lost());
        assertThat(a.pairs()).hasSize(12).allMatch(p -> p.verdict() == Separation.TIE);
        assertThat(Json.MAPPER.readValue(Json.text(a), GgwaveFairResult.class)).isEqualTo(a);
    }

    @Test
    void theCommittedDevRunRoundTripsAndItsVerdictsAreItsPointsOwn() throws IOException {
        Path file = Path.of(System.getProperty("lab.dir", "lab/link1"), "v2/dev/ggwave-fair.json");
        String committed = java.nio.file.Files.readString(file);
        GgwaveFairResult dev = Json.parse(committed, GgwaveFairResult.class);
        assertThat(Json.text(dev)).isEqualTo(Json.withoutBuild(committed));
        assertThat(dev.seedSet()).isEqualTo("dev");
        assertThat(dev.framesPerPoint()).isEqualTo(64);
        assertThat(dev.points()).hasSize(11 * 10);
        List<String> names = new ArrayList<>();
        E2RoomsGgwave.ISSUE_ROWS.keySet().forEach(c -> names.add(c.name()));
        List<Pair> pairs = GgwaveSeparations.pairs(names, dev.points());
        assertThat(dev.pairs()).isEqualTo(pairs);
        assertThat(dev.tallies()).isEqualTo(GgwaveSeparations.tallies(pairs));
        assertThat(dev.arms()).isEqualTo(E2RoomsGgwaveFair.arms(AIR));
    }
}
