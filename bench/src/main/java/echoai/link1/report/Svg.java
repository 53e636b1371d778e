package echoai.link1.report;

import java.util.List;
import java.util.Locale;

/**
 * The {@link Chart}s of the section model as SVG written by hand: a line chart (linear or
 * logarithmic y) and a grouped bar chart, inline in the page or as a standalone file for the
 * Markdown. No label is drawn inside the plot, where it could print over a line: the series and
 * the dashed guides (thresholds, reference lines) are named in the {@link Legend} beside it, and
 * lines that coincide (every PER 0, say) are drawn dashed between each other
 * ({@link Coincident}), the legend saying "all 0" or which line they follow. Written here rather than by XChart's SVG export because that export draws every glyph as
 * a path (about 80 kB a chart) and names clip paths by identity hash; this one is small, its text
 * stays text, it takes the page's CSS and it is the same bytes on every machine (coordinates to
 * one decimal with {@link Locale#ROOT}).
 */
public final class Svg {
    public static final String[] PALETTE = {"#2f6fb3", "#d9822b", "#3a9a5b", "#c0392b", "#7d5ba6",
        "#8c6d31", "#d36ba6", "#5f6b76"};
    public static final String GOOD = "#3a9a5b";
    public static final String BAD = "#c0392b";
    public static final String NEUTRAL = "#9aa5b1";

    private static final int W = ChartFrame.W;
    private static final int LEFT = ChartFrame.LEFT;

    private Svg() {
    }

    /** The chart as an inline SVG element (styled by the page's CSS). */
    public static String inline(Chart chart) {
        return draw(chart, false);
    }

