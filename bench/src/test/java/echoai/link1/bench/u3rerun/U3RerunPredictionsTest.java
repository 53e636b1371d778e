package echoai.link1.bench.u3rerun;

import echoai.link1.bench.registry.Registry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import echoai.link1.bench.SeedSet;
import echoai.link1.bench.arms.ArmResult;
import echoai.link1.bench.arms.ArmSummary;
import echoai.link1.bench.rules.Verdict;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.RoomsArm;
import echoai.link1.bench.understandingrooms.RoomsUnderstandingResult.WireArm;
import echoai.link1.bench.understandingrooms.UnderstandingRooms;
import echoai.link1.modem.AirProfile;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * U3 re-registered (V2-3): its seeds, the χ² tail, the dispersion test, and U3r and U3i judged
 * from small made-up runs (2 worlds; every claim lost at the arms U3r moves, so the claim-loss
 * model's ratio is silence's, 1, from one loss pattern a world): U3r green at exactly 0.10 off
 * on either side and red one harm beyond, pending without its 12 arms; U3i green on binomial
 * losses and red on losses that depend on the world, pending without the babble arm.
 */
class U3RerunPredictionsTest {
    @Test
    void theChiSquareTailMatchesKnownValues() {
        // scipy.stats.chi2.sf 1.17: (12.10, 15) 0.6714446, (55.52, 63) 0.7371854, (30.578, 15) 0.0099997
        assertThat(U3RerunPredictions.chiSquareAbove(12.10, 15)).isCloseTo(0.6714446, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(55.52, 63)).isCloseTo(0.7371854, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(30.578, 15)).isCloseTo(0.0099997, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(2, 2)).isCloseTo(Math.exp(-1), within(1e-12));
        assertThat(U3RerunPredictions.chiSquareAbove(0, 5)).isEqualTo(1.0);
        assertThat(U3RerunPredictions.chiSquareAbove(-1, 5)).isEqualTo(1.0);
    }

    /** ln Γ against Python's math.lgamma, below 1/2 (the reflection) and above. */
    @Test
    void lnGammaMatchesKnownValuesOnBothSidesOfOneHalf() {
        assertThat(U3RerunPredictions.lnGamma(0.25)).isCloseTo(1.2880225246980772, within(1e-12));
        assertThat(U3RerunPredictions.lnGamma(0.1)).isCloseTo(2.2527126517342055, within(1e-12));
        assertThat(U3RerunPredictions.lnGamma(0.5)).isCloseTo(0.5723649429247004, within(1e-12));
        assertThat(U3RerunPredictions.lnGamma(5)).isCloseTo(3.178053830347945, within(1e-12));
    }

    /**
     * The dispersion statistic exactly: 2 worlds of 50 with 20 and 30 lost, p = 0.5, each
     * (±5)² / (50 · 0.5 · 0.5) = 2, so 4 on 1 degree of freedom (p = 0.045500 by scipy); no test
     * without postcards or with one world (no degree of freedom).
     */
    @Test
    void theDispersionStatisticIsExactAndNeedsPostcardsAndTwoWorlds() {
        U3RerunResult.Dispersion d = U3RerunPredictions.dispersion("a", List.of(world(1, 50, 20),
                world(2, 50, 30)));
        assertThat(d.statistic()).isEqualByComparingTo("4.0000");
        assertThat(d.df()).isEqualTo(1);
        assertThat(d.p()).isEqualByComparingTo("0.045500");
        assertThat(d.holds()).isTrue();
        U3RerunResult.Dispersion none = U3RerunPredictions.dispersion("a",
                List.of(world(1, 0, 0), world(2, 0, 0)));
        assertThat(none.p()).isNull();
        assertThat(none.holds()).isTrue();
        U3RerunResult.Dispersion one = U3RerunPredictions.dispersion("a", List.of(world(1, 50, 20)));
        assertThat(one.df()).isZero();
        assertThat(one.p()).isNull();
        assertThat(one.holds()).isTrue();
    }

    private static WorldResult world(long seed, int postcards, int lost) {
        return new WorldResult(seed, "A", 0, 0, 0, 0, 0, 0, postcards, lost, 0, 0, 0, 0, 0, 0, 0,
                true, 0, 256, 256, 0, 0, "");
    }

    @Test
    void lossesSpreadLikeABinomialHoldAndLossesThatDependOnTheWorldDoNot() {
        List<WorldResult> even = new ArrayList<>();
        List<WorldResult> split = new ArrayList<>();
        for (int w = 0; w < 64; w++) {
            even.add(world(w, 50, 25 + (w % 5) - 2));
            split.add(world(w, 50, w % 2 == 0 ? 5 : 45));
        }
        U3RerunResult.Dispersion ok = U3RerunPredictions.dispersion("a", even);
        U3RerunResult.Dispersion bad = U3RerunPredictions.dispersion("a", split);
        assertThat(ok.holds()).isTrue();
        assertThat(ok.df()).isEqualTo(63);
        assertThat(bad.holds()).isFalse();
        assertThat(bad.p()).isEqualByComparingTo("0");
        U3RerunResult.Dispersion none = U3RerunPredictions.dispersion("r", List.of(world(1, 50, 0),
                world(2, 50, 0)));
        assertThat(none.p()).isNull();
        assertThat(none.holds()).isTrue();
    }

