package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.ggwavefair.GgwaveFairResult.Separation;
import echoai.link1.bench.rules.Uncertainty;
import java.util.Objects;

/**
 * Q against another arm at one case and axis, over the same draws: each arm's lost recordings
 * and PER interval (95 % Wilson), and the verdict (better: Q's interval wholly below the
 * other's; worse: wholly above; tie otherwise).
 *
 * @param caseName   the case
 * @param axis       {@code equal-snr} or {@code equal-peak}
 * @param against    the other arm
 * @param frames     recordings of each arm
 * @param lostQ      Q's lost recordings
 * @param lostOther  the other arm's
 * @param per95Q     Q's PER interval
 * @param per95Other the other arm's
 * @param verdict    Q against the other arm
 */
public record QPair(String caseName, String axis, String against, int frames, int lostQ,
                    int lostOther, Uncertainty.Interval per95Q, Uncertainty.Interval per95Other,
                    Separation verdict) {
    /**
     * Checks the components.
     *
     * @param caseName the case
     * @param axis {@code equal-snr} or {@code equal-peak}
     * @param against the other arm
     * @param frames recordings of each arm
     * @param lostQ Q's lost recordings
     * @param lostOther the other arm's
     * @param per95Q Q's PER interval
     * @param per95Other the other arm's
     * @param verdict Q against the other arm
     * @throws NullPointerException when a component is null
     */
    public QPair {
        Objects.requireNonNull(caseName, "caseName");
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(against, "against");
        Objects.requireNonNull(per95Q, "per95Q");
        Objects.requireNonNull(per95Other, "per95Other");
        Objects.requireNonNull(verdict, "verdict");
    }
}
