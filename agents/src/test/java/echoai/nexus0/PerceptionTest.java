package echoai.nexus0;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.wsp.Postcard;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * E9's family of perception differences: its size, its identity (the v1 encoder, so every v1
 * world is unchanged), that every member is a bijection on a world's observations, the
 * permutation table, and that a perceived world differs from A's only in what is observed.
 */
class PerceptionTest {
    @Test
    void theFamilyHasMoreThanAMillionMembersAndTheLandmarkMapAloneDoes() {
        assertThat(Perception.MEMBERS).isEqualTo(1_610_612_736L);
        assertThat((long) Perception.ROTATIONS * Perception.KEYS).isEqualTo(1L << 20)
                .isGreaterThanOrEqualTo(1_000_000L);
    }

    @Test
    void theIdentityIsTheV1Encoder() {
        for (long seed = 0; seed < 16; seed++) {
            RingWorld v1 = RingWorld.world(seed);
            RingWorld same = v1.perceivedBy(Perception.IDENTITY);
            for (int cell = 0; cell < RingWorld.CELLS; cell++) {
                assertThat(same.observe(cell)).isEqualTo(v1.observe(cell));
                assertThat(Perception.IDENTITY.apply(v1.observe(cell))).isEqualTo(v1.observe(cell));
            }
        }
        assertThat(RingWorld.world(0).perception().isIdentity()).isTrue();
    }

    @Test
    void permutationsAreTheTwentyFourInLexicographicOrder() {
        assertThat(Perception.permutation(0)).containsExactly(0, 1, 2, 3);
        assertThat(Perception.permutation(1)).containsExactly(0, 1, 3, 2);
        assertThat(Perception.permutation(23)).containsExactly(3, 2, 1, 0);
        Set<String> all = new HashSet<>();
        for (int i = 0; i < Perception.PERMUTATIONS; i++) {
            int[] p = Perception.permutation(i);
            assertThat(p).containsExactlyInAnyOrder(0, 1, 2, 3);
            all.add(java.util.Arrays.toString(p));
        }
        assertThat(all).hasSize(24);
    }

    @Test
    void aMemberIsABijectionAndChangesOnlyWhatIsObserved() {
        Perception m = new Perception(5, 0xBEEF, 17, 0b101101);
        RingWorld a = RingWorld.world(3);
        RingWorld b = a.perceivedBy(m);
        Set<Postcard> seen = new HashSet<>();
        Set<Integer> referents = new HashSet<>();
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            assertThat(b.kind(cell)).isEqualTo(a.kind(cell));
            assertThat(b.landmark(cell)).isEqualTo(a.landmark(cell));
            Postcard o = b.observe(cell);
            assertThat(o).isEqualTo(m.apply(a.observe(cell)));
            assertThat(o.referent()).isEqualTo(Perception.rotl16(a.landmark(cell), 5) ^ 0xBEEF);
            assertThat(o.dst()).isEqualTo(a.observe(cell).dst());
            assertThat(o.e().v()).isEqualTo(-a.observe(cell).e().v());
            assertThat(o.e().a()).isEqualTo(a.observe(cell).e().a());
            seen.add(o);
            referents.add(b.referent(cell));
        }
        assertThat(seen).hasSize(RingWorld.CELLS);
        assertThat(b.perception()).isEqualTo(m);
        assertThat(referents).doesNotContainAnyElementsOf(java.util.stream.IntStream
                .range(0, RingWorld.CELLS).map(a::referent).boxed().toList());
    }

    @Test
    void relationAtomsArePermutedAsDeclared() {
        // permutation 23 is 3 2 1 0: OBSERVAR <-> CAMBIAR, TEMER <-> DESEAR
        Perception m = new Perception(0, 0, 23, 0);
        RingWorld a = RingWorld.world(0);
        RingWorld b = a.perceivedBy(m);
        for (int cell = 0; cell < RingWorld.CELLS; cell++) {
            int i = Perception.RELATIONS.indexOf(a.observe(cell).rel());
            assertThat(b.observe(cell).rel()).isEqualTo(Perception.RELATIONS.get(3 - i));
        }
    }

    @Test
    void aDrawIsDeterministicAndInRange() {
        assertThat(Perception.draw(42)).isEqualTo(Perception.draw(42));
        assertThat(Perception.draw(42)).isNotEqualTo(Perception.draw(43));
        assertThat(Perception.rotl16(0x8001, 1)).isEqualTo(0x0003);
        assertThat(Perception.rotl16(0x1234, 0)).isEqualTo(0x1234);
        assertThatThrownBy(() -> new Perception(16, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rotation");
        assertThatThrownBy(() -> new Perception(0, 0, 0, 64))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signFlips");
    }
}
