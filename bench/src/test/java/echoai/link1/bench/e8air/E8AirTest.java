package echoai.link1.bench.e8air;

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
        if (!E8Air.REGISTERED) {
            assertThatThrownBy(() -> E8Air.checkSeeds(SeedSet.EVAL))
                    .hasMessageContaining("not registered");
        } else {
            E8Air.checkSeeds(SeedSet.EVAL);
        }
        assertThatThrownBy(() -> E8Air.checkSeeds(SeedSet.parse("15-1000")))
                .hasMessageContaining("1000-1063");
        E8Air.checkSeeds(SeedSet.DEV);
    }
}
