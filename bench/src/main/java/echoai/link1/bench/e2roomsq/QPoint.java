package echoai.link1.bench.e2roomsq;

import echoai.link1.bench.air.GgwavePoint;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * One arm at one case and axis.
 *
 * @param axis     {@code equal-snr} or {@code equal-peak}
 * @param caseName the case (E2-rooms' name: point/background/SNR/devices), which seeds its draws
 * @param armSnrDb the SNR the arm ran at, dB (3 decimals): the case's, less the arm's crest
 *                 excess on the equal-peak axis
 * @param measured what the arm's receiver made of its recordings
 */
public record QPoint(String axis, String caseName, BigDecimal armSnrDb, GgwavePoint measured) {
    /**
     * Checks the components.
     *
     * @param axis {@code equal-snr} or {@code equal-peak}
     * @param caseName the case
     * @param armSnrDb the SNR the arm ran at, dB
     * @param measured what the arm's receiver made of its recordings
     * @throws NullPointerException when a component is null
     */
    public QPoint {
        Objects.requireNonNull(axis, "axis");
        Objects.requireNonNull(caseName, "caseName");
        Objects.requireNonNull(armSnrDb, "armSnrDb");
        Objects.requireNonNull(measured, "measured");
    }
}
