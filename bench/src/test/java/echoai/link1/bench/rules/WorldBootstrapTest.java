package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorldBootstrapTest {
    private static List<WorldBootstrap.World> worlds(int count, long... kPerWorld) {
        List<WorldBootstrap.World> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new WorldBootstrap.World(kPerWorld[i % kPerWorld.length], 100));
        }
        return out;
    }

    private static double width(Uncertainty.Interval i) {
        return i.high().subtract(i.low()).doubleValue();
    }

    @Test
    void worldsAlikeGiveNoSpread() {
        Uncertainty.Interval i = WorldBootstrap.interval95("alike", worlds(64, 10));
        assertThat(i.low()).isEqualByComparingTo("0.1");
        assertThat(i.high()).isEqualByComparingTo("0.1");
    }

    @Test
    void clusteredWorldsWidenTheIntervalBeyondWilsonsOverFrames() {
        // half the worlds lose 0 of 100, half 20 of 100: pooled 10 %, as the worlds above
        Uncertainty.Interval boot = WorldBootstrap.interval95("clustered", worlds(64, 0, 20));
        Uncertainty.Interval wilson = Uncertainty.wilson95(640, 6400);
        assertThat(boot.low()).isLessThan(new BigDecimal("0.1"));
        assertThat(boot.high()).isGreaterThan(new BigDecimal("0.1"));
        assertThat(width(boot)).isGreaterThan(2 * width(wilson));
        // the spread of the mean of 64 worlds of ±10 points: sd 10/8 = 1.25 points, so about
        // ±2.45 points
        assertThat(boot.low().doubleValue()).isBetween(0.07, 0.08);
        assertThat(boot.high().doubleValue()).isBetween(0.12, 0.13);
    }

    @Test
    void theSameLabelAndCountsGiveTheSameBounds() {
        List<WorldBootstrap.World> w = worlds(40, 0, 3, 7, 1, 0, 12);
        assertThat(WorldBootstrap.interval95("x", w)).isEqualTo(WorldBootstrap.interval95("x", w));
    }

    @Test
    void boundsAreRoundedOutwardAndHoldThePooledRate() {
        List<WorldBootstrap.World> w = List.of(new WorldBootstrap.World(1, 3),
                new WorldBootstrap.World(2, 3), new WorldBootstrap.World(0, 3));
        Uncertainty.Interval i = WorldBootstrap.interval95("thirds", w);
        assertThat(i.low().scale()).isEqualTo(Uncertainty.INTERVAL_SCALE);
        assertThat(i.low()).isLessThanOrEqualTo(new BigDecimal("0.3333"));
        assertThat(i.high()).isGreaterThanOrEqualTo(new BigDecimal("0.3334"));
        assertThat(i.high()).isLessThanOrEqualTo(new BigDecimal("0.6667"));
    }

    @Test
    void impossibleCountsAndNoTotalsAreRefused() {
        assertThatThrownBy(() -> new WorldBootstrap.World(4, 3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WorldBootstrap.World(-1, 3))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> WorldBootstrap.interval95("none",
                List.of(new WorldBootstrap.World(0, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none");
    }
}