    /**
     * The chart as a standalone SVG file: the same drawing with its own stylesheet (an image
     * referenced from Markdown sees no page CSS).
     */
    public static String standalone(Chart chart) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + draw(chart, true);
    }

    private static String draw(Chart chart, boolean standalone) {
        if (chart instanceof Chart.Lines l) {
            return lines(l, standalone);
        }
        if (chart instanceof Chart.Timeline t) {
            return TimelineSvg.draw(t, open(t.title(), standalone));
        }
        return bars((Chart.Bars) chart, standalone);
    }

    private static String lines(Chart.Lines c, boolean standalone) {
        double xMin = Double.POSITIVE_INFINITY;
        double xMax = Double.NEGATIVE_INFINITY;
        for (Chart.Series s : c.series()) {
            for (Chart.Point p : s.points()) {
                xMin = Math.min(xMin, p.x());
                xMax = Math.max(xMax, p.x());
            }
        }
        for (Chart.Guide g : c.guides()) {
            if (g.vertical()) {
                xMin = Math.min(xMin, g.at());
                xMax = Math.max(xMax, g.at());
            }
        }
        if (!(xMax > xMin)) {
            xMin = Double.isFinite(xMin) ? xMin - 1 : 0;
            xMax = Double.isFinite(xMax) ? xMax + 1 : 1;
        }
        ChartFrame f = new ChartFrame(xMin, xMax, c.yMin(), c.yMax(), c.logY());
        StringBuilder b = open(c.title(), standalone);
        f.axes(b, c.xLabel(), c.yLabel());
        Legend legend = new Legend();
        for (int i = 0; i < c.guides().size(); i++) {
            f.guide(b, c.guides().get(i));
        }
        Coincident same = Coincident.of(c.series());
        for (int i = 0; i < c.series().size(); i++) {
            Chart.Series s = c.series().get(i);
            String color = PALETTE[i % PALETTE.length];
            line(b, f, s, color, c.logY(), same, i);
            legend.add(s.name(), color, false, same.note(c.series(), i));
        }
        for (Chart.Guide g : c.guides()) {
            legend.add(g.label(), g.color(), true, "");
        }
        legend.draw(b);
        return b.append("</svg>\n").toString();
    }

    /**
     * One series: its line, intervals and markers. A line that coincides with earlier ones is
     * drawn dashed, its dashes between theirs, and its markers smaller, so every colour shows.
     */
    private static void line(StringBuilder b, ChartFrame f, Chart.Series s, String color,
            boolean logY, Coincident same, int index) {
        StringBuilder path = new StringBuilder();
        for (Chart.Point p : s.points()) {
            if (!Double.isNaN(p.y())) {
                path.append(path.length() == 0 ? "M" : " L").append(f.px(p.x())).append(',')
                        .append(f.py(p.y()));
            }
        }
        int members = same.members(index);
        int rank = same.rank(index);
        b.append("<path class=\"line\" stroke=\"").append(color).append('"');
        if (members > 1) {
            b.append(" stroke-dasharray=\"").append(Coincident.DASH_PX).append(' ')
                    .append(Coincident.DASH_PX * (members - 1)).append("\" stroke-dashoffset=\"")
                    .append(-Coincident.DASH_PX * rank).append('"');
        }
        b.append(" d=\"").append(path).append("\"/>\n");
        for (Chart.Whisker w : s.whiskers()) {
            whisker(b, f, w, color, s.name());
        }
        String radius = fmt(3.5 + 1.5 * (members - 1 - rank));
        for (Chart.Point p : s.points()) {
            if (Double.isNaN(p.y())) {
                continue;
            }
            boolean floor = logY && p.y() <= 0;
            b.append("<circle cx=\"").append(f.px(p.x())).append("\" cy=\"").append(f.py(p.y()))
                    .append("\" r=\"").append(radius).append("\" fill=\"")
                    .append(floor ? "#fff" : color)
                    .append("\" stroke=\"").append(color).append("\"><title>")
                    .append(Html.esc(s.name() + ": x=" + num(p.x()) + ", y=" + num(p.y())))
                    .append("</title></circle>\n");
        }
    }

    /** An interval: a vertical bar from low to high with 8-px caps, in the line's colour. */
    private static void whisker(StringBuilder b, ChartFrame f, Chart.Whisker w, String color,
            String name) {
        double x = f.pxValue(w.x());
        String lo = f.py(w.low());
        String hi = f.py(w.high());
        b.append("<path class=\"whisker\" stroke-width=\"1.4\" stroke=\"").append(color)
                .append("\" fill=\"none\" d=\"M")
                .append(fmt(x)).append(',').append(lo).append(" L").append(fmt(x)).append(',')
                .append(hi).append(" M").append(fmt(x - 4)).append(',').append(lo).append(" L")
                .append(fmt(x + 4)).append(',').append(lo).append(" M").append(fmt(x - 4))
                .append(',').append(hi).append(" L").append(fmt(x + 4)).append(',').append(hi)
                .append("\"><title>").append(Html.esc(name + ": x=" + num(w.x()) + ", 95 % "
                + num(w.low()) + "–" + num(w.high()))).append("</title></path>\n");
    }

    private static String bars(Chart.Bars c, boolean standalone) {
        double lo = 0;
        double hi = 0;
        for (Chart.BarSeries s : c.series()) {
            for (double v : s.values()) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        if (hi == lo) {
            hi = lo + 1;
        }
        if (c.series().size() == 1) {
            // room above the tallest bar for its value, below the title
            hi += (hi - lo) * 0.1;
        }
        double step = niceStep(hi - lo, 6);
        List<String> cats = c.categories();
        ChartFrame f = new ChartFrame(-0.5, cats.size() - 0.5, Math.floor(lo / step) * step,
                Math.ceil(hi / step) * step, false);
        StringBuilder b = open(c.title(), standalone);
        f.axesCategories(b, c.xLabel(), c.yLabel(), cats);
        int n = c.series().size();
        double slot = (f.pxValue(1) - f.pxValue(0)) * 0.8 / Math.max(1, n);
        Legend legend = new Legend();
        for (int i = 0; i < n; i++) {
            barSeries(b, f, c, i, slot);
            if (n > 1) {
                legend.add(c.series().get(i).name(), PALETTE[i % PALETTE.length], false, "");
            }
        }
        legend.draw(b);
        return b.append("</svg>\n").toString();
    }

    /** The bars of series {@code i}, each {@code slot} wide; valued on top when alone. */
    private static void barSeries(StringBuilder b, ChartFrame f, Chart.Bars c, int i,
            double slot) {
        Chart.BarSeries s = c.series().get(i);
        int n = c.series().size();
        List<String> cats = c.categories();
        for (int k = 0; k < cats.size() && k < s.values().size(); k++) {
            double v = s.values().get(k);
            double x0 = f.pxValue(k) - slot * n / 2 + slot * i;
            double y0 = f.pyValue(Math.max(0, v));
            double y1 = f.pyValue(Math.min(0, v));
            b.append("<rect x=\"").append(fmt(x0 + 1)).append("\" y=\"").append(fmt(y0))
                    .append("\" width=\"").append(fmt(Math.max(1, slot - 2)))
                    .append("\" height=\"").append(fmt(Math.max(0, y1 - y0)))
                    .append("\" fill=\"").append(s.colors().isEmpty()
                            ? PALETTE[i % PALETTE.length] : s.colors().get(k)).append("\"><title>")
                    .append(Html.esc(s.name() + " " + cats.get(k) + ": " + num(v)))
                    .append("</title></rect>\n");
            if (n == 1) {
                b.append("<text class=\"tl\" x=\"").append(fmt(x0 + slot / 2))
                        .append("\" y=\"").append(fmt(Math.min(y0, y1) - 4))
                        .append("\" text-anchor=\"middle\">").append(num(v)).append("</text>\n");
            }
        }
    }

    public static StringBuilder open(String title, boolean standalone) {
        StringBuilder b = new StringBuilder(8192);
        b.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ")
                .append(W).append(' ').append(ChartFrame.H).append("\" role=\"img\" aria-label=\"")
                .append(Html.esc(title)).append("\">\n");
        if (standalone) {
            b.append("<style>").append(Style.SVG).append("</style>\n<rect width=\"100%\" ")
                    .append("height=\"100%\" fill=\"#fff\"/>\n");
        }
        b.append("<text class=\"title\" x=\"").append(LEFT)
                .append("\" y=\"20\">").append(Html.esc(title)).append("</text>\n");
        return b;
    }

    /** A step of 1, 2 or 5 × 10^k giving about {@code ticks} ticks over {@code span}. */
    public static double niceStep(double span, int ticks) {
        double raw = span / ticks;
        double mag = StrictMath.pow(10, StrictMath.floor(StrictMath.log10(raw)));
        double norm = raw / mag;
        double nice = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10;
        return nice * mag;
    }

    public static String fmt(double v) {
        String s = String.format(Locale.ROOT, "%.1f", v);
        return s.equals("-0.0") ? "0.0" : s;
    }

    /** A number as a person writes it: no trailing ".0", up to 4 decimals. */
    public static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.4f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
