package echoai.link1.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** Core's Wilson interval: the bounds the bench writes (its own test pins more), and its square root. */
class WilsonTest {
    @Test
    void sixtyTwoInSixtyFourAndTheEdges() {
        assertThat(Wilson.interval95(62, 64)).isEqualTo(new Wilson.Interval(
                new BigDecimal("0.8930"), new BigDecimal("0.9914")));
        assertThat(Wilson.interval95(0, 16)).isEqualTo(new Wilson.Interval(
                new BigDecimal("0.0000"), new BigDecimal("0.1937")));
        assertThat(Wilson.interval95(0, 0)).isEqualTo(new Wilson.Interval(
                new BigDecimal("0.0000"), new BigDecimal("1.0000")));
        assertThatThrownBy(() -> Wilson.interval95(5, 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("k must be");
    }

    /** The written-out square root equals the JDK's, digit for digit, at 34 digits. */
    @Test
    void sqrtEqualsTheJdks() {
        java.math.MathContext mc = java.math.MathContext.DECIMAL128;
        BigDecimal z2 = new BigDecimal("1.959963984540054").pow(2, mc);
        for (long n = 1; n <= 200; n++) {
            for (long k = 0; k <= n; k++) {
                BigDecimal x = BigDecimal.valueOf(k * (n - k)).divide(BigDecimal.valueOf(n), mc)
                        .add(z2.divide(BigDecimal.valueOf(4), mc), mc);
                assertThat(Wilson.sqrt(x)).as("sqrt of %s", x)
                        .isEqualByComparingTo(x.sqrt(mc));
            }
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 20_000; i++) {
            BigDecimal x = new BigDecimal(random.nextLong(1, Long.MAX_VALUE))
                    .movePointLeft(random.nextInt(0, 40));
            assertThat(Wilson.sqrt(x)).as("sqrt of %s", x).isEqualByComparingTo(x.sqrt(mc));
        }
        assertThat(Wilson.sqrt(BigDecimal.ZERO)).isEqualByComparingTo(BigDecimal.ZERO);
    }
}