    @Test
    void itRunsOnItsRegisteredSeedsOrDevSeedsNeverOnEval() {
        Registry.checkSeeds(new U3Rerun(), SeedSet.parse("110000-110063"));
        Registry.checkSeeds(new U3Rerun(), SeedSet.parse("dev"));
        assertThatThrownBy(() -> Registry.checkSeeds(new U3Rerun(), SeedSet.EVAL))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("110000-110063");
        assertThatThrownBy(() -> Registry.checkSeeds(new U3Rerun(),
                SeedSet.parse("110000-110062"))).isInstanceOf(IllegalArgumentException.class);
    }

    private static final int RUN_WORLDS = 2;
    /** S's harm a world: 10, so silence's pooled harm is 20. */
    private static final int SILENCE = 10;

    private static WorldResult row(String arm, long seed, int harm, int postcards, int lost) {
        return new WorldResult(seed, arm, harm, harm, 0, 0, 20, 0, postcards, lost, 0, 0, 0, 0,
                0, 0, 0, true, 0, WorldResult.LIFE_TURNS, WorldResult.LIFE_TURNS, 0, 0, "d");
    }

    /** A claims arm whose claims were all lost, harm {@code harm} pooled (by world: 10, then the rest). */
    private static List<WorldResult> allLost(String arm, int harm) {
        List<WorldResult> rows = new ArrayList<>();
        for (int w = 0; w < RUN_WORLDS; w++) {
            int h = w < RUN_WORLDS - 1 ? SILENCE : harm - (RUN_WORLDS - 1) * SILENCE;
            rows.add(row(arm, w, h, 20, 20));
        }
        return rows;
    }

    /** The 12 claims arms of V2-2's grid, their rows by arm name (default: all lost, harm 20). */
    private static RoomsUnderstandingResult run(Function<String, List<WorldResult>> rowsOf) {
        List<RoomsArm> arms = new ArrayList<>();
        for (var c : UnderstandingRooms.grid()) {
            for (AirProfile p : UnderstandingRooms.PROFILES) {
                String name = UnderstandingRooms.armName(UnderstandingRooms.CLAIMS, p, c);
                List<WorldResult> rows = rowsOf.apply(name);
                ArmResult r = ArmResult.of(rows == null ? allLost(name, RUN_WORLDS * SILENCE)
                        : rows);
                arms.add(new RoomsArm(name, UnderstandingRooms.CLAIMS, c.point().name(),
                        BigDecimal.ONE, BigDecimal.ONE, c.background().label(), BigDecimal.TEN,
                        c.devicesLabel(), p.label(), ArmSummary.of(r), r));
            }
        }
        List<WorldResult> s = new ArrayList<>();
        for (int w = 0; w < RUN_WORLDS; w++) {
            s.add(row("S", w, SILENCE, 0, 0));
        }
        ArmResult silence = ArmResult.of(s);
        return new RoomsUnderstandingResult(1, "understanding-rooms-u3", "t", U3Rerun.SEEDS.label(),
                new RoomsUnderstandingResult.Config(256, 3, List.of("k1", "r"), "d", "s"),
                List.of(new WireArm("S", UnderstandingRooms.CLAIMS, ArmSummary.of(silence),
                        silence)), arms);
    }

    private static final String FAR = "A:r:living-rt0.5-3m/white/30dB";

    /** U3r with arm {@link #FAR}'s pooled harm {@code harm} (of silence's 20). */
    private static U3RerunResult farHarm(int harm) {
        return U3RerunPredictions.judge(run(a -> a.equals(FAR) ? allLost(FAR, harm) : null));
    }

