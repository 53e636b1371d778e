package echoai.link1.bench.air;

import echoai.link1.bench.rules.Uncertainty;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * One point of the ggwave peer arm of E2-rooms for one arm: {@code frames} recordings of one
 * 16-byte payload each, each in its own draw of the physical room (ROOM.md), and what the arm's
 * receiver made of them. The arms are ggwave's protocols and LINK-1's profiles, at the same room
 * draws (the seed does not depend on the arm).
 *
 * @param point            the named room point (ROOM.md §9), e.g. {@code living-rt0.5-2m}
 * @param rt60S            the point's RT60, s
 * @param distanceM        the point's source–microphone distance, m
 * @param background       white, pink or babble
 * @param snrDb            SNR (ROOM.md §7) in dB, one decimal
 * @param devices          playback → capture rates and clock offset, e.g. {@code 48->48 kHz}
 * @param arm              {@code ggwave-audible-normal}, {@code ggwave-audible-fastest},
 *                         {@code k1}, {@code k2} or {@code r}
 * @param airTimeS         the air time of one payload, s (3 decimals)
 * @param frames           recordings (one payload each) sent
 * @param correct          recordings whose payload came out byte-equal
 * @param lost             frames − correct (a recording whose only payload is wrong is lost)
 * @param wrong            payloads delivered as good that are not the one sent: for ggwave, which
 *                         has no CRC, any decoded payload ≠ the one sent (one a recording at
 *                         most); for k1, k2, r the frames past the CRC and every frame check
 *                         ({@code accepted_corrupt}; a recording may deliver several)
 * @param corruptPassedCrc k1, k2, r: delivered frames ≠ the one sent (each passed the CRC);
 *                         ggwave: equal to {@code wrong}
 * @param per              lost / frames, 4 decimals
 * @param per95            the 95 % Wilson interval of {@code per}
 * @param wrongRate        wrong / frames, 4 decimals
 * @param wrong95          the 95 % Wilson interval of {@code wrongRate}
 */
public record GgwavePoint(String point, BigDecimal rt60S, BigDecimal distanceM, String background,
                          BigDecimal snrDb, String devices, String arm, BigDecimal airTimeS,
                          int frames, int correct, int lost, int wrong, int corruptPassedCrc,
                          BigDecimal per, Uncertainty.Interval per95, BigDecimal wrongRate,
                          Uncertainty.Interval wrong95) {
    /**
     * Checks the components.
     *
     * @param point the named room point (ROOM.md §9), e.g. {@code living-rt0.5-2m}
     * @param rt60S the point's RT60, s
     * @param distanceM the point's source–microphone distance, m
     * @param background white, pink or babble
     * @param snrDb SNR (ROOM.md §7) in dB, one decimal
     * @param devices playback → capture rates and clock offset, e.g. {@code 48->48 kHz}
     * @param arm {@code ggwave-audible-normal}, {@code ggwave-audible-fastest},
     *     {@code k1}, {@code k2} or {@code r}
     * @param airTimeS the air time of one payload, s (3 decimals)
     * @param frames recordings (one payload each) sent
     * @param correct recordings whose payload came out byte-equal
     * @param lost frames − correct (a recording whose only payload is wrong is lost)
     * @param wrong payloads delivered as good that are not the one sent: for ggwave, which
     *     has no CRC, any decoded payload ≠ the one sent (one a recording at
     *     most); for k1, k2, r the frames past the CRC and every frame check
     *     ({@code accepted_corrupt}; a recording may deliver several)
     * @param corruptPassedCrc k1, k2, r: delivered frames ≠ the one sent (each passed the CRC);
     *     ggwave: equal to {@code wrong}
     * @param per lost / frames, 4 decimals
     * @param per95 the 95 % Wilson interval of {@code per}
     * @param wrongRate wrong / frames, 4 decimals
     * @param wrong95 the 95 % Wilson interval of {@code wrongRate}
     * @throws IllegalArgumentException when a component is out of range
     * @throws NullPointerException when a required component is null
     */
    public GgwavePoint {
        Objects.requireNonNull(point, "point");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(devices, "devices");
        Objects.requireNonNull(arm, "arm");
        Objects.requireNonNull(per95, "per95");
        Objects.requireNonNull(wrong95, "wrong95");
        if (frames < 0 || correct < 0 || correct > frames || lost != frames - correct
                || wrong < 0 || corruptPassedCrc < wrong) {
            throw new IllegalArgumentException("counts must satisfy 0 <= correct <= frames,"
                    + " lost = frames - correct, 0 <= wrong <= corrupt_passed_crc: " + frames
                    + ", " + correct + ", " + lost + ", " + wrong + ", " + corruptPassedCrc);
        }
    }
}
