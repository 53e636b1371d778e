package echoai.link1.report;

import java.util.Locale;

/**
 * Draws a {@link Chart.Timeline} into an {@link Svg} chart's frame: one lane per speaker, a bar
 * per frame from its first to its last second, green when heard, red and hatched when it
 * overlapped another, grey when lost otherwise; a time axis in seconds.
 */
public final class TimelineSvg {
    private static final String HEARD = "#2e7d32";
    private static final String COLLIDED = "#c62828";
    private static final String LOST = "#9e9e9e";

    private TimelineSvg() {
    }

    public static String draw(Chart.Timeline t, StringBuilder b) {
        int left = ChartFrame.LEFT + 40;
        int right = ChartFrame.W - 16;
        int top = ChartFrame.TOP + 8;
        int bottom = ChartFrame.H - ChartFrame.BOTTOM;
        int lanes = Math.max(1, t.lanes().size());
        double laneH = (bottom - top) / (double) lanes;
        double step = Svg.niceStep(t.endS(), 8);
        for (double x = 0; x <= t.endS() + 1e-9; x += step) {
            String px = Svg.fmt(left + x / t.endS() * (right - left));
            b.append("<line class=\"grid\" x1=\"").append(px).append("\" y1=\"").append(top)
                    .append("\" x2=\"").append(px).append("\" y2=\"").append(bottom)
                    .append("\"/><text class=\"tl\" x=\"").append(px).append("\" y=\"")
                    .append(bottom + 16).append("\" text-anchor=\"middle\">").append(Svg.num(x))
                    .append("</text>\n");
        }
        b.append("<text class=\"al\" x=\"").append((left + right) / 2).append("\" y=\"")
                .append(ChartFrame.H - 10).append("\" text-anchor=\"middle\">time (s)</text>\n");
        for (int i = 0; i < t.lanes().size(); i++) {
            double y = top + laneH * i + laneH / 2;
            b.append("<text class=\"tl\" x=\"").append(left - 6).append("\" y=\"")
                    .append(Svg.fmt(y + 4)).append("\" text-anchor=\"end\">")
                    .append(Html.esc(t.lanes().get(i))).append("</text>\n");
        }
        for (Chart.Span s : t.spans()) {
            double x0 = left + s.fromS() / t.endS() * (right - left);
            double x1 = left + s.toS() / t.endS() * (right - left);
            double y = top + laneH * s.lane() + laneH * 0.2;
            String color = switch (s.fate()) {
                case HEARD -> HEARD;
                case COLLIDED -> COLLIDED;
                case LOST -> LOST;
            };
            b.append("<rect x=\"").append(Svg.fmt(x0)).append("\" y=\"").append(Svg.fmt(y))
                    .append("\" width=\"").append(Svg.fmt(Math.max(1, x1 - x0 - 0.5)))
                    .append("\" height=\"").append(Svg.fmt(laneH * 0.6)).append("\" fill=\"")
                    .append(color).append("\"><title>").append(Html.esc(t.lanes().get(s.lane())
                            + ": " + Svg.num(s.fromS()) + "-" + Svg.num(s.toS()) + " s, "
                            + s.fate().name().toLowerCase(Locale.ROOT)))
                    .append("</title></rect>\n");
        }
        legend(b, right, "heard", HEARD, 0);
        legend(b, right, "collided", COLLIDED, 1);
        legend(b, right, "lost", LOST, 2);
        return b.append("</svg>\n").toString();
    }

    private static void legend(StringBuilder b, int right, String name, String color, int i) {
        int x = right - 210 + 72 * i;
        int y = ChartFrame.H - 10;
        b.append("<rect x=\"").append(x).append("\" y=\"").append(y - 9)
                .append("\" width=\"10\" height=\"10\" fill=\"").append(color)
                .append("\"/><text class=\"legend\" x=\"").append(x + 14).append("\" y=\"")
                .append(y).append("\">").append(name).append("</text>\n");
    }
}
