package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A table too wide for the page's column is cut into column groups, each led by the first. */
class TableWidthTest {
    private static List<List<Text>> rows(int columns) {
        List<List<Text>> rows = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            List<Text> row = new ArrayList<>();
            for (int c = 0; c < columns; c++) {
                row.add(Text.plain(c == 0 ? "living-rt0.5-1m" : "1234567.89"));
            }
            rows.add(row);
        }
        return rows;
    }

    private static List<String> header(int columns) {
        List<String> h = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            h.add("column_" + c);
        }
        return h;
    }

    @Test
    void aNarrowTableStaysWhole() {
        assertThat(TableWidth.groups(header(4), rows(4))).containsExactly(List.of(0, 1, 2, 3));
    }

    @Test
    void aWideTableIsCutIntoGroupsThatEachFitAndRepeatTheFirstColumn() {
        List<List<Integer>> groups = TableWidth.groups(header(20), rows(20));
        assertThat(groups).hasSizeGreaterThan(1);
        List<Integer> seen = new ArrayList<>();
        for (List<Integer> g : groups) {
            assertThat(g.get(0)).isZero();
            double width = 0;
            for (int c : g) {
                width += TableWidth.narrowest(header(20).get(c), rows(20).stream()
                        .map(r -> r.get(c)).toList());
            }
            assertThat(width).isLessThanOrEqualTo(TableWidth.BUDGET_PX);
            seen.addAll(g.subList(1, g.size()));
        }
        assertThat(seen).as("every other column once, in order")
                .isEqualTo(java.util.stream.IntStream.range(1, 20).boxed().toList());
    }

    @Test
    void numbersNeverBreakButWordsBeyondTheCapMay() {
        double number = TableWidth.narrowest("n", List.of(Text.plain("123456789012345678901234")));
        double path = TableWidth.narrowest("n", List.of(Text.plain(
                "lab/link1/v2/understanding-rooms.json")));
        assertThat(number).isEqualTo(24 * TableWidth.CHAR_PX + TableWidth.PADDING_PX);
        assertThat(path).isEqualTo(TableWidth.WORD_CAP * TableWidth.CHAR_PX
                + TableWidth.PADDING_PX);
    }
}
