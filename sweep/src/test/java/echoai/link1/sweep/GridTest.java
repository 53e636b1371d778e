package echoai.link1.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import echoai.link1.bench.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The grid file: keys, arm order, seed ranges, blocks. */
class GridTest {
    private static Grid parse(String json) {
        return Grid.parse(Json.parse(json, com.fasterxml.jackson.databind.JsonNode.class));
    }

    @Test
    void armsTakeTheRegisteredOrderAndBlocksCoverTheSeeds() {
        Grid g = parse("{\"name\":\"g\",\"arms\":[\"E5\",\"T\",\"S\"],"
                + "\"seeds\":{\"from\":100000,\"to\":100009},\"block_size\":4}");
        assertThat(g.arms()).containsExactly("S", "T", "E5");
        assertThat(g.blocks()).containsExactly(new SeedBlock(100000, 100003),
                new SeedBlock(100004, 100007), new SeedBlock(100008, 100009));
        assertThat(g.worlds()).isEqualTo(10);
        assertThat(g.seedSet().label()).isEqualTo("100000-100009");
        assertThat(Grid.parse(g.toTree())).isEqualTo(g);
        assertThat(new BlockWork(g.arms()).files()).containsExactly("S", "T", "E5",
                BlockWork.UNDERSTANDING);
    }

    @Test
    void theEvalSeedsAreNamedAsTheBenchNamesThem() {
        assertThat(new Grid("e", List.of("T"), 1000, 1063, 8).seedSet().label()).isEqualTo("eval");
        assertThat(new BlockWork(List.of("E5")).files()).containsExactly("E5");
    }

    @Test
    void seedsOutsideTheDeclaredRangesAreRefused() {
        assertThatThrownBy(() -> new Grid("g", List.of("T"), 16, 20, 4))
                .hasMessageContaining("declared sweep range 100000-109999");
        assertThatThrownBy(() -> new Grid("g", List.of("T"), 1000, 1010, 4))
                .hasMessageContaining("exactly eval");
        assertThatThrownBy(() -> new Grid("g", List.of("T"), 109990, 110000, 4))
                .hasMessageContaining("109990-110000");
        assertThatThrownBy(() -> new Grid("g", List.of("T"), 5, 4, 4))
                .hasMessageContaining("ascending");
    }

    @Test
    void badFilesSayWhatIsWrong() {
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"T\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":4,\"rooms\":[]}")).hasMessageContaining("rooms");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"Q\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":4}")).hasMessageContaining("arms must be among");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"T\",\"T\"],\"seeds\":"
                + "{\"from\":0,\"to\":3},\"block_size\":4}")).hasMessageContaining("repeat");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"T\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":0}")).hasMessageContaining("block_size");
        assertThatThrownBy(() -> parse("{\"name\":\"g\",\"arms\":[\"T\"],\"seeds\":{\"from\":0.5,"
                + "\"to\":3},\"block_size\":4}")).hasMessageContaining("from must be an integer");
        assertThatThrownBy(() -> parse("{\"name\":\"a/b\",\"arms\":[\"T\"],\"seeds\":{\"from\":0,"
                + "\"to\":3},\"block_size\":4}")).hasMessageContaining("name must be");
        assertThatThrownBy(() -> parse("{\"arms\":[\"T\"]}")).hasMessageContaining("'seeds'");
    }
}
