package echoai.link1.bench.e8air;

import echoai.link1.bench.registry.Registry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.SeedSet;
import echoai.link1.session.SpeakerSet;
import org.junit.jupiter.api.Test;

/** E8 by air: its arms, its rooms, and the seeds it may run. */
class E8AirTest {
    @Test
    void everySetSpeaksTogetherAndTheMixedOnesAlsoInTheAdversarialOrder() {
        assertThat(E8Air.armNames()).hasSize(5 * 3 + 3 * 2).doesNotHaveDuplicates()
                .startsWith("air:H:trust", "air:H:notrust", "air:H:known")
                .contains("air:H+L:notrust:adversarial", "air:H+L+L:trust:adversarial",
                        "air:L:known")
                .doesNotContain("air:H:trust:adversarial", "air:H+L:known:adversarial");
    }

    @Test
    void eachSetSpeaksInE7sNearRoomOfThatManyVeteransWithProfileR() {
        assertThat(E8Air.setup(SpeakerSet.H_L_L).armName("claims"))
                .isEqualTo("claims:r:near:3:csma");
        assertThat(E8Air.setup(SpeakerSet.H).armName("claims"))
                .isEqualTo("claims:r:near:1:csma");
    }

    @Test
    void theEvalSeedsWaitForTheRegistration() {
        Registry.checkSeeds(new E8Air(), SeedSet.EVAL);
        assertThatThrownBy(() -> Registry.checkSeeds(new E8Air(), SeedSet.parse("15-1000")))
                .hasMessageContaining("1000-1063");
        Registry.checkSeeds(new E8Air(), SeedSet.DEV);
    }
}
