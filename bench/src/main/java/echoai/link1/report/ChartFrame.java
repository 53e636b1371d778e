package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The plotting area of an {@link Svg} chart and its scales: a {@value #W} × {@value #H} view box,
 * linear or logarithmic y, the axes, ticks, grid lines and guides. Coordinates are written to one
 * decimal with {@link Svg#fmt}.
 */
public record ChartFrame(double xMin, double xMax, double yMin, double yMax, boolean logY) {
    public static final int W = 560;
    public static final int H = 330;
    public static final int LEFT = 58;
    public static final int RIGHT = 112;
    public static final int TOP = 34;
    public static final int BOTTOM = 48;

    public String px(double x) {
        return Svg.fmt(LEFT + (x - xMin) / (xMax - xMin) * (W - LEFT - RIGHT));
    }

    public double pxValue(double x) {
        return LEFT + (x - xMin) / (xMax - xMin) * (W - LEFT - RIGHT);
    }

    public String py(double y) {
        return Svg.fmt(pyValue(y));
    }

    public double pyValue(double y) {
        double t;
        if (logY) {
            double v = y <= 0 ? yMin : Math.max(yMin, Math.min(yMax, y));
            double lo = StrictMath.log10(yMin);
            t = (StrictMath.log10(v) - lo) / (StrictMath.log10(yMax) - lo);
        } else {
            t = (y - yMin) / (yMax - yMin);
        }
        return H - BOTTOM - t * (H - TOP - BOTTOM);
    }

    public void axes(StringBuilder b, String xLabel, String yLabel) {
        double step = Svg.niceStep(xMax - xMin, 8);
        for (double x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
            b.append(tickX(px(x), Svg.num(x)));
        }
        for (double y : yTicks()) {
            String label = logY && y == yMin ? "0" : Svg.num(y);
            b.append(gridY(py(y), label));
        }
        labels(b, xLabel, yLabel);
    }

    public void axesCategories(StringBuilder b, String xLabel, String yLabel, List<String> cats) {
        for (int c = 0; c < cats.size(); c++) {
            b.append(tickX(px(c), cats.get(c)));
        }
        for (double y : yTicks()) {
            b.append(gridY(py(y), Svg.num(y)));
        }
        labels(b, xLabel, yLabel);
    }

    private List<Double> yTicks() {
        List<Double> ticks = new ArrayList<>();
        if (logY) {
            for (double y = yMin; y <= yMax * 1.0001; y *= 10) {
                ticks.add(y);
            }
            return ticks;
        }
        double step = Svg.niceStep(yMax - yMin, 6);
        for (double y = Math.ceil(yMin / step) * step; y <= yMax + 1e-9; y += step) {
            ticks.add(Math.abs(y) < 1e-12 ? 0 : y);
        }
        return ticks;
    }

    private String tickX(String x, String label) {
        return "<line class=\"tick\" x1=\"" + x + "\" x2=\"" + x + "\" y1=\"" + (H - BOTTOM)
                + "\" y2=\"" + (H - BOTTOM + 5) + "\"/><text class=\"tl\" x=\"" + x + "\" y=\""
                + (H - BOTTOM + 18) + "\" text-anchor=\"middle\">" + Html.esc(label) + "</text>\n";
    }

    private String gridY(String y, String label) {
        return "<line class=\"grid\" x1=\"" + LEFT + "\" x2=\"" + (W - RIGHT) + "\" y1=\"" + y
                + "\" y2=\"" + y + "\"/><text class=\"tl\" x=\"" + (LEFT - 6) + "\" y=\"" + y
                + "\" dy=\"4\" text-anchor=\"end\">" + Html.esc(label) + "</text>\n";
    }

    private void labels(StringBuilder b, String xLabel, String yLabel) {
        b.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(W - RIGHT)
                .append("\" y1=\"").append(H - BOTTOM).append("\" y2=\"").append(H - BOTTOM)
                .append("\"/>\n<text class=\"al\" x=\"").append((LEFT + W - RIGHT) / 2)
                .append("\" y=\"").append(H - 10).append("\" text-anchor=\"middle\">")
                .append(Html.esc(xLabel)).append("</text>\n<text class=\"al\" transform=\"")
                .append("translate(16 ").append((TOP + H - BOTTOM) / 2)
                .append(") rotate(-90)\" text-anchor=\"middle\">").append(Html.esc(yLabel))
                .append("</text>\n");
    }

    /** A dashed guide across the plot; its label is in the legend ({@link Legend}). */
    public void guide(StringBuilder b, Chart.Guide g) {
        if (g.vertical()) {
            String x = px(g.at());
            b.append("<line class=\"guide\" stroke=\"").append(g.color()).append("\" x1=\"")
                    .append(x).append("\" x2=\"").append(x).append("\" y1=\"").append(TOP)
                    .append("\" y2=\"").append(H - BOTTOM).append("\"><title>")
                    .append(Html.esc(g.label())).append("</title></line>\n");
        } else {
            String y = py(g.at());
            b.append("<line class=\"guide\" stroke=\"").append(g.color()).append("\" x1=\"")
                    .append(LEFT).append("\" x2=\"").append(W - RIGHT).append("\" y1=\"")
                    .append(y).append("\" y2=\"").append(y).append("\"><title>")
                    .append(Html.esc(g.label())).append("</title></line>\n");
        }
    }
}
