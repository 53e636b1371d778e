package echoai.link1.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Series of a line chart that lie on each other (the same points, as when every PER is 0):
 * each gets its rank among the lines it coincides with, so {@link Svg} can draw them dashed
 * between each other, and the legend a note: "all 0" for a line of zeros, else the first line
 * it follows.
 */
public final class Coincident {
    /** The length of one dash of a coincident line, px. */
    public static final int DASH_PX = 7;

    private final int[] first;
    private final int[] rank;
    private final int[] members;

    private Coincident(int[] first, int[] rank, int[] members) {
        this.first = first;
        this.rank = rank;
        this.members = members;
    }

    /** Groups {@code series} by identical point lists (the first of a group leads it). */
    public static Coincident of(List<Chart.Series> series) {
        int n = series.size();
        int[] first = new int[n];
        int[] rank = new int[n];
        int[] count = new int[n];
        for (int i = 0; i < n; i++) {
            first[i] = i;
            for (int j = 0; j < i; j++) {
                if (first[j] == j && same(series.get(i).points(), series.get(j).points())) {
                    first[i] = j;
                    break;
                }
            }
            rank[i] = count[first[i]]++;
        }
        int[] members = new int[n];
        for (int i = 0; i < n; i++) {
            members[i] = count[first[i]];
        }
        return new Coincident(first, rank, members);
    }

    private static boolean same(List<Chart.Point> a, List<Chart.Point> b) {
        if (a.isEmpty() || a.size() != b.size()) {
            return false;
        }
        for (int k = 0; k < a.size(); k++) {
            Chart.Point p = a.get(k);
            Chart.Point q = b.get(k);
            if (Double.compare(p.x(), q.x()) != 0 || Double.compare(p.y(), q.y()) != 0) {
                return false;
            }
        }
        return true;
    }

    /** How many lines share series {@code i}'s points, itself included. */
    public int members(int i) {
        return members[i];
    }

    /** Series {@code i}'s place among them, 0 for the first drawn. */
    public int rank(int i) {
        return rank[i];
    }

    /** The legend note of series {@code i}: "all 0", "same as NAME" or "". */
    public String note(List<Chart.Series> series, int i) {
        List<Double> ys = new ArrayList<>();
        series.get(i).points().forEach(p -> {
            if (!Double.isNaN(p.y())) {
                ys.add(p.y());
            }
        });
        if (!ys.isEmpty() && ys.stream().allMatch(y -> y == 0)) {
            return "all 0";
        }
        return first[i] == i ? "" : "same as " + series.get(first[i]).name();
    }
}
