package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Inline SVG charts written by hand: a line chart (linear or logarithmic y) and a grouped bar
 * chart. Written here rather than by XChart's SVG export because that export draws every glyph as
 * a path (about 80 kB a chart) and names clip paths by identity hash; this one is small, its text
 * stays text, it takes the page's CSS and it is the same bytes on every machine (coordinates to
 * one decimal with {@link Locale#ROOT}).
 */
final class Svg {
    static final String[] PALETTE = {"#2f6fb3", "#d9822b", "#3a9a5b", "#c0392b", "#7d5ba6",
        "#8c6d31", "#d36ba6", "#5f6b76"};
    static final String GOOD = "#3a9a5b";
    static final String BAD = "#c0392b";
    static final String NEUTRAL = "#9aa5b1";

    private static final int W = 560;
    private static final int H = 330;
    private static final int LEFT = 58;
    private static final int RIGHT = 112;
    private static final int TOP = 34;
    private static final int BOTTOM = 48;

    /** One line: points (x, y); NaN y values are skipped. */
    record Series(String name, double[] x, double[] y) {
    }

    /** A dashed guide: vertical (at x) or horizontal (at y), with a label. */
    record Guide(boolean vertical, double at, String label, String color) {
    }

    /** One bar series: a value per category, and optionally a colour per bar. */
    record Bars(String name, double[] values, String[] colors) {
    }

    private Svg() {
    }

    /**
     * A line chart. With {@code logY}, y runs over decades from {@code yMin} to {@code yMax}
     * and values ≤ 0 sit on the bottom edge as hollow markers (labelled "0").
     */
    static String lines(String title, String xLabel, String yLabel, List<Series> series,
            boolean logY, double yMin, double yMax, List<Guide> guides) {
        double xMin = Double.POSITIVE_INFINITY;
        double xMax = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            for (double x : s.x()) {
                xMin = Math.min(xMin, x);
                xMax = Math.max(xMax, x);
            }
        }
        for (Guide g : guides) {
            if (g.vertical()) {
                xMin = Math.min(xMin, g.at());
                xMax = Math.max(xMax, g.at());
            }
        }
        if (!(xMax > xMin)) {
            xMin -= 1;
            xMax += 1;
        }
        Frame f = new Frame(xMin, xMax, yMin, yMax, logY);
        StringBuilder b = open(title);
        f.axes(b, xLabel, yLabel);
        for (int i = 0; i < guides.size(); i++) {
            f.guide(b, guides.get(i), i);
        }
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            String color = PALETTE[i % PALETTE.length];
            StringBuilder path = new StringBuilder();
            for (int k = 0; k < s.x().length; k++) {
                if (Double.isNaN(s.y()[k])) {
                    continue;
                }
                path.append(path.length() == 0 ? "M" : " L").append(f.px(s.x()[k])).append(',')
                        .append(f.py(s.y()[k]));
            }
            b.append("<path class=\"line\" stroke=\"").append(color).append("\" d=\"").append(path)
                    .append("\"/>\n");
            for (int k = 0; k < s.x().length; k++) {
                if (Double.isNaN(s.y()[k])) {
                    continue;
                }
                boolean floor = logY && s.y()[k] <= 0;
                b.append("<circle cx=\"").append(f.px(s.x()[k])).append("\" cy=\"")
                        .append(f.py(s.y()[k])).append("\" r=\"3.5\" fill=\"")
                        .append(floor ? "#fff" : color).append("\" stroke=\"").append(color)
                        .append("\"><title>").append(Html.esc(s.name() + ": x=" + num(s.x()[k])
                        + ", y=" + num(s.y()[k]))).append("</title></circle>\n");
            }
            legend(b, i, s.name(), color);
        }
        return b.append("</svg>\n").toString();
    }

    /** A grouped bar chart over named categories; y from 0 (or the lowest value) up. */
    static String bars(String title, String xLabel, String yLabel, List<String> categories,
            List<Bars> series) {
        double lo = 0;
        double hi = 0;
        for (Bars s : series) {
            for (double v : s.values()) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (hi == lo) {
            hi = lo + 1;
        }
        double step = niceStep(hi - lo, 6);
        Frame f = new Frame(-0.5, categories.size() - 0.5, Math.floor(lo / step) * step,
                Math.ceil(hi / step) * step, false);
        StringBuilder b = open(title);
        f.axesCategories(b, xLabel, yLabel, categories);
        double slot = (f.pxValue(1) - f.pxValue(0)) * 0.8 / Math.max(1, series.size());
        for (int i = 0; i < series.size(); i++) {
            Bars s = series.get(i);
            String color = PALETTE[i % PALETTE.length];
            for (int c = 0; c < categories.size() && c < s.values().length; c++) {
                double x0 = f.pxValue(c) - slot * series.size() / 2 + slot * i;
                double y0 = f.pyValue(Math.max(0, s.values()[c]));
                double y1 = f.pyValue(Math.min(0, s.values()[c]));
                String fill = s.colors() != null ? s.colors()[c] : color;
                b.append("<rect x=\"").append(fmt(x0 + 1)).append("\" y=\"").append(fmt(y0))
                        .append("\" width=\"").append(fmt(Math.max(1, slot - 2)))
                        .append("\" height=\"").append(fmt(Math.max(0, y1 - y0)))
                        .append("\" fill=\"").append(fill).append("\"><title>")
                        .append(Html.esc(s.name() + " " + categories.get(c) + ": "
                                + num(s.values()[c]))).append("</title></rect>\n");
                if (series.size() == 1) {
                    b.append("<text class=\"tl\" x=\"").append(fmt(x0 + slot / 2))
                            .append("\" y=\"").append(fmt(Math.min(y0, y1) - 4))
                            .append("\" text-anchor=\"middle\">").append(num(s.values()[c]))
                            .append("</text>\n");
                }
            }
            if (series.size() > 1) {
                legend(b, i, s.name(), color);
            }
        }
        return b.append("</svg>\n").toString();
    }

    private static StringBuilder open(String title) {
        StringBuilder b = new StringBuilder(8192);
        b.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(W).append(' ').append(H).append("\" role=\"img\" aria-label=\"")
                .append(Html.esc(title)).append("\">\n<text class=\"title\" x=\"").append(LEFT)
                .append("\" y=\"20\">").append(Html.esc(title)).append("</text>\n");
        return b;
    }

    private static void legend(StringBuilder b, int i, String name, String color) {
        int x = W - RIGHT + 12;
        int y = TOP + 10 + 20 * i;
        b.append("<rect x=\"").append(x).append("\" y=\"").append(y - 8)
                .append("\" width=\"12\" height=\"12\" rx=\"2\" fill=\"").append(color)
                .append("\"/><text class=\"legend\" x=\"").append(x + 18).append("\" y=\"")
                .append(y + 2).append("\">").append(Html.esc(name)).append("</text>\n");
    }

    /** A step of 1, 2 or 5 × 10^k giving about {@code ticks} ticks over {@code span}. */
    static double niceStep(double span, int ticks) {
        double raw = span / ticks;
        double mag = StrictMath.pow(10, StrictMath.floor(StrictMath.log10(raw)));
        double norm = raw / mag;
        double nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10;
        return nice * mag;
    }

    static String fmt(double v) {
        String s = String.format(Locale.ROOT, "%.1f", v);
        return s.equals("-0.0") ? "0.0" : s;
    }

    /** A number as a person writes it: no trailing ".0", up to 4 decimals. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.4f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** The plotting area and its scales. */
    private record Frame(double xMin, double xMax, double yMin, double yMax, boolean logY) {
        String px(double x) {
            return fmt(LEFT + (x - xMin) / (xMax - xMin) * (W - LEFT - RIGHT));
        }

        double pxValue(double x) {
            return LEFT + (x - xMin) / (xMax - xMin) * (W - LEFT - RIGHT);
        }

        String py(double y) {
            return fmt(pyValue(y));
        }

        double pyValue(double y) {
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

        void axes(StringBuilder b, String xLabel, String yLabel) {
            double step = niceStep(xMax - xMin, 8);
            for (double x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
                b.append(tickX(px(x), num(x)));
            }
            for (double y : yTicks()) {
                String label = logY && y == yMin ? "0" : num(y);
                b.append(gridY(py(y), label));
            }
            labels(b, xLabel, yLabel);
        }

        void axesCategories(StringBuilder b, String xLabel, String yLabel, List<String> cats) {
            for (int c = 0; c < cats.size(); c++) {
                b.append(tickX(px(c), cats.get(c)));
            }
            for (double y : yTicks()) {
                b.append(gridY(py(y), num(y)));
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
            double step = niceStep(yMax - yMin, 6);
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

        void guide(StringBuilder b, Guide g, int index) {
            if (g.vertical()) {
                String x = px(g.at());
                b.append("<line class=\"guide\" stroke=\"").append(g.color()).append("\" x1=\"")
                        .append(x).append("\" x2=\"").append(x).append("\" y1=\"").append(TOP)
                        .append("\" y2=\"").append(H - BOTTOM).append("\"/><text class=\"gl\" x=\"")
                        .append(fmt(pxValue(g.at()) + 4)).append("\" y=\"").append(TOP + 12 + 14 * index)
                        .append("\" fill=\"").append(g.color()).append("\">")
                        .append(Html.esc(g.label())).append("</text>\n");
            } else {
                String y = py(g.at());
                b.append("<line class=\"guide\" stroke=\"").append(g.color()).append("\" x1=\"")
                        .append(LEFT).append("\" x2=\"").append(W - RIGHT).append("\" y1=\"")
                        .append(y).append("\" y2=\"").append(y).append("\"/><text class=\"gl\" x=\"")
                        .append(W - RIGHT - 4).append("\" y=\"").append(y).append("\" dy=\"-4\" fill=\"")
                        .append(g.color()).append("\" text-anchor=\"end\">")
                        .append(Html.esc(g.label())).append("</text>\n");
            }
        }
    }
}
