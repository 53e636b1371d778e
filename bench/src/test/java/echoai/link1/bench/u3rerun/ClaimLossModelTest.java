package echoai.link1.bench.u3rerun;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The claim-loss model: no loss is arm T, total loss is arm S, and it is seeded. */
class ClaimLossModelTest {
    @Test
    void noLossIsTruthAndTotalLossIsSilence() {
        ClaimLossModel.World none = ClaimLossModel.world(2, 0, 3);
        assertThat(none.harmSum()).isEqualTo(3L * none.truthHarm());
        assertThat(none.withinOneOfT()).isEqualTo(3);
        ClaimLossModel.World all = ClaimLossModel.world(2, 1, 3);
        assertThat(all.silenceHarm()).isPositive();
        assertThat(all.meanHarm()).isEqualTo(all.silenceHarm());
        assertThat(all.worseThanS()).isZero();
        assertThat(ClaimLossModel.ratioToSilence(List.of(none, all))).isEqualTo(0.5);
    }

    @Test
    void halfLossLiesBetweenAndRepeats() {
        ClaimLossModel.World half = ClaimLossModel.world(5, 0.5, 20);
        assertThat(half.meanHarm()).isGreaterThan(half.truthHarm())
                .isLessThan(half.silenceHarm());
        assertThat(ClaimLossModel.world(5, 0.5, 20)).isEqualTo(half);
        assertThatThrownBy(() -> ClaimLossModel.world(5, 1.5, 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("per");
    }
}
