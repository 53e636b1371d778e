package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TreeTest {
    enum Colour { RED;
        @Override
        public String toString() {
            return "red";
        }
    }

    record Inner(BigDecimal perRatio, Optional<Integer> maybe) {
    }

    record Outer(int firstVisitHarm, boolean replayMatches, Colour colour, List<Inner> points,
            Map<String, Long> byKey) {
    }

    @Test
    void aRecordBecomesATreeWithSnakeCaseKeysInComponentOrder() {
        Map<String, Long> byKey = new LinkedHashMap<>();
        byKey.put("CRC_MISMATCH", 3L);
        byKey.put("BAD_LENGTH", 1L);
        Tree t = Tree.of(new Outer(2, true, Colour.RED,
                List.of(new Inner(new BigDecimal("0.0100"), Optional.empty())), byKey));
        Tree.Obj o = (Tree.Obj) t;
        assertThat(o.members()).extracting(Tree.Member::key).containsExactly("first_visit_harm",
                "replay_matches", "colour", "points", "by_key");
        assertThat(o.members().get(0).value()).isEqualTo(new Tree.Leaf("2", Tree.Kind.NUMBER));
        assertThat(o.members().get(1).value()).isEqualTo(new Tree.Leaf("true", Tree.Kind.BOOLEAN));
        assertThat(o.members().get(2).value()).isEqualTo(new Tree.Leaf("red", Tree.Kind.STRING));
        Tree.Obj inner = (Tree.Obj) ((Tree.Arr) o.members().get(3).value()).items().get(0);
        assertThat(inner.members().get(0).value()).isEqualTo(new Tree.Leaf("0.0100",
                Tree.Kind.NUMBER));
        assertThat(inner.members().get(1).value()).isEqualTo(Tree.NULL);
        assertThat(((Tree.Obj) o.members().get(4).value()).members()).extracting(Tree.Member::key)
                .containsExactly("CRC_MISMATCH", "BAD_LENGTH");
    }

    @Test
    void camelCaseBecomesSnakeCase() {
        assertThat(Tree.snake("firstVisitHarm")).isEqualTo("first_visit_harm");
        assertThat(Tree.snake("a10")).isEqualTo("a10");
        assertThat(Tree.snake("seed")).isEqualTo("seed");
        assertThat(Tree.snake("drawsWithALoss")).isEqualTo("draws_with_aloss");
        assertThat(Tree.snake("harmWithinOneOfT")).isEqualTo("harm_within_one_of_t");
    }
}
