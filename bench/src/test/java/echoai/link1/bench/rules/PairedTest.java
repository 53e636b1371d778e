package echoai.link1.bench.rules;

import static org.assertj.core.api.Assertions.assertThat;

import echoai.link1.session.WorldResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Paired counts over hand-made rows: by seed, unpaired seeds left out. */
class PairedTest {
    private static WorldResult row(long seed, String arm, int harm, int postcards) {
        return new WorldResult(seed, arm, harm, 0, 0, 0, 1, 0, postcards, 0, 0, 0, 0, 0, 0, 0, 0,
                true, 0, 256, 256, 1, 1, "d");
    }

    @Test
    void differencesAreCountedBySeed() {
        List<WorldResult> t = List.of(row(2, "T", 1, 5), row(1, "T", 3, 5), row(3, "T", 0, 5));
        List<WorldResult> s = List.of(row(1, "S", 3, 0), row(2, "S", 2, 0), row(3, "S", 3, 0),
                row(4, "S", 9, 0));
        // seeds 1..3 pair up: T - S is 0, -1, -3 (S - T is 0, +1, +3); seed 4 has no partner
        assertThat(Paired.stats(t, s, Paired.HARM)).isEqualTo(new Paired.Stats(3, 2, 1, 0, 3));
        assertThat(Paired.differences(t, s, Paired.HARM).keySet()).containsExactly(1L, 2L, 3L);
        assertThat(Paired.stats(s, t, Paired.HARM)).isEqualTo(new Paired.Stats(3, 0, 1, 2, 2));
        assertThat(Paired.stats(t, s, Paired.POSTCARDS).more()).isEqualTo(3);
        assertThat(Paired.sameSeeds(t, s)).isFalse();
        assertThat(Paired.sameSeeds(t, t)).isTrue();
    }
}