    @Test
    void u3rGreenAtExactlyTheToleranceEitherSideRedOneHarmBeyond() {
        U3RerunResult even = farHarm(20);
        assertThat(even.u3r().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(even.u3r().numbers().arms()).hasSize(12)
                .allSatisfy(a -> assertThat(a.modelRatio()).isEqualByComparingTo("1"));
        assertThat(even.u3i().verdict()).as("babble lost every claim: nothing to spread")
                .isEqualTo(Verdict.GREEN);
        // 18 of 20 is 0.9000, 22 of 20 1.1000: 0.10 from the model's 1
        assertThat(farHarm(18).u3r().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(farHarm(22).u3r().verdict()).isEqualTo(Verdict.GREEN);
        U3RerunResult low = farHarm(17);
        assertThat(low.u3r().verdict()).isEqualTo(Verdict.RED);
        assertThat(low.u3r().numbers().arms()).filteredOn(a -> !a.within())
                .extracting(U3RerunResult.ArmRatio::arm).containsExactly(FAR);
        assertThat(farHarm(23).u3r().verdict()).isEqualTo(Verdict.RED);
    }

    @Test
    void u3rIsPendingWithoutItsTwelveClaimsArms() {
        RoomsUnderstandingResult all = run(a -> null);
        RoomsUnderstandingResult eleven = new RoomsUnderstandingResult(1, all.experiment(), "t",
                all.seedSet(), all.config(), all.wire(), all.arms().stream()
                .filter(a -> !a.arm().equals(FAR)).toList());
        U3RerunResult v = U3RerunPredictions.judge(eleven);
        assertThat(v.u3r().verdict()).isEqualTo(Verdict.PENDING);
        assertThat(v.u3r().why()).contains("11 claims arms");
        RoomsUnderstandingResult noBabble = new RoomsUnderstandingResult(1, all.experiment(),
                "t", all.seedSet(), all.config(), all.wire(), all.arms().stream()
                .filter(a -> !a.arm().equals(U3RerunPredictions.BABBLE_ARM)).toList());
        assertThat(U3RerunPredictions.judge(noBabble).u3i().verdict())
                .isEqualTo(Verdict.PENDING);
        RoomsUnderstandingResult neither = new RoomsUnderstandingResult(1, all.experiment(), "t",
                all.seedSet(), all.config(), all.wire(), all.arms().stream()
                .filter(a -> !a.arm().equals(FAR) && !a.arm().equals(U3RerunPredictions.BABBLE_ARM))
                .toList());
        assertThat(new U3RerunRules().rows(U3RerunPredictions.judge(neither)))
                .allSatisfy(row -> {
                    assertThat(row.verdict()).isEqualTo(Verdict.PENDING);
                    assertThat(row.numbers()).isEmpty();
                });
    }

    /** A dialogue arm beside the 12 claims arms is not one of U3r's, nor U3i's reported. */
    @Test
    void onlyClaimsArmsAreJudged() {
        RoomsUnderstandingResult all = run(a -> null);
        RoomsArm far = all.arms().stream().filter(a -> a.arm().equals(FAR)).findFirst()
                .orElseThrow();
        List<RoomsArm> arms = new ArrayList<>(all.arms());
        arms.add(new RoomsArm("D:r:dialogue", "dialogue", far.point(), far.rt60S(),
                far.distanceM(), far.background(), far.snrDb(), far.devices(), far.profile(),
                far.summary(), far.result()));
        U3RerunResult v = U3RerunPredictions.judge(new RoomsUnderstandingResult(1,
                all.experiment(), "t", all.seedSet(), all.config(), all.wire(), arms));
        assertThat(v.u3r().verdict()).isEqualTo(Verdict.GREEN);
        assertThat(v.u3r().numbers().arms()).hasSize(12);
        assertThat(v.reported()).hasSize(12);
    }

    /** An arm that sent no postcard has a loss rate of 0, and the model runs at PER 0. */
    @Test
    void anArmWithoutPostcardsIsJudgedAtNoLoss() {
        List<WorldResult> rows = new ArrayList<>();
        for (int w = 0; w < RUN_WORLDS; w++) {
            rows.add(row(FAR, w, SILENCE, 0, 0));
        }
        U3RerunResult v = U3RerunPredictions.judge(run(a -> a.equals(FAR) ? rows : null));
        U3RerunResult.ArmRatio far = v.u3r().numbers().arms().stream()
                .filter(a -> a.arm().equals(FAR)).findFirst().orElseThrow();
        assertThat(far.postcards()).isZero();
        assertThat(far.lost()).isZero();
        assertThat(v.u3r().verdict()).isNotEqualTo(Verdict.PENDING);
    }

    /** The babble arm's rows: 50 postcards a world, {@code lost[w]} lost. */
    private static U3RerunResult babble(int... lost) {
        String arm = U3RerunPredictions.BABBLE_ARM;
        List<WorldResult> rows = new ArrayList<>();
        for (int w = 0; w < RUN_WORLDS; w++) {
            rows.add(row(arm, w, 5, 50, lost[w]));
        }
        return U3RerunPredictions.judge(run(a -> a.equals(arm) ? rows : null));
    }

    @Test
    void u3iGreenOnLossesSpreadLikeABinomialRedOnLossesThatDependOnTheWorld() {
        U3RerunResult even = babble(24, 26);
        assertThat(even.u3i().numbers().df()).isEqualTo(1);
        assertThat(even.u3i().verdict()).isEqualTo(Verdict.GREEN);
        U3RerunResult split = babble(1, 49);
        assertThat(split.u3i().numbers().p()).isLessThan(new BigDecimal("0.01"));
        assertThat(split.u3i().verdict()).isEqualTo(Verdict.RED);
        assertThat(split.reported()).hasSize(12);
    }
}
