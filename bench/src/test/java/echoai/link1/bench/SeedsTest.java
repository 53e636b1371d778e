package echoai.link1.bench;

import echoai.link1.session.Seeds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SeedsTest {
    @Test
    void mixIsPinned() {
        // E0's seed, as written in lab/link1/E0.json: changing mix or stream changes every run
        assertThat(Seeds.mix(1000, Seeds.stream("E0"))).isEqualTo(0xae4a2817b853e4fdL);
        assertThat(Seeds.stream("")).isEqualTo(0xcbf29ce484222325L);
        assertThat(Seeds.mix(1000, 1)).isNotEqualTo(Seeds.mix(1000, 2));
        assertThat(Seeds.mix(1000, 1)).isNotEqualTo(Seeds.mix(1001, 1));
    }

    @Test
    void seedSets() {
        assertThat(SeedSet.parse("eval").seeds()).hasSize(64).startsWith(1000).endsWith(1063);
        assertThat(SeedSet.parse("dev").seeds()).hasSize(16).startsWith(0).endsWith(15);
        assertThat(SeedSet.parse("3-5").seeds()).containsExactly(3, 4, 5);
        assertThat(SeedSet.parse("7").seeds()).containsExactly(7);
        assertThat(SeedSet.parse("1000-1063").isEval()).isTrue();
        assertThatThrownBy(() -> SeedSet.parse("5-3")).hasMessageContaining("ascending");
        assertThatThrownBy(() -> SeedSet.parse("x")).hasMessageContaining("seeds must be");
        assertThatThrownBy(() -> SeedSet.parse("-2")).hasMessageContaining("non-negative");
    }
}
