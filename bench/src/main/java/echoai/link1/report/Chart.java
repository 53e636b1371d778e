package echoai.link1.report;

import java.util.List;

/**
 * A chart of the section model, drawn by {@link Svg}: a line chart (linear or logarithmic y)
 * or a grouped bar chart. Values are plain doubles in the units of their axis labels.
 */
public sealed interface Chart permits Chart.Lines, Chart.Bars, Chart.Timeline {
    /** The chart's title (also its accessible name). */
    String title();

    /** One point of a line; a NaN y is not drawn. */
    record Point(double x, double y) {
    }

    /** An interval drawn as a vertical bar with caps at x, from low to high. */
    record Whisker(double x, double low, double high) {
    }

    /** One line: its legend name, its points in drawing order, and intervals (maybe none). */
    record Series(String name, List<Point> points, List<Whisker> whiskers) {
        public Series {
            points = List.copyOf(points);
            whiskers = List.copyOf(whiskers);
        }

        /** A line without intervals. */
        public Series(String name, List<Point> points) {
            this(name, points, List.of());
        }
    }

    /** A dashed guide: vertical (at x) or horizontal (at y), with a label and a colour. */
    record Guide(boolean vertical, double at, String label, String color) {
    }

    /**
     * A line chart. With {@code logY}, y runs over decades from {@code yMin} to {@code yMax}
     * (both &gt; 0) and values ≤ 0 sit on the bottom edge as hollow markers labelled "0".
     */
    record Lines(String title, String xLabel, String yLabel, List<Series> series, boolean logY,
            double yMin, double yMax, List<Guide> guides) implements Chart {
        public Lines {
            series = List.copyOf(series);
            guides = List.copyOf(guides);
            if (!(yMax > yMin) || (logY && !(yMin > 0))) {
                throw new IllegalArgumentException("y range must be increasing (and > 0 on a log "
                        + "axis): " + yMin + ".." + yMax);
            }
        }
    }

    /** One bar series: a value per category and, optionally (empty list), a colour per bar. */
    record BarSeries(String name, List<Double> values, List<String> colors) {
        public BarSeries {
            values = List.copyOf(values);
            colors = List.copyOf(colors);
            if (!colors.isEmpty() && colors.size() != values.size()) {
                throw new IllegalArgumentException("colors must be empty or one per value: "
                        + colors.size());
            }
        }
    }

    /** A grouped bar chart over named categories; y from 0 (or the lowest value) up. */
    record Bars(String title, String xLabel, String yLabel, List<String> categories,
            List<BarSeries> series) implements Chart {
        public Bars {
            categories = List.copyOf(categories);
            series = List.copyOf(series);
        }
    }

    /** How a timeline bar ended: heard by whom it was for, lost, or overlapped another. */
    enum Fate {
        /** Delivered to whom it was for. */
        HEARD,
        /** Not delivered, not overlapped. */
        LOST,
        /** Overlapped another in the air at the listener. */
        COLLIDED
    }

    /** One bar of a timeline: a lane, a span in seconds, its fate. */
    record Span(int lane, double fromS, double toS, Fate fate) {
    }

    /** A timeline: a lane per speaker (top first), bars over time in seconds (E7). */
    record Timeline(String title, List<String> lanes, List<Span> spans, double endS)
            implements Chart {
        public Timeline {
            lanes = List.copyOf(lanes);
            spans = List.copyOf(spans);
            if (!(endS > 0)) {
                throw new IllegalArgumentException("endS must be > 0: " + endS);
            }
        }
    }
}
