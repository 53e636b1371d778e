package echoai.link1.bench.arms;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.bench.rules.Uncertainty;
import echoai.link1.session.WorldResult;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** An arm's summary adds up its world rows and fails P3 in a world whose guards fell short. */
class ArmSummaryTest {
    static WorldResult row(long seed, int fvh, int postcards, int lost, int accepted,
                           int passed, int oracleTurns) {
        return new WorldResult(seed, "A", fvh, fvh + 4, 10, 3, 20, 0, postcards, lost, accepted,
                passed, 0, 0, 0, 0, 0, true, 0, oracleTurns, WorldResult.LIFE_TURNS,
                22 * (postcards - lost), 22 * (postcards - lost), "d");
    }

    @Test
    void sumsRatesAndIntervals() {
        ArmResult arm = ArmResult.of(List.of(row(0, 0, 50, 10, 0, 1, 256),
                row(1, 2, 50, 40, 0, 0, 256), row(2, 1, 50, 0, 0, 0, 255)));
        ArmSummary s = ArmSummary.of(arm);
        assertThat(s.worlds()).isEqualTo(3);
        assertThat(s.postcards()).isEqualTo(150);
        assertThat(s.lost()).isEqualTo(50);
        assertThat(s.per()).isEqualByComparingTo("0.3333");
        assertThat(s.perCi95()).isEqualTo(Uncertainty.wilson95(50, 150));
        assertThat(s.corruptPassedCrc()).isEqualTo(1);
        assertThat(s.acceptedCorrupt()).isZero();
        assertThat(s.firstVisitHarm()).isEqualTo(3);
        assertThat(s.firstVisitHarmMean()).isEqualTo(new BigDecimal("1.0000"));
        assertThat(s.firstVisitHarmMeanCi95()).isEqualTo(Uncertainty.mean95(List.of(0L, 2L, 1L)));
        assertThat(s.harm()).isEqualTo(15);
        assertThat(s.diversions()).isEqualTo(9);
        assertThat(s.p3Holds()).isEqualTo(2);
    }

    @Test
    void anArmThatSentNothingHasARateOfZero() {
        ArmSummary s = ArmSummary.of(ArmResult.of(List.of(row(0, 3, 0, 0, 0, 0, 256))));
        assertThat(s.per()).isEqualByComparingTo("0");
        assertThat(s.perCi95().high()).isEqualByComparingTo("1");
    }
}
