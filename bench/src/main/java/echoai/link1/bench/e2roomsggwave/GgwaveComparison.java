package echoai.link1.bench.e2roomsggwave;

import java.util.Objects;

/**
 * One point of the ggwave peer arm side by side: profile R, K1 and K2 against ggwave
 * AUDIBLE_NORMAL and AUDIBLE_FASTEST over the same recordings' room draws, and issue 16's
 * target for R there. Counts only; the verdicts compare counts over the same number of
 * recordings (they are not significance tests: the intervals are in the points).
 *
 * @param point              the point's case name, e.g. {@code living-rt0.5-1m/white/30dB/48-48kHz/+0ppm}
 * @param issueRow           the row of issue 16's table this point stands for (RT60, distance,
 *                           background as the issue wrote them), or {@code none} for a point
 *                           added here
 * @param frames             recordings per arm
 * @param lostR              profile R's lost recordings
 * @param lostK1             K1's
 * @param lostK2             K2's
 * @param lostNormal         ggwave AUDIBLE_NORMAL's
 * @param lostFastest        ggwave AUDIBLE_FASTEST's
 * @param wrongNormal        ggwave AUDIBLE_NORMAL's wrong payloads
 * @param wrongFastest       ggwave AUDIBLE_FASTEST's wrong payloads
 * @param rNotWorseThanNormal lostR ≤ lostNormal (the target "never worse than ggwave NORMAL")
 * @param rBetterWhereNormalLoses where lostNormal &gt; 0: lostR &lt; lostNormal; null where
 *                           ggwave NORMAL lost nothing (the target does not apply)
 * @param normalBeatsK1      lostNormal &lt; lostK1
 * @param normalBeatsK2      lostNormal &lt; lostK2
 */
public record GgwaveComparison(String point, String issueRow, int frames, int lostR, int lostK1,
                               int lostK2, int lostNormal, int lostFastest, int wrongNormal,
                               int wrongFastest, boolean rNotWorseThanNormal,
                               Boolean rBetterWhereNormalLoses, boolean normalBeatsK1,
                               boolean normalBeatsK2) {
    /**
     * Checks the components.
     *
     * @param point the point's case name, e.g. {@code living-rt0.5-1m/white/30dB/48-48kHz/+0ppm}
     * @param issueRow the row of issue 16's table this point stands for (RT60, distance,
     *     background as the issue wrote them), or {@code none} for a point
     *     added here
     * @param frames recordings per arm
     * @param lostR profile R's lost recordings
     * @param lostK1 K1's
     * @param lostK2 K2's
     * @param lostNormal ggwave AUDIBLE_NORMAL's
     * @param lostFastest ggwave AUDIBLE_FASTEST's
     * @param wrongNormal ggwave AUDIBLE_NORMAL's wrong payloads
     * @param wrongFastest ggwave AUDIBLE_FASTEST's wrong payloads
     * @param rNotWorseThanNormal lostR ≤ lostNormal (the target "never worse than ggwave NORMAL")
     * @param rBetterWhereNormalLoses where lostNormal &gt; 0: lostR &lt; lostNormal; null where
     *     ggwave NORMAL lost nothing (the target does not apply)
     * @param normalBeatsK1 lostNormal &lt; lostK1
     * @param normalBeatsK2 lostNormal &lt; lostK2
     * @throws NullPointerException when a required component is null
     */
    public GgwaveComparison {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(issueRow, "issueRow");
    }
}
