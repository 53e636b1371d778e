package echoai.link1.bench.e7;

import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.List;

/**
 * {@code v2/E7-capture.json}: the capture effect (docs/spec/E7.md, "Capture") — two frames
 * overlapping at one microphone; which of them the profile's receiver delivers against how much
 * of the first the second overlaps and how much louder it is. Reported, not predicted.
 *
 * @param schemaVersion the JSON schema version
 * @param experiment {@code E7-capture}
 * @param title what it measures
 * @param seedSet the seed set's label (one trial per seed and point)
 * @param points every point, by profile, level, overlap
 */
public record E7CaptureResult(int schemaVersion, String experiment, String title, String seedSet,
                              List<CapturePoint> points) {
    /**
     * A result; the points are copied.
     *
     * @param schemaVersion the schema version
     * @param experiment the id
     * @param title the title
     * @param seedSet the seed set
     * @param points the points
     */
    public E7CaptureResult {
        points = List.copyOf(points);
    }

    /**
     * The capture effect at one point: two frames from two loudspeakers the same distance from a
     * microphone, the second starting when {@code overlap} of the first remains, at
     * {@code ratioDb} relative to the first.
     *
     * @param profile the air profile
     * @param distanceM both loudspeakers' distance from the microphone, m
     * @param overlap the share of the first frame the second overlaps (1.00: starts with it; 0:
     *     back to back)
     * @param ratioDb the second's level over the first's at the source, dB
     * @param trials recordings
     * @param firstDelivered recordings where the first frame was delivered
     * @param secondDelivered recordings where the second was
     * @param firstCi95 the first's rate's Wilson interval
     * @param secondCi95 the second's
     */
    public record CapturePoint(String profile, BigDecimal distanceM, BigDecimal overlap,
                               BigDecimal ratioDb, int trials, int firstDelivered,
                               int secondDelivered, Uncertainty.Interval firstCi95,
                               Uncertainty.Interval secondCi95) {
    }
}
