package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import echoai.link1.api.Wilson;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Wilson intervals and exact sign tests against values computed apart: the Wilson bounds with
 * Python's {@code decimal} module at 40 digits from the closed form (k + z²/2 ± z·√(k(n−k)/n +
 * z²/4)) / (n + z²), the p-values as exact fractions with {@code fractions.Fraction} and
 * {@code math.comb} (R's {@code binom.test(10, 13)} gives p = 0.09229 too); the t intervals
 * with Python from the sample standard deviation and t(0.975, ν) of the standard tables
 * (2.131449546 for ν = 15, 1.998340522 for ν = 63).
 */
class UncertaintyTest {
    private static Uncertainty.Interval interval(String low, String high) {
        return new Uncertainty.Interval(new BigDecimal(low), new BigDecimal(high));
    }

    @Test
    void wilsonOf62In64() {
        // 0.89302708229..., 0.99138786165...: rounded outward.
        assertThat(Uncertainty.wilson95(62, 64)).isEqualTo(interval("0.8930", "0.9914"));
    }

    @Test
    void wilsonAtTheEdgesAndForRareEvents() {
        // 64/64: 0.94337594020..., 1; 0/64: 0, 0.05662405979...
        assertThat(Uncertainty.wilson95(64, 64)).isEqualTo(interval("0.9433", "1.0000"));
        assertThat(Uncertainty.wilson95(0, 64)).isEqualTo(interval("0.0000", "0.0567"));
        // 10/13: 0.49743624053..., 0.91820471281...
        assertThat(Uncertainty.wilson95(10, 13)).isEqualTo(interval("0.4974", "0.9183"));
        // 34 per million: 0.0000243..., 0.0000475...
        assertThat(Uncertainty.wilson95(34, 1_000_000)).isEqualTo(interval("0.0000", "0.0001"));
        assertThat(Uncertainty.wilson95(0, 0)).isEqualTo(interval("0.0000", "1.0000"));
    }

    @Test
    void signTestOf62Against2() {
        // 2 · (1 + 64 + 2016) / 2^64 = 2081 / 2^63 = 2.256e-16: rounded up, never to zero.
        Uncertainty.SignTest t = Uncertainty.signTest(62, 0, 2);
        assertThat(t.pTwoSided()).isEqualByComparingTo("0.000001");
        assertThat(t.pTwoSided().scale()).isEqualTo(Uncertainty.P_SCALE);
        assertThat(Uncertainty.signTestP(62, 2)).isEqualTo(new BigDecimal("0.000001"));
    }

    @Test
    void signTestDropsTiesAndIsExact() {
        // 10 vs 3: 2 · 378 / 8192 = 0.09228515625 exactly, rounded up to 6 decimals.
        assertThat(Uncertainty.signTest(10, 51, 3)).isEqualTo(new Uncertainty.SignTest(10, 51, 3,
                new BigDecimal("0.092286")));
        assertThat(Uncertainty.signTest(3, 0, 10).pTwoSided()).isEqualTo("0.092286");
        assertThat(Uncertainty.signTest(5, 7, 5).pTwoSided()).isEqualTo("1.000000");
        assertThat(Uncertainty.signTest(0, 64, 0).pTwoSided()).isEqualTo("1.000000");
        assertThat(Uncertainty.signTest(3, 0, 4).pTwoSided()).isEqualTo("1.000000");
        // 1 vs 4: 2 · 6 / 32 = 0.375
        assertThat(Uncertainty.signTest(1, 0, 4).pTwoSided()).isEqualTo("0.375000");
        assertThat(Uncertainty.signTest(new Paired.Stats(13, 10, 0, 3, 10)))
                .isEqualTo(Uncertainty.signTest(10, 0, 3));
    }

    @Test
    void tQuantilesMatchTheTablesAndTheMeanIntervalIsStudents() {
        assertThat(Uncertainty.t975(4)).isEqualTo(2.776445105);
        assertThat(Uncertainty.t975(15)).isCloseTo(2.131449546, within(2e-4));
        assertThat(Uncertainty.t975(63)).isCloseTo(1.998340522, within(2e-5));
        assertThat(Uncertainty.t975(10_000)).isCloseTo(1.960201, within(1e-5));
        List<Long> oneToSixteen = new ArrayList<>();
        for (long v = 1; v <= 16; v++) {
            oneToSixteen.add(v);
        }
        // mean 8.5, s = 4.7610, t(15) = 2.1314: 8.5 -+ 2.5369
        assertThat(Uncertainty.mean95(oneToSixteen)).isEqualTo(interval("5.9630", "11.0370"));
    }

    @Test
    void aMeanOfCountsNeverReachesBelowZeroAndNoSpreadIsThePoint() {
        List<Long> harm = new ArrayList<>(java.util.Collections.nCopies(60, 0L));
        harm.addAll(List.of(1L, 2L, 3L, 1L));
        assertThat(Uncertainty.mean95(harm)).isEqualTo(interval("0.0000", "0.2282"));
        assertThat(Uncertainty.mean95(List.of(2L, 2L, 2L))).isEqualTo(interval("2.0000",
                "2.0000"));
        assertThat(Uncertainty.mean95(List.of(3L))).isEqualTo(interval("3.0000", "3.0000"));
        assertThat(Uncertainty.mean95(List.of(-4L, 4L)).low()).isNegative();
        assertThatThrownBy(() -> Uncertainty.mean95(List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("values must not be empty: 0");
    }

    /**
     * Past ν = 4 the series of Abramowitz &amp; Stegun 26.7.5 to the 1/ν⁴ term, each value
     * computed apart in Python (double precision) from the same z; within 10⁻³ of the tables'
     * t(0.975, 5) = 2.570581836 and t(0.975, 10) = 2.228138852.
     */
    @Test
    void pastFourDegreesTheSeriesIsAbramowitzAndStegunsToItsLastTerm() {
        assertThat(Uncertainty.t975(5)).isCloseTo(2.570308227150843, within(1e-12))
                .isCloseTo(2.570581836, within(1e-3));
        assertThat(Uncertainty.t975(6)).isCloseTo(2.446804391979526, within(1e-12));
        assertThat(Uncertainty.t975(10)).isCloseTo(2.2281308968121536, within(1e-12))
                .isCloseTo(2.228138852, within(1e-5));
        assertThat(Uncertainty.t975(1)).isEqualTo(12.706204736);
        assertThatThrownBy(() -> Uncertainty.t975(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nu must be >= 1: 0");
        // ν = 5 through mean95: 0..5, mean 2.5, s = 1.8708, half = 2.5703 · s / √6 = 1.9631
        assertThat(Uncertainty.mean95(List.of(0L, 1L, 2L, 3L, 4L, 5L)))
                .isEqualTo(interval("0.5368", "4.4632"));
    }

    /**
     * P(X ≥ k), X ~ Poisson(mean), against the closed forms: 1 − e^−0.5 = 0.39346934...,
     * 1 − 5 e^−2 = 0.32332358..., 1 − 13 e^−3 = 0.35276811... (rounded up); 1 for no event.
     */
    @Test
    void poissonTailsAreTheClosedFormsRoundedUp() {
        assertThat(Uncertainty.poissonAtLeast(0, 5)).isEqualTo("1.000000");
        assertThat(Uncertainty.poissonAtLeast(-3, 1)).isEqualTo("1.000000");
        assertThat(Uncertainty.poissonAtLeast(1, 0.5)).isEqualTo("0.393470");
        assertThat(Uncertainty.poissonAtLeast(3, 2)).isEqualTo("0.323324");
        assertThat(Uncertainty.poissonAtLeast(4, 3)).isEqualTo("0.352769");
        assertThat(Uncertainty.poissonAtLeast(1, 0)).as("nothing expected, one seen")
                .isEqualTo("0.000000");
        assertThat(Uncertainty.poissonAtLeast(0, 0)).isEqualTo("1.000000");
        for (double bad : new double[] {-0.1, Double.NaN, Double.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> Uncertainty.poissonAtLeast(1, bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("mean must be finite and >= 0");
        }
    }

    @Test
    void anIntervalIsNeverUpsideDown() {
        assertThat(interval("0.5000", "0.5000").low()).isEqualByComparingTo("0.5");
        assertThatThrownBy(() -> interval("0.5001", "0.5000"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("low must be <= high: 0.5001 > 0.5000");
    }

    /**
     * The p-value is capped at 1 where twice the tail reaches 2ⁿ: 3 vs 4 (n = 7) has a tail of
     * exactly 2⁶, 2 vs 4 (n = 6) 22 of 64: 44 / 64 = 0.6875.
     */
    @Test
    void signTestPAtTheCap() {
        assertThat(Uncertainty.signTestP(3, 4)).isEqualTo("1.000000");
        assertThat(Uncertainty.signTestP(2, 4)).isEqualTo("0.687500");
        assertThat(Uncertainty.signTestP(0, 1)).isEqualTo("1.000000");
        assertThat(Uncertainty.signTestP(0, 6)).isEqualTo("0.031250");
        assertThat(Uncertainty.signTestP(6, 0)).isEqualTo("0.031250");
    }

    @Test
    void badCountsAreCallerBugs() {
        assertThatThrownBy(() -> Uncertainty.signTest(0, -1, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("counts must be >= 0: 0, -1, 0");
        assertThatThrownBy(() -> Uncertainty.signTest(0, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Uncertainty.wilson95(5, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("k must be");
        assertThatThrownBy(() -> Uncertainty.signTest(-1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
