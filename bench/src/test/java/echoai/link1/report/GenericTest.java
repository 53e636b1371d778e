package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GenericTest {
    record Point(String room, int k, BigDecimal per) {
    }

    record Check(String verdict, boolean holds) {
    }

    record Doc(int schemaVersion, String experiment, String title, String seedSet, int trials,
            List<Point> points, Map<String, Check> checks, Check single) {
    }

    private static Doc doc() {
        return new Doc(1, "E9", "a title", "dev", 7,
                List.of(new Point("dry", 1, new BigDecimal("0.0100")),
                        new Point("echo", 2, new BigDecimal("0.5000"))),
                Map.of("a", new Check("green", true)), new Check("red", false));
    }

    @Test
    void scalarsBecomeKeyValuesAndArraysOfObjectsTablesWithoutTheHead() {
        List<Block> blocks = Generic.blocks(Tree.of(doc()));
        assertThat(blocks.get(0)).isEqualTo(new Block.KeyValues("", List.of(
                new Block.Entry("trials", Text.plain("7")))));
        Block.Table points = (Block.Table) blocks.get(1);
        assertThat(points.title()).isEqualTo("points");
        assertThat(points.header()).containsExactly("room", "k", "per");
        assertThat(points.rows().get(0)).containsExactly(Text.plain("dry"), Text.plain("1"),
                Text.plain("0.0100"));
        assertThat(blocks).noneMatch(b -> b.toString().contains("a title"));
    }

    @Test
    void verdictsAreBadgesAndBooleansChecks() {
        List<Block> blocks = Generic.blocks(Tree.of(doc()));
        assertThat(blocks).contains(new Block.KeyValues("single", List.of(
                new Block.Entry("verdict", Text.verdict("red")),
                new Block.Entry("holds", Text.check(false, "false")))));
    }

    @Test
    void anObjectOfFlatObjectsIsOneTableWithARowPerMember() {
        Tree t = Tree.of(Map.of("x", new Point("dry", 1, BigDecimal.ONE)));
        Tree two = new Tree.Obj(List.of(new Tree.Member("a", Tree.of(new Point("dry", 1,
                BigDecimal.ONE))), new Tree.Member("b", Tree.of(new Point("echo", 2,
                BigDecimal.TEN)))));
        Block.Table table = (Block.Table) Generic.blocks(two).get(0);
        assertThat(table.header()).containsExactly("", "room", "k", "per");
        assertThat(table.rows()).hasSize(2);
        assertThat(Generic.blocks(t)).isNotEmpty();
    }

    @Test
    void scalarsKeepTheirWrittenScaleAndNullIsADash() {
        assertThat(Generic.scalar(Tree.of(new BigDecimal("0.0100")))).isEqualTo("0.0100");
        assertThat(Generic.scalar(Tree.NULL)).isEqualTo("—");
        assertThat(Generic.scalar(Tree.of(List.of(1, 2)))).isEqualTo("[1, 2]");
    }
}
