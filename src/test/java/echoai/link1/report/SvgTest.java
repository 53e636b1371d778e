package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SvgTest {
    @Test
    void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        assertThat(Svg.niceStep(100, 6)).isEqualTo(20);
        assertThat(Svg.niceStep(35, 8)).isEqualTo(5);
        assertThat(Svg.niceStep(1, 6)).isEqualTo(0.2, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(Svg.niceStep(7, 6)).isEqualTo(2);
    }

    @Test
    void numbersAreWrittenAsPeopleWriteThem() {
        assertThat(Svg.num(3.0)).isEqualTo("3");
        assertThat(Svg.num(-5)).isEqualTo("-5");
        assertThat(Svg.num(0.25)).isEqualTo("0.25");
        assertThat(Svg.num(1.0 / 3)).isEqualTo("0.3333");
        assertThat(Svg.fmt(-0.0001)).isEqualTo("0.0");
    }

    @Test
    void onALogAxisZeroSitsOnTheBottomAsAHollowMarker() {
        String svg = Svg.lines("t", "x", "y", List.of(new Svg.Series("s", new double[] {0, 1},
                new double[] {0, 10})), true, 0.1, 100, List.of());
        assertThat(svg).contains("fill=\"#fff\"").contains(">0</text>").contains(">100</text>");
        assertThat(svg).contains("<title>s: x=0, y=0</title>").contains("<title>s: x=1, y=10</title>");
        assertThat(svg).doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void barsBelowZeroHangDownFromTheAxis() {
        String svg = Svg.bars("t", "x", "y", List.of("a", "b"),
                List.of(new Svg.Bars("d", new double[] {-2, 3}, new String[] {"#111", "#222"})));
        assertThat(svg).contains("fill=\"#111\"").contains("fill=\"#222\"").contains(">-2</text>");
        assertThat(svg).doesNotContain("height=\"-");
    }
}
