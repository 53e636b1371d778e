package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A chart's legend, in the column right of the plot: a swatch and a name per series (a box) and
 * per guide (a dashed line), and under a name, in smaller type, a note such as "all 0". Long
 * names are squeezed into the column's width rather than cut; entries come closer together
 * when there are many, so the legend always ends above the chart's bottom edge.
 */
public final class Legend {
    /** Names longer than this are squeezed into the column. */
    public static final int NAME_CHARS = 13;
    /** Notes longer than this are squeezed into the column. */
    public static final int NOTE_CHARS = 17;
    private static final int X = ChartFrame.W - ChartFrame.RIGHT + 12;
    private static final int TEXT_WIDTH = ChartFrame.RIGHT - 12 - 18 - 3;
    private static final double LINE_PX = 18;
    private static final double NOTE_PX = 12;

    private record Entry(String name, String color, boolean dashed, String note) {
    }

    private final List<Entry> entries = new ArrayList<>();

    /** Adds an entry; {@code note} may be empty. */
    public void add(String name, String color, boolean dashed, String note) {
        entries.add(new Entry(name, color, dashed, note));
    }

    /** Writes the legend into {@code b}. */
    public void draw(StringBuilder b) {
        double height = 0;
        for (Entry e : entries) {
            height += LINE_PX + (e.note().isEmpty() ? 0 : NOTE_PX);
        }
        double room = ChartFrame.H - ChartFrame.TOP - 14;
        double scale = height > room ? room / height : 1;
        double y = ChartFrame.TOP + 10;
        for (Entry e : entries) {
            swatch(b, e, y);
            text(b, "legend", X + 18, y + 2, e.name(), NAME_CHARS);
            y += LINE_PX * scale;
            if (!e.note().isEmpty()) {
                text(b, "legend note", X + 18, y - 3 * scale, e.note(), NOTE_CHARS);
                y += NOTE_PX * scale;
            }
        }
    }

    private static void swatch(StringBuilder b, Entry e, double y) {
        if (e.dashed()) {
            b.append("<line class=\"guide\" x1=\"").append(X).append("\" x2=\"").append(X + 12)
                    .append("\" y1=\"").append(Svg.fmt(y - 2)).append("\" y2=\"")
                    .append(Svg.fmt(y - 2)).append("\" stroke=\"").append(e.color())
                    .append("\" stroke-dasharray=\"3 2\"/>");
        } else {
            b.append("<rect x=\"").append(X).append("\" y=\"").append(Svg.fmt(y - 8))
                    .append("\" width=\"12\" height=\"12\" rx=\"2\" fill=\"").append(e.color())
                    .append("\"/>");
        }
    }

    private static void text(StringBuilder b, String cls, int x, double y, String text,
            int squeezeAbove) {
        b.append("<text class=\"").append(cls).append("\" x=\"").append(x).append("\" y=\"")
                .append(Svg.fmt(y)).append('"');
        if (text.length() > squeezeAbove) {
            // a long name is squeezed into the legend's width rather than cut at the edge
            b.append(" textLength=\"").append(TEXT_WIDTH)
                    .append("\" lengthAdjust=\"spacingAndGlyphs\"");
        }
        b.append('>').append(Html.esc(text)).append("</text>\\n");
    }
}
