package echoai.link1.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.speech.Claim;
import echoai.nexus0.Agent;
import echoai.nexus0.RingWorld;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Several veterans in one world (docs/spec/E7.md, "Several veterans"). */
class RoomVeteransTest {
    @Test
    void veteranZeroIsAAndTheOthersStartAQuarterRingApartWithTheirOwnIds() {
        RingWorld w = RingWorld.world(0);
        Veteran a = Veteran.of(w, 0);
        assertThat(a.id()).isEqualTo(Veteran.ID);
        assertThat(a.digest()).isEqualTo(new Veteran(w).digest())
                .isEqualTo("1f82ee6a56f0b6d981dd0aa5275f68e047051940d8d25b9039fbc4ad0864f176");
        Set<String> digests = new HashSet<>();
        for (int j = 0; j < 4; j++) {
            Veteran v = Veteran.of(w, j);
            assertThat(v.id()).isEqualTo(j == 0 ? 1 : 2 + j);
            assertThat(v.view().cam(0)).isEqualTo(w.observe(8 * j));
            for (Claim c : v.claims()) {
                assertThat(c.speaker()).isEqualTo(v.id());
            }
            digests.add(v.digest());
        }
        assertThat(digests).as("four different lives").hasSize(4);
        assertThatThrownBy(() -> Veteran.of(w, 254)).hasMessageContaining("j must be");
        assertThatThrownBy(() -> Agent.startingAt(w, 32)).hasMessageContaining("startCell");
    }
}
