package echoai.link1.bench.u3rerun;

import echoai.link1.bench.registry.Registry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import echoai.link1.bench.SeedSet;
import echoai.link1.session.WorldResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** U3 re-registered (V2-3): its seeds, the χ² tail, the dispersion test. */
class U3RerunPredictionsTest {
    @Test
    void theChiSquareTailMatchesKnownValues() {
        // scipy.stats.chi2.sf 1.17: (12.10, 15) 0.6714446, (55.52, 63) 0.7371854, (30.578, 15) 0.0099997
        assertThat(U3RerunPredictions.chiSquareAbove(12.10, 15)).isCloseTo(0.6714446, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(55.52, 63)).isCloseTo(0.7371854, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(30.578, 15)).isCloseTo(0.0099997, within(1e-6));
        assertThat(U3RerunPredictions.chiSquareAbove(2, 2)).isCloseTo(Math.exp(-1), within(1e-12));
        assertThat(U3RerunPredictions.chiSquareAbove(0, 5)).isEqualTo(1.0);
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
}
