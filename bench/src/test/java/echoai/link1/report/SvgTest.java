package echoai.link1.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

class SvgTest {
    private static Chart.Lines perChart(boolean logY) {
        return new Chart.Lines("t", "x", "y", List.of(new Chart.Series("s", List.of(
                new Chart.Point(0, 0), new Chart.Point(1, 10)))), logY, logY ? 0.1 : 0, 100,
                List.of(new Chart.Guide(false, 1.0, "PER 1 %", "#c0392b")));
    }

    @Test
    void niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        assertThat(Svg.niceStep(100, 6)).isEqualTo(20);
        assertThat(Svg.niceStep(35, 8)).isEqualTo(5);
        assertThat(Svg.niceStep(1, 6)).isEqualTo(0.2, Offset.offset(1e-12));
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
        String svg = Svg.inline(perChart(true));
        assertThat(svg).contains("fill=\"#fff\"").contains(">0</text>").contains(">100</text>");
        assertThat(svg).contains("<title>s: x=0, y=0</title>").contains("<title>s: x=1, y=10</title>");
        assertThat(svg).contains(">PER 1 %</text>");
        assertThat(svg).doesNotContain("NaN").doesNotContain("Infinity");
        assertThat(Svg.inline(perChart(false))).doesNotContain("fill=\"#fff\"");
    }

    @Test
    void barsBelowZeroHangDownFromTheAxis() {
        String svg = Svg.inline(new Chart.Bars("t", "x", "y", List.of("a", "b"),
                List.of(new Chart.BarSeries("d", List.of(-2.0, 3.0), List.of("#111", "#222")))));
        assertThat(svg).contains("fill=\"#111\"").contains("fill=\"#222\"").contains(">-2</text>");
        assertThat(svg).doesNotContain("height=\"-");
    }

    @Test
    void aStandaloneFileCarriesItsOwnStyleAndTheInlineOneDoesNot() {
        String file = Svg.standalone(perChart(true));
        assertThat(file).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ")
                .contains("<style>svg.chart").endsWith("</svg>\n");
        assertThat(Svg.inline(perChart(true))).startsWith("<svg ").doesNotContain("<style>");
    }

    @Test
    void aChartWithoutPointsStillDrawsAFrame() {
        String svg = Svg.inline(new Chart.Lines("empty", "x", "y", List.of(), false, 0, 1,
                List.of()));
        assertThat(svg).contains("aria-label=\"empty\"").doesNotContain("NaN")
                .doesNotContain("Infinity");
    }

    @Test
    void badRangesAndColoursAreRefused() {
        assertThatThrownBy(() -> new Chart.Lines("t", "x", "y", List.of(), true, 0, 100,
                List.of())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0.0..100.0");
        assertThatThrownBy(() -> new Chart.BarSeries("d", List.of(1.0, 2.0), List.of("#111")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("colors");
    }

    @Test
    void coincidentLinesAreDashedBetweenEachOtherAndTheLegendSaysAllZero() {
        List<Chart.Point> zeros = List.of(new Chart.Point(0, 0), new Chart.Point(1, 0));
        List<Chart.Point> rising = List.of(new Chart.Point(0, 1), new Chart.Point(1, 2));
        String svg = Svg.inline(new Chart.Lines("t", "x", "y", List.of(
                new Chart.Series("a", zeros), new Chart.Series("b", zeros),
                new Chart.Series("c", rising), new Chart.Series("d", rising),
                new Chart.Series("e", zeros)), false, 0, 3, List.of()));
        assertThat(count(svg, "stroke-dasharray=\"7 14\"")).as("a, b, e: one group of 3")
                .isEqualTo(3);
        assertThat(svg).contains("stroke-dashoffset=\"0\"").contains("stroke-dashoffset=\"-7\"")
                .contains("stroke-dashoffset=\"-14\"");
        assertThat(count(svg, "stroke-dasharray=\"7 7\"")).as("c, d: a group of 2").isEqualTo(2);
        assertThat(count(svg, ">all 0</text>")).isEqualTo(3);
        assertThat(svg).contains(">same as c</text>");
        assertThat(Coincident.of(List.of(new Chart.Series("a", zeros),
                new Chart.Series("b", rising))).members(1)).isEqualTo(1);
    }

    @Test
    void guideLabelsAreInTheLegendNotInThePlot() {
        Chart.Lines c = new Chart.Lines("t", "x", "y", List.of(new Chart.Series("s", List.of(
                new Chart.Point(0, 0), new Chart.Point(1, 10)))), false, 0, 20, List.of(
                new Chart.Guide(true, 0.5, "dry K=1: -13 dB", "#111"),
                new Chart.Guide(false, 1.0, "PER 1 %", "#c0392b")));
        String svg = Svg.inline(c);
        int legendX = ChartFrame.W - ChartFrame.RIGHT + 12 + 18;
        assertThat(svg).contains("x=\"" + legendX + "\" y=\"").contains(">PER 1 %</text>")
                .contains(">dry K=1: -13 dB</text>").contains("<title>PER 1 %</title></line>");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                "<text class=\"([a-z ]+)\" x=\"([0-9.]+)\"[^>]*>(PER 1 %|dry K=1: -13 dB)</text>")
                .matcher(svg);
        int labels = 0;
        while (m.find()) {
            assertThat(m.group(1)).isEqualTo("legend");
            assertThat(m.group(2)).isEqualTo(Integer.toString(legendX));
            labels++;
        }
        assertThat(labels).isEqualTo(2);
    }

    @Test
    void aLongLegendComesCloserTogetherAndEndsAboveTheBottom() {
        List<Chart.Series> many = new java.util.ArrayList<>();
        for (int i = 0; i < 16; i++) {
            many.add(new Chart.Series("series " + i, List.of(new Chart.Point(0, i),
                    new Chart.Point(1, 0))));
        }
        String svg = Svg.inline(new Chart.Lines("t", "x", "y", many, false, 0, 20, List.of()));
        double lastY = 0;
        for (String text : svg.split("<text class=\"legend\"")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(" y=\"([0-9.]+)\"")
                    .matcher(text);
            if (text.contains(">series ") && m.find()) {
                lastY = Math.max(lastY, Double.parseDouble(m.group(1)));
            }
        }
        assertThat(lastY).isLessThan(ChartFrame.H - 8);
    }

    private static int count(String s, String what) {
        int n = 0;
        for (int at = s.indexOf(what); at >= 0; at = s.indexOf(what, at + 1)) {
            n++;
        }
        return n;
    }
}
